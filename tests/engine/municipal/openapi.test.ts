/** The OpenAPI document and the guide describe the same API the engine answers. */
import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MUNICIPAL_ERRORS } from '../../../src/engine/municipal/openapi.ts';
import { testEngine } from '../support.ts';

async function openapi() {
  const res = await testEngine().call('GET', '/v1/openapi.json');
  expect(res.status).toBe(200);
  return res.json();
}

describe('GET /v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, interface version 1.0.0', async () => {
    const doc = await openapi();
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
  });

  it('describes every route the engine answers', async () => {
    const doc = await openapi();
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/formulare/{id}',
        '/v1/drafts',
        '/v1/drafts/{id}',
        '/v1/drafts/{id}/cancel',
        '/v1/drafts/{id}/receipt',
        '/v1/drafts/{id}/submit',
        '/v1/profiles',
        '/v1/services',
        '/v1/services/{id}',
        '/v1/sessions',
        '/v1/sessions/current',
        '/v1/slots/{id}',
      ].sort(),
    );
    expect(doc.components.securitySchemes.DemoBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('takes DraftInput and Confirmation from the validating schemas (16 shapes, confirmed const true)', async () => {
    const { components } = await openapi();
    expect(components.schemas.DraftInput.anyOf ?? components.schemas.DraftInput.oneOf).toHaveLength(16);
    expect(components.schemas.Confirmation.properties.confirmed).toEqual({ const: true });
    expect(components.schemas.Confirmation.additionalProperties).toBe(false);
    expect(components.schemas.Problem.properties.error.enum).toEqual(MUNICIPAL_ERRORS);
    expect(v.is(v.array(v.string()), components.schemas.Case.required)).toBe(true);
  });
});

describe('GET /v1/guide', () => {
  it('is HTML with a section for every error, which Problem type links point to', async () => {
    const engine = testEngine();
    const res = await engine.call('GET', '/v1/guide');
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    for (const code of MUNICIPAL_ERRORS) expect(html).toContain(`id="error-${code}"`);
    const problem = await (await engine.call('GET', '/v1/drafts')).json();
    expect(problem.type).toBe('http://localhost/v1/guide#error-unauthorized');
  });
});
