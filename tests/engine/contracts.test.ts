/**
 * The contracts and what is derived from them: the served OpenAPI documents are valid, describe
 * exactly the routes the engine answers, and the guides list every route and error. That every
 * answer matches its document is checked on every engine test (see openapi-conformance.ts); the
 * last block shows that check refuses what is not documented.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { contentContract } from '../../src/engine/content/contract.ts';
import { templatePath } from '../../src/engine/http/contract.ts';
import { ERROR_CODES, openApiDocument } from '../../src/engine/http/openapi.ts';
import { mcpContract } from '../../src/engine/mcp/contract.ts';
import { municipalContract } from '../../src/engine/municipal/contract.ts';
import { checkAnswer } from './openapi-conformance.ts';
import { testEngine } from './support.ts';

const SERVED = [
  { contract: municipalContract, document: '/v1/openapi.json', guide: '/v1/guide', version: '1.0.0' },
  { contract: contentContract, document: '/api/schema', guide: '/api/guide', version: '0.5.3' },
] as const;

describe.each(SERVED)('$document', ({ contract, document, guide, version }) => {
  it(`is a valid OpenAPI 3.1 document of interface version ${version}`, async () => {
    const doc = await (await testEngine().call('GET', document)).json();
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(version);
  });

  it('is valid in German too (?lang=de): the contract’s German summaries and descriptions, English by default', async () => {
    const engine = testEngine();
    const english = await engine.call('GET', document);
    const german = await engine.call('GET', `${document}?lang=de`);
    expect(english.headers.get('content-language')).toBe('en');
    expect(german.headers.get('content-language')).toBe('de');
    const [en, de] = [await english.json(), await german.json()];
    expect((await new Validator().validate(de)).errors).toBeUndefined();
    for (const route of Object.values(contract.routes)) {
      const template = templatePath(route.path);
      const method = route.method.toLowerCase();
      expect(en.paths[template][method].summary).toBe(route.summary.en);
      expect(de.paths[template][method].summary).toBe(route.summary.de);
      expect(de.paths[template][method].description).toBe(route.description?.de);
    }
    // The German document links the German guide; another lang value is English.
    expect(de.externalDocs.url).toBe(`http://localhost${guide}?lang=de`);
    expect(await (await engine.call('GET', `${document}?lang=fr`)).json()).toEqual(en);
  });

  it('describes exactly the routes the engine answers, each with its methods', async () => {
    const engine = testEngine();
    const doc = await (await engine.call('GET', document)).json();
    const documented = Object.entries(doc.paths as Record<string, object>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = Object.values(contract.routes).map((route) => `${route.method} ${templatePath(route.path)}`);
    expect(documented.sort()).toEqual(declared.sort());
    // The router answers each of them (OPTIONS lists the method; HEAD wherever GET).
    for (const route of Object.values(contract.routes)) {
      const path = route.path.replace(/:[a-z]+/g, 'x');
      const res = await engine.call('OPTIONS', path);
      expect(res.status, path).toBe(204);
      expect(res.headers.get('allow')?.split(', '), path).toContain(route.method);
      if (route.method === 'GET') expect(res.headers.get('allow')?.split(', '), path).toContain('HEAD');
    }
  });

  it('has a Problem schema whose error enum is every code of the contract', async () => {
    const doc = await (await testEngine().call('GET', document)).json();
    expect(doc.components.schemas.Problem.properties.error.enum).toEqual(Object.keys(contract.errors));
  });

  it('is linked from a guide that lists every endpoint and has a section for every error', async () => {
    const engine = testEngine();
    const res = await engine.call('GET', guide);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(`Interface version ${version}`);
    for (const code of Object.keys(contract.errors)) expect(html).toContain(`id="error-${code}"`);
    for (const route of Object.values(contract.routes)) {
      expect(html).toContain(`<code>${route.method} ${templatePath(route.path)}</code>`);
    }
  });
});

describe('the municipal document', () => {
  it('takes DraftInput and Confirmation from the validating schemas (16 shapes, confirmed const true)', async () => {
    const { components } = await (await testEngine().call('GET', '/v1/openapi.json')).json();
    expect(components.schemas.DraftInput.anyOf ?? components.schemas.DraftInput.oneOf).toHaveLength(16);
    expect(components.schemas.Confirmation.properties.confirmed).toEqual({ const: true });
    expect(components.schemas.Confirmation.additionalProperties).toBe(false);
  });

  it('lists per operation only the error codes that operation can answer with', async () => {
    const { paths } = await (await testEngine().call('GET', '/v1/openapi.json')).json();
    const conflicts = paths['/v1/drafts/{id}/cancel'].post.responses['409'];
    expect(conflicts.content['application/problem+json'].schema.allOf[1].properties.error.enum).toEqual([
      'stale_version',
      'idempotency_key_reused',
      'not_cancellable',
    ]);
  });

  it('links Problem types to the guide', async () => {
    const problem = await (await testEngine().call('GET', '/v1/drafts')).json();
    expect(problem.type).toBe('http://localhost/v1/guide#error-unauthorized');
  });
});

describe('the error codes of a status (issue 34: no screen parses a description)', () => {
  it('are a list of their own, and a status the route also answers keeps the route’s words, in both languages', async () => {
    for (const lang of ['en', 'de'] as const) {
      // As served: JSON, read back.
      const doc = JSON.parse(JSON.stringify(openApiDocument(mcpContract, 'http://localhost/', lang)));
      expect((await new Validator().validate(doc)).errors).toBeUndefined();
      const badRequest = doc.paths['/mcp'].post.responses['400'];
      expect(badRequest.description).toBe(mcpContract.routes.message.responses[400].description[lang]);
      expect(badRequest[ERROR_CODES]).toEqual(['malformed_request']);
      expect(Object.keys(badRequest.content)).toEqual(['application/json', 'application/problem+json']);
    }
  });

  it('are listed on every error answer of the municipal document', async () => {
    const { paths } = await (await testEngine().call('GET', '/v1/openapi.json?lang=de')).json();
    const conflicts = paths['/v1/drafts/{id}/cancel'].post.responses['409'];
    expect(conflicts[ERROR_CODES]).toEqual(['stale_version', 'idempotency_key_reused', 'not_cancellable']);
  });
});

describe('the content guide', () => {
  it('documents the status=published trap', async () => {
    const html = await (await testEngine().call('GET', '/api/guide')).text();
    expect(html).toMatch(/editorial drafts/);
  });
});

describe('the conformance check of every engine test', () => {
  const engine = testEngine();
  const options = { engine, base: '/' };
  const request = (path: string, method = 'GET') => new Request(`http://localhost${path}`, { method });
  const jsonAnswer = (status: number, body: unknown, type = 'application/json') =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

  it('accepts a documented answer', async () => {
    const res = await engine.call('GET', '/v1/services');
    await expect(checkAnswer(options, request('/v1/services'), res)).resolves.toBeUndefined();
  });

  it('refuses a body with a property the document does not have', async () => {
    const services = await (await engine.call('GET', '/v1/services')).json();
    services.extra = true;
    await expect(checkAnswer(options, request('/v1/services'), jsonAnswer(200, services))).rejects.toThrow(
      /additional properties/,
    );
  });

  it('refuses an undocumented status, an undocumented media type and a server error', async () => {
    await expect(checkAnswer(options, request('/v1/services'), jsonAnswer(201, {}))).rejects.toThrow(
      /status 201 is not documented/,
    );
    const services = await (await engine.call('GET', '/v1/services')).json();
    await expect(
      checkAnswer(options, request('/v1/services'), jsonAnswer(200, services, 'text/plain')),
    ).rejects.toThrow(/media type text\/plain/);
    const problem = { error: 'internal_error', message: 'x', status: 500 };
    await expect(
      checkAnswer(options, request('/v1/services'), jsonAnswer(500, problem, 'application/problem+json')),
    ).rejects.toThrow(/server error/);
  });

  it('refuses an error code the operation does not list', async () => {
    const problem = { error: 'no_receipt', message: 'x', status: 409 };
    await expect(
      checkAnswer(options, request('/v1/drafts', 'POST'), jsonAnswer(409, problem, 'application/problem+json')),
    ).rejects.toThrow(/must be equal to one of the allowed values/);
  });
});
