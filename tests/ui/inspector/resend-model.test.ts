/** The Inspector's "Edit and resend": the request made from a journal entry, its edits, the answer kept. */
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../src/engine/journal/schemas.ts';
import {
  createResendModel,
  draftOf,
  parseHeaders,
  type ResendAnswer,
  type ResendRequest,
  requestOf,
  withKey,
} from '../../../src/ui/inspector/resend-model.ts';

const CAPABILITY = 'a'.repeat(64);
let keys = 0;
const newKey = () => `resend-key-${++keys}`;

function entry(fields: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id: 7,
    time: '2026-03-27T08:00:00.000Z',
    world_time: '2026-03-27T08:00:00.000Z',
    source: 'app',
    actor: 'person',
    name: null,
    project: null,
    method: 'POST',
    url: '/v1/drafts',
    status: 422,
    duration_ms: 3,
    request: {
      headers: [
        { name: 'authorization', value: 'Bearer [redacted]' },
        { name: 'content-type', value: 'application/json' },
        { name: 'idempotency-key', value: 'draft-termin-0001' },
        { name: 'user-agent', value: 'Chromium' },
        { name: 'sec-ch-ua-mobile', value: '?0' },
      ],
      body: { mime_type: 'application/json', size: 20, text: '{"service":"nope"}', truncated: false },
    },
    response: { headers: [], body: null },
    ...fields,
  };
}

/** A fake API: records what was sent and answers with the status it is given. */
function fakeApi(status = 201) {
  const sent: ResendRequest[] = [];
  const send = async (request: ResendRequest): Promise<ResendAnswer> => {
    sent.push(request);
    return { status, headers: [], body: '{"id":"c1"}', mimeType: 'application/json', size: 11, ms: 2 };
  };
  return { sent, send };
}

describe('edit and resend', () => {
  it('starts from the request as the journal kept it, without the headers the browser sets itself', () => {
    expect(draftOf(entry())).toEqual({
      method: 'POST',
      path: '/v1/drafts',
      headers: 'authorization: Bearer [redacted]\ncontent-type: application/json\nidempotency-key: draft-termin-0001',
      body: '{"service":"nope"}',
    });
  });

  it('sends the edited body through the API and keeps the answer beside the original', async () => {
    const api = fakeApi(201);
    const model = createResendModel(entry(), api.send, () => CAPABILITY, newKey);
    model.open();
    model.edit('body', '{"service":"termin"}');
    expect(await model.send()).toBe(true);
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]?.body).toBe('{"service":"termin"}');
    expect(model.answer.value?.status).toBe(201);
    // The original stays what it was: the model never edits the entry.
    expect(draftOf(entry()).body).toBe('{"service":"nope"}');
  });

  it('re-attaches the tab’s capability for a redacted Authorization of its world’s /v1 request, and only there', () => {
    const world = requestOf(draftOf(entry()), CAPABILITY);
    expect('request' in world && world.request.headers).toContainEqual({
      name: 'authorization',
      value: `Bearer ${CAPABILITY}`,
    });
    const content = requestOf({ ...draftOf(entry()), path: '/api/pages' }, CAPABILITY);
    expect('request' in content && content.request.headers.map(({ name }) => name)).not.toContain('authorization');
    const ownerView = requestOf(draftOf(entry()), undefined);
    expect('request' in ownerView && ownerView.request.headers.map(({ name }) => name)).not.toContain('authorization');
  });

  it('keeps an Authorization the person typed as it is', () => {
    const made = requestOf(
      { ...draftOf(entry()), path: '/api/pages', headers: 'Authorization: Bearer cms_mine' },
      undefined,
    );
    expect('request' in made && made.request.headers).toEqual([{ name: 'Authorization', value: 'Bearer cms_mine' }]);
  });

  it('sends no body with GET or HEAD, and the method in capitals', () => {
    const made = requestOf({ ...draftOf(entry()), method: 'get' }, CAPABILITY);
    expect('request' in made && made.request).toMatchObject({ method: 'GET', body: undefined });
  });

  it('refuses a path that is not this sandbox’s, and a header line that is not “Name: value”, before sending', async () => {
    const api = fakeApi();
    const model = createResendModel(entry(), api.send, () => CAPABILITY, newKey);
    model.edit('path', 'https://example.com/v1/drafts');
    expect(await model.send()).toBe(false);
    expect(model.problem.value).toEqual({ field: 'path', code: 'path' });
    model.edit('path', '/v1/drafts');
    model.edit('headers', 'content-type application/json');
    expect(await model.send()).toBe(false);
    expect(model.problem.value).toEqual({ field: 'headers', code: 'header' });
    expect(api.sent).toEqual([]);
    model.reset();
    expect(await model.send()).toBe(true);
    expect(model.problem.value).toBeUndefined();
  });

  it('names the first bad header line', () => {
    expect(parseHeaders('a: 1\n\nb c: 2')).toEqual({ badLine: 3 });
    expect(parseHeaders('a: 1\nb:  two words ')).toEqual([
      { name: 'a', value: '1' },
      { name: 'b', value: 'two words' },
    ]);
  });

  it('keeps a failure to send as the error, and clears it with the next send', async () => {
    let fail = true;
    const api = fakeApi();
    const model = createResendModel(
      entry(),
      (request) => (fail ? Promise.reject(new TypeError('Failed to fetch')) : api.send(request)),
      () => CAPABILITY,
      newKey,
    );
    expect(await model.send()).toBe(false);
    expect(model.error.value).toBeInstanceOf(TypeError);
    fail = false;
    expect(await model.send()).toBe(true);
    expect(model.error.value).toBeUndefined();
  });

  it('carries no journal mark of the entry it copies: a resent reference try is the app’s own request', () => {
    const tried = entry({
      source: 'reference',
      request: {
        ...entry().request,
        headers: [...entry().request.headers, { name: 'x-sandbox-via', value: 'reference' }],
      },
    });
    expect(draftOf(tried).headers).not.toContain('x-sandbox-via');
    const made = requestOf(draftOf(tried), CAPABILITY);
    expect('request' in made && made.request.headers.map(({ name }) => name)).not.toContain('x-sandbox-via');
  });

  it('"New key" replaces the Idempotency-Key, so a changed body is a new request, not a 409', async () => {
    const api = fakeApi(201);
    const model = createResendModel(
      entry(),
      api.send,
      () => CAPABILITY,
      () => 'resend-fresh-0001',
    );
    model.edit('body', '{"service":"termin"}');
    model.renewKey();
    expect(model.draft.value.headers).toContain('idempotency-key: resend-fresh-0001');
    expect(model.draft.value.headers).not.toContain('draft-termin-0001');
    await model.send();
    expect(api.sent[0]?.headers).toContainEqual({ name: 'idempotency-key', value: 'resend-fresh-0001' });
    // Once: one line, not two.
    expect(api.sent[0]?.headers.filter(({ name }) => name === 'idempotency-key')).toHaveLength(1);
  });

  it('adds an Idempotency-Key line where the request had none', () => {
    const draft = { ...draftOf(entry()), headers: 'content-type: application/json' };
    expect(withKey(draft, 'k-1').headers).toBe('content-type: application/json\nIdempotency-Key: k-1');
    expect(withKey({ ...draft, headers: '' }, 'k-2').headers).toBe('Idempotency-Key: k-2');
  });
});
