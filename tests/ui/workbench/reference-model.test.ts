/** The reference screen's model with a fake API: what a try sends, and what it shows of the answer. */
import { describe, expect, it } from 'vitest';
import { contentContract } from '../../../src/engine/content/contract.ts';
import type { ServiceContract } from '../../../src/engine/http/contract.ts';
import { openApiDocument } from '../../../src/engine/http/openapi.ts';
import { municipalContract } from '../../../src/engine/municipal/contract.ts';
import { createReferenceModel, type ReferenceApi, type TryRequest } from '../../../src/ui/workbench/reference-model.ts';

const BASE = 'http://localhost/';
const CAPABILITY = 'c'.repeat(64);

function fakeApi(answer: { status: number; body: string }) {
  const sent: TryRequest[] = [];
  let keys = 0;
  const api: ReferenceApi = {
    documents: async () => ({
      municipal: openApiDocument(municipalContract as ServiceContract, BASE),
      content: openApiDocument(contentContract as ServiceContract, BASE),
    }),
    send: async (request) => {
      sent.push(request);
      return {
        status: answer.status,
        headers: [{ name: 'content-type', value: 'application/json' }],
        body: answer.body,
        mimeType: 'application/json',
        size: answer.body.length,
        ms: 2,
      };
    },
    worldCapability: async () => CAPABILITY,
    newKey: () => `try-key-${String(++keys).padStart(12, '0')}`,
  };
  return { api, sent };
}

async function loaded(answer: { status: number; body: string }) {
  const fake = fakeApi(answer);
  const model = createReferenceModel(fake.api);
  await model.load('en');
  const endpoint = (id: string) => {
    const found = model.reference.value?.endpoints.find((entry) => entry.id === id);
    if (!found) throw new Error(`no ${id}`);
    return found;
  };
  return { model, endpoint, ...fake };
}

describe('the reference model', () => {
  it('sends POST /v1/drafts with its example, a new Idempotency-Key and the world capability in the header', async () => {
    const { model, endpoint, sent } = await loaded({ status: 201, body: '{"state":"review"}' });
    const state = model.tryOf(endpoint('municipal.createDraft'));
    expect(JSON.parse(state.body.value)).toEqual(municipalContract.routes.createDraft.body.example);
    await state.send();
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/drafts');
    expect(request?.headers).toEqual(
      expect.arrayContaining([
        { name: 'Idempotency-Key', value: 'try-key-000000000001' },
        { name: 'Authorization', value: `Bearer ${CAPABILITY}` },
      ]),
    );
    // Never in the address.
    expect(request?.path).not.toContain(CAPABILITY);
    expect(state.answer.value?.status).toBe(201);
    expect(state.answer.value?.problem).toBeUndefined();
  });

  it('refuses to send /api without a pasted token, and sends the token once pasted', async () => {
    const { model, endpoint, sent } = await loaded({ status: 200, body: '{"pages":[]}' });
    const state = model.tryOf(endpoint('content.listPages'));
    await state.send();
    expect(state.problem.value).toBe('noToken');
    expect(sent).toHaveLength(0);
    model.token.value = `cms_${'d'.repeat(64)}`;
    await state.send();
    expect(sent[0]?.headers).toContainEqual({ name: 'Authorization', value: `Bearer cms_${'d'.repeat(64)}` });
  });

  it('links an error answer to its guide section', async () => {
    const problem = { error: 'unsupported_input', message: 'x', status: 422 };
    const { model, endpoint } = await loaded({ status: 422, body: JSON.stringify(problem) });
    const state = model.tryOf(endpoint('municipal.createDraft'));
    await state.send();
    expect(state.answer.value?.problem).toEqual({
      code: 'unsupported_input',
      guide: 'http://localhost/v1/guide#error-unsupported_input',
    });
  });

  it('fills path parameters from their schema and puts them into the path', async () => {
    const { model, endpoint, sent } = await loaded({ status: 200, body: '{}' });
    const state = model.tryOf(endpoint('municipal.getService'));
    expect(state.values.value.id).toBe('termin');
    await state.send();
    expect(sent[0]?.path).toBe('/v1/services/termin');
    expect(sent[0]?.headers).toEqual([]);
  });

  it('searches method, path and summary', async () => {
    const { model } = await loaded({ status: 200, body: '{}' });
    model.query.value = 'POST drafts';
    expect(model.results.value.map((entry) => entry.id)).toEqual([
      'municipal.createDraft',
      'municipal.submitCase',
      'municipal.cancelCase',
    ]);
  });

  it('makes a new Idempotency-Key once a try was sent: the next try and the next copy are new requests', async () => {
    const { model, endpoint, sent } = await loaded({ status: 201, body: '{"state":"review"}' });
    const state = model.tryOf(endpoint('municipal.createDraft'));
    const key = (request: TryRequest | undefined) =>
      request?.headers.find((header) => header.name === 'Idempotency-Key')?.value;
    await state.send();
    expect(key(sent[0])).toBe('try-key-000000000001');
    // What "Copy as" writes now: the new key, not the one just used.
    expect(key(await state.request())).toBe('try-key-000000000002');
    expect(state.key.value).toBe('try-key-000000000002');
    await state.send();
    expect(key(sent[1])).toBe('try-key-000000000002');
  });

  it('keeps a binary answer as type and size: no problem read from it', async () => {
    const { model, endpoint, api } = await loaded({ status: 200, body: '' });
    api.send = async () => ({
      status: 200,
      headers: [{ name: 'content-type', value: 'application/pdf' }],
      body: undefined,
      mimeType: 'application/pdf',
      size: 2048,
      ms: 5,
    });
    const state = model.tryOf(endpoint('municipal.getService'));
    await state.send();
    expect(state.answer.value).toMatchObject({ body: undefined, mimeType: 'application/pdf', size: 2048 });
    expect(state.answer.value?.problem).toBeUndefined();
  });
});
