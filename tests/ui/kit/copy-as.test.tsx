// @vitest-environment happy-dom
/**
 * The kit's "Copy as" (issues 33 and 34): the code as it will be copied; beside it, where the
 * credential its variable stands for comes from (both languages), and that a copy of a request that
 * was sent repeats its Idempotency-Key.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CopyAs } from '../../../src/ui/kit/CopyAs.tsx';
import type { SnippetRequest } from '../../../src/ui/kit/snippets.ts';
import { setLangForTest } from './lang.ts';

let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
  setLangForTest('de');
});

afterEach(() => {
  render(null, root);
  root.remove();
});

const CAPABILITY = 'a'.repeat(64);
const draft: SnippetRequest = {
  method: 'POST',
  path: '/v1/drafts',
  headers: [
    { name: 'Authorization', value: `Bearer ${CAPABILITY}` },
    { name: 'Idempotency-Key', value: 'try-0001' },
  ],
  body: '{"service":"termin"}',
};

/** Renders and waits for the snippet library's chunk and the code. */
async function shown(props: Partial<Parameters<typeof CopyAs>[0]> & { request: () => SnippetRequest }) {
  await act(async () => {
    render(
      <CopyAs id="copy" watch={[]} baseUrl="http://127.0.0.1:4280/" testId="copy-as" codeTestId="snippet" {...props} />,
      root,
    );
  });
  for (let tries = 0; tries < 50 && !root.querySelector('[data-testid="snippet"]')?.textContent; tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  return {
    code: root.querySelector('[data-testid="snippet"]')?.textContent ?? '',
    where: root.querySelector('[data-testid="copy-where"]')?.textContent,
    repeats: root.querySelector('[data-testid="copy-repeats"]')?.textContent,
  };
}

describe('CopyAs', () => {
  it('shows the code with the variable, and beside it where the world’s key comes from', async () => {
    const { code, where, repeats } = await shown({ request: () => draft });
    expect(code).toContain('curl http://127.0.0.1:4280/v1/drafts');
    expect(code).toContain('$SANDBOX_CAPABILITY');
    expect(code).not.toContain(CAPABILITY);
    expect(where).toContain('$SANDBOX_CAPABILITY: der Schlüssel der Welt dieses Tabs');
    expect(where).toContain('Agenten-Verbindungen');
    // Not sent yet: nothing to repeat.
    expect(repeats).toBeUndefined();
  });

  it('says where a token comes from, in English too', async () => {
    setLangForTest('en');
    const { where } = await shown({
      request: () => ({
        method: 'GET',
        path: '/api/pages',
        headers: [{ name: 'Authorization', value: 'Bearer cms_x' }],
      }),
    });
    expect(where).toContain('$SANDBOX_TOKEN: an access key');
    expect(where).toContain('Content → Agents → make a connection');
  });

  it('needs no note for a request without a credential', async () => {
    const { where } = await shown({ request: () => ({ method: 'GET', path: '/v1/services', headers: [] }) });
    expect(where).toBeUndefined();
  });

  it('says plainly that the copy of a sent request repeats its Idempotency-Key', async () => {
    const { repeats } = await shown({ request: () => draft, sent: true });
    expect(repeats).toContain('wiederholt den Idempotency-Key');
    expect(repeats).toContain('idempotent-replayed: true');
  });
});
