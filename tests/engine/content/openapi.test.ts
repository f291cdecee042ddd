import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { CONTENT_ERRORS } from '../../../src/engine/content/guide.ts';
import { testEngine } from '../support.ts';

describe('GET /api/schema', () => {
  it('is a valid OpenAPI 3.1 document of version 0.5.3 with every route', async () => {
    const doc = await (await testEngine().call('GET', '/api/schema')).json();
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(doc.info.version).toBe('0.5.3');
    expect(Object.keys(doc.paths)).toHaveLength(13);
    expect(doc.components.schemas.Problem.properties.error.enum).toContain('stale_revision');
  });
});

describe('GET /api/guide', () => {
  it('has a section for every error and documents the status=published trap', async () => {
    const html = await (await testEngine().call('GET', '/api/guide')).text();
    for (const [code] of CONTENT_ERRORS) expect(html).toContain(`id="error-${code}"`);
    expect(html).toMatch(/editorial drafts/);
  });
});
