/**
 * The reference screen's model is derived from the contracts through the served documents (issue 27):
 * a route added to a contract appears in it with no other change, with its parameters, body and
 * example, answers and errors linked to the guide.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contentContract } from '../../../src/engine/content/contract.ts';
import { greetingContract } from '../../../src/engine/greeting/contract.ts';
import type { ServiceContract } from '../../../src/engine/http/contract.ts';
import { openApiDocument } from '../../../src/engine/http/openapi.ts';
import { municipalContract } from '../../../src/engine/municipal/contract.ts';
import { buildReference, exampleOf, schemaBrief, search } from '../../../src/ui/workbench/reference.ts';

const BASE = 'http://localhost/';

describe('the API reference', () => {
  it('lists every route of every contract', () => {
    const reference = buildReference({
      municipal: openApiDocument(municipalContract as ServiceContract, BASE),
      content: openApiDocument(contentContract as ServiceContract, BASE),
      greeting: openApiDocument(greetingContract as ServiceContract, BASE),
    });
    const ids = reference.endpoints.map((endpoint) => endpoint.id);
    for (const [contract, group] of [
      [municipalContract, 'municipal'],
      [contentContract, 'content'],
      [greetingContract, 'greeting'],
    ] as const) {
      const expected = Object.keys(contract.routes).map((name) => `${group}.${name}`);
      expect(ids.filter((id) => id.startsWith(`${group}.`)).sort()).toEqual(expected.sort());
    }
  });

  it('shows a route added to a contract, with no other change', () => {
    const extended = {
      ...municipalContract,
      routes: {
        ...municipalContract.routes,
        ringBell: {
          method: 'POST',
          path: '/v1/bells/:id/ring',
          summary: { en: 'Ring a bell of the town hall', de: 'Eine Glocke des Rathauses läuten' },
          description: { en: 'Three times at most.', de: 'Höchstens dreimal.' },
          auth: 'bearer',
          params: { id: v.picklist(['nord', 'sued']) },
          body: { json: v.strictObject({ times: v.number() }), example: { times: 3 } },
          responses: {
            200: {
              description: { en: 'The bell rang', de: 'Die Glocke hat geläutet' },
              json: v.strictObject({ rang: v.number() }),
            },
          },
          errors: ['unauthorized', 'not_found'],
        },
      },
    } as unknown as ServiceContract;
    const reference = buildReference({ municipal: openApiDocument(extended, BASE) });
    const ring = reference.endpoints.find((endpoint) => endpoint.id === 'municipal.ringBell');
    expect(ring).toMatchObject({
      method: 'POST',
      path: '/v1/bells/{id}/ring',
      summary: 'Ring a bell of the town hall',
      credential: 'world',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { enum: ['nord', 'sued'] } }],
      body: { media: 'application/json', example: { times: 3 } },
      answers: [{ status: '200', description: 'The bell rang', media: 'application/json' }],
    });
    expect(ring?.errors).toEqual(
      expect.arrayContaining([
        { status: '401', code: 'unauthorized', guide: 'http://localhost/v1/guide#error-unauthorized' },
        { status: '404', code: 'not_found', guide: 'http://localhost/v1/guide#error-not_found' },
      ]),
    );
    expect(search(reference.endpoints, 'bell ring').map((endpoint) => endpoint.id)).toEqual(['municipal.ringBell']);
    // The German reference (the document served with ?lang=de) has the contract's German words and
    // links the German guide.
    const german = buildReference({ municipal: openApiDocument(extended, BASE, 'de') });
    expect(german.endpoints.find((endpoint) => endpoint.id === 'municipal.ringBell')).toMatchObject({
      summary: 'Eine Glocke des Rathauses läuten',
      description: 'Höchstens dreimal.',
      answers: [{ status: '200', description: 'Die Glocke hat geläutet', media: 'application/json' }],
      errors: expect.arrayContaining([
        { status: '401', code: 'unauthorized', guide: 'http://localhost/v1/guide?lang=de#error-unauthorized' },
      ]),
    });
    expect(search(german.endpoints, 'glocke').map((endpoint) => endpoint.id)).toEqual(['municipal.ringBell']);
  });

  it('gives POST /v1/drafts its example and every error the contract names, each with its guide section', () => {
    const reference = buildReference({ municipal: openApiDocument(municipalContract as ServiceContract, BASE) });
    const [draft] = search(reference.endpoints, 'POST /v1/drafts');
    expect(draft?.id).toBe('municipal.createDraft');
    expect(draft?.body?.example).toEqual(municipalContract.routes.createDraft.body.example);
    const codes = draft?.errors.map((error) => error.code);
    for (const code of municipalContract.routes.createDraft.errors) expect(codes).toContain(code);
    expect(draft?.errors.find((error) => error.code === 'unsupported_input')).toEqual({
      status: '422',
      code: 'unsupported_input',
      guide: 'http://localhost/v1/guide#error-unsupported_input',
    });
  });

  it('the greeting’s errors have no guide section, and its answers keep their schema', () => {
    const reference = buildReference({ greeting: openApiDocument(greetingContract as ServiceContract, BASE) });
    const post = reference.endpoints.find((endpoint) => endpoint.id === 'greeting.greetByBody');
    expect(post?.errors).toContainEqual({ status: '422', code: 'unsupported_input' });
    expect(post?.answers[0]?.schema).toEqual({ $ref: '#/components/schemas/Greeting' });
  });

  it('makes an example from a schema where the contract gives none', () => {
    const document = openApiDocument(municipalContract as ServiceContract, BASE);
    expect(exampleOf({ $ref: '#/components/schemas/ClockMove' }, document)).toEqual({ advance_seconds: 1 });
    expect(exampleOf({ type: 'string', enum: ['termin', 'raum'] }, document)).toBe('termin');
  });
});

describe('a parameter’s schema in the table', () => {
  it('is short notation: choices, bounds, length and pattern; JSON only where it cannot be shortened', () => {
    expect(schemaBrief({ type: 'string', enum: ['nord', 'sued'] })).toBe('nord | sued');
    expect(schemaBrief({ type: 'integer', minimum: 1, maximum: 100 })).toBe('integer 1..100');
    expect(schemaBrief({ type: 'integer', minimum: 1 })).toBe('integer 1..');
    expect(schemaBrief({ type: 'string', minLength: 16, maxLength: 100, pattern: '^[a-zA-Z0-9_-]+$' })).toBe(
      'string(16..100) /^[a-zA-Z0-9_-]+$/',
    );
    expect(schemaBrief({ type: 'string', format: 'date-time' })).toBe('string date-time');
    expect(schemaBrief({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toBe('string | number');
    expect(schemaBrief({ type: ['string', 'null'] })).toBe('{"type":["string","null"]}');
  });

  it('shortens every parameter of the municipal document without falling back to JSON', () => {
    const reference = buildReference({ municipal: openApiDocument(municipalContract as ServiceContract, BASE) });
    const briefs = reference.endpoints.flatMap((endpoint) =>
      endpoint.parameters.map((parameter) => schemaBrief(parameter.schema)),
    );
    expect(briefs.length).toBeGreaterThan(10);
    expect(briefs.filter((brief) => brief.startsWith('{'))).toEqual([]);
  });
});
