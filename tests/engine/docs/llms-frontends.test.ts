/** /llms.txt points builders of frontends to the reference frontend and the embed (issue #10). */
import { describe, expect, it } from 'vitest';
import { testEngine } from '../support.ts';

describe('/llms.txt for builders of frontends', () => {
  it('links the reference frontend and the embed under the base URL', async () => {
    const text = await (await testEngine().call('GET', '/llms.txt')).text();
    expect(text).toContain('Reference frontend: http://localhost/examples/booking/');
    expect(text).toContain('http://localhost/embed/');
    expect(text).toContain('sandbox-sw.js');
  });
});
