/** What a client tried that fell short, each fixed: HTTP details, bounds, races and data loss. */
import { describe, expect, it } from 'vitest';
import { bearer, call, newPage, PUBLISH, tokenWith, WRITE } from '../content/support.ts';
import { auth, newKey, openWorld, WOHNGELD } from '../municipal/support.ts';
import { testEngine } from '../support.ts';

describe('named fields of a page', () => {
  it('refuses an array with 422 unsupported_input (named fields are an object)', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    const { res, body } = await call(engine, 'POST', '/api/pages', token, { title: 'Liste', fields: [] });
    expect(res.status).toBe(422);
    expect(body.error).toBe('unsupported_input');
    expect(body.message).toMatch(/fields/);
  });

  it('keeps fields called constructor and prototype (they were silently dropped)', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    const fields = { constructor: 'Bauamt', prototype: 'v2', toString: 'x' };
    const { res, body } = await call(engine, 'POST', '/api/pages', token, { title: 'Felder', fields: {} });
    expect(res.status).toBe(201);
    const put = await call(engine, 'PUT', `/api/pages/${body.id}`, token, {
      title: 'Felder',
      fields: { constructor: 'Bauamt', prototype: 'v2' },
      expected_version: 1,
    });
    expect(put.body.fields).toEqual({ constructor: 'Bauamt', prototype: 'v2' });
    const read = await call(engine, 'GET', `/api/pages/${body.id}`, token);
    expect(read.body.fields).toEqual({ constructor: 'Bauamt', prototype: 'v2' });
    // A name that is not lower-case letters, digits and "_" is refused, not dropped.
    const refused = await call(engine, 'POST', '/api/pages', token, { title: 'F', fields });
    expect(refused.res.status).toBe(422);
  });

  it('refuses __proto__ as a field name instead of changing the object', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    const res = await engine.call('POST', '/api/pages', '{"title":"P","fields":{"__proto__":"x"}}', bearer(token));
    expect(res.status).toBe(422);
  });
});

describe('the Authorization scheme is case-insensitive (RFC 9110 11.1)', () => {
  it.each(['bearer', 'BEARER', 'Bearer'])('content API: "%s <token>"', async (scheme) => {
    const engine = testEngine();
    const token = await tokenWith(engine, []);
    const res = await engine.call('GET', '/api/pages', undefined, { authorization: `${scheme} ${token}` });
    expect(res.status).toBe(200);
  });

  it.each(['bearer', 'BEARER'])('municipal API: "%s <capability>"', async (scheme) => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const res = await engine.call('GET', '/v1/drafts', undefined, { authorization: `${scheme} ${token}` });
    expect(res.status).toBe(200);
  });

  it('still refuses another scheme and a malformed credential', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    for (const authorization of [`Basic ${token}`, `Bearer${token}`, `Bearer ${token}x`]) {
      expect((await engine.call('GET', '/v1/drafts', undefined, { authorization })).status).toBe(401);
    }
  });
});

describe('HEAD wherever GET works (RFC 9110 9.3.2)', () => {
  it.each([
    '/v1/services',
    '/v1/services/termin',
    '/v1/openapi.json',
    '/v1/guide',
    '/api/guide',
    '/api/schema',
    '/api/public/feed',
    '/hello/Ada',
    '/llms.txt',
  ])('HEAD %s: the status and headers of GET, no body', async (path) => {
    const engine = testEngine();
    const get = await engine.call('GET', path);
    const head = await engine.call('HEAD', path);
    expect(head.status).toBe(get.status);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
  });

  it('answers errors of HEAD without a body, and lists HEAD in Allow', async () => {
    const engine = testEngine();
    const head = await engine.call('HEAD', '/v1/drafts');
    expect(head.status).toBe(401);
    expect(await head.text()).toBe('');
    const wrong = await engine.call('DELETE', '/v1/drafts');
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST');
    // /hello has no GET, so no HEAD either (the greeting spec's Allow stays exact).
    expect((await engine.call('HEAD', '/hello')).status).toBe(405);
    expect((await engine.call('OPTIONS', '/hello')).headers.get('allow')).toBe('OPTIONS, POST');
  });
});

describe('body bounds are checked before the body is read whole', () => {
  /** A body of `total` bytes, produced 64 KiB at a time; counts how much was pulled. */
  function hugeBody(total: number) {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const pulled = { bytes: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled.bytes >= total) return controller.close();
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, pulled };
  }

  it('a 20 MB page body is refused with 413 after reading little more than the bound', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    const { stream, pulled } = hugeBody(20 * 1024 * 1024);
    const res = await engine.handle(
      new Request('http://localhost/api/pages', {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).limit_bytes).toBe(256 * 1024);
    expect(pulled.bytes).toBeLessThan(512 * 1024);
  });

  it('a declared Content-Length over the bound is refused without reading at all', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const { stream, pulled } = hugeBody(20 * 1024 * 1024);
    const request = new Request('http://localhost/v1/drafts', {
      method: 'POST',
      headers: auth(token, { 'idempotency-key': newKey(), 'content-length': String(20 * 1024 * 1024) }),
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const res = await engine.handle(request);
    expect(res.status).toBe(413);
    // Only what the stream buffers by itself: reading would pull past the 256 KiB bound first.
    expect(pulled.bytes).toBeLessThan(256 * 1024);
  });
});

describe('a world that ends between the capability check and the write', () => {
  it('is 401 unauthorized, never a 500, for a draft and for a submit', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await engine.call('POST', '/v1/drafts', WOHNGELD, auth(token, { 'idempotency-key': newKey() }));
    const { id } = await made.json();
    // The capability is still known in memory (as after a check), but the world's row is gone.
    await engine.context.db.worlds.clear();
    const draft = await engine.call('POST', '/v1/drafts', WOHNGELD, auth(token, { 'idempotency-key': newKey() }));
    expect(draft.status).toBe(401);
    const submit = await engine.call(
      'POST',
      `/v1/drafts/${id}/submit`,
      { version: 1, confirmed: true },
      auth(token, { 'idempotency-key': newKey() }),
    );
    expect(submit.status).toBe(401);
    expect((await submit.json()).error).toBe('unauthorized');
  });
});

describe('the public feed', () => {
  it('lists the live revisions of a full page of published pages with their covers', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, PUBLISH);
    for (let i = 0; i < 12; i++) {
      const page = await newPage(engine, token, { title: `Seite ${i}` });
      await call(engine, 'POST', `/api/pages/${page.id}/publish`, token, { expected_version: 1 });
      if (i % 3 === 0) {
        await call(engine, 'PUT', `/api/pages/${page.id}`, token, { title: `Privat ${i}`, expected_version: 2 });
      }
    }
    const { body } = await call(engine, 'GET', '/api/public/feed');
    expect(body.items.map((item: { title: string }) => item.title)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Seite ${i}`),
    );
  });
});
