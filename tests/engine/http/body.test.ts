/**
 * Request bodies are read the way every engine supports (issue 22): Firefox has no `Request.body`
 * stream, only `arrayBuffer()` and `text()`. These requests look like Firefox's to the engine.
 */
import { describe, expect, it } from 'vitest';
import { hasBody, readJson } from '../../../src/engine/http/body.ts';
import { worldJournal } from '../journal/support.ts';
import { testEngine } from '../support.ts';

/** A request as Firefox hands it to a service worker: `body` is undefined, the bytes are there. */
class StreamlessRequest extends Request {
  override get body(): null {
    return undefined as unknown as null;
  }
}

function streamless(path: string, init: RequestInit): Request {
  return new StreamlessRequest(`http://localhost${path}`, init);
}

describe('a request without a body stream (Firefox)', () => {
  it('really has no stream, so the tests below prove the fallback', () => {
    const request = streamless('/hello', { method: 'POST', body: '{}' });
    expect(request.body).toBeUndefined();
  });

  it('POST /hello greets the name it sent', async () => {
    const engine = testEngine();
    const res = await engine.handle(
      streamless('/hello', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ada' }),
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hello: 'Ada' });
  });

  it('POST /v1/sessions opens a world', async () => {
    const engine = testEngine();
    const res = await engine.handle(
      streamless('/v1/sessions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    expect(res.status).toBe(201);
    expect(typeof (await res.json()).token).toBe('string');
  });

  it('refuses a body over the bound with 413, also without a declared length', async () => {
    const oversized = streamless('/x', { method: 'POST', body: 'x'.repeat(300 * 1024) });
    expect(oversized.headers.get('content-length')).toBeNull();
    await expect(readJson(oversized)).rejects.toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('still answers malformed JSON with 400 malformed_request', async () => {
    await expect(readJson(streamless('/x', { method: 'POST', body: '{' }))).rejects.toMatchObject({
      status: 400,
      code: 'malformed_request',
    });
  });

  it('tells a body from none by what the sender declared', () => {
    expect(hasBody(streamless('/x', { method: 'POST', body: '{}' }))).toBe(true);
    expect(hasBody(streamless('/x', { method: 'GET' }))).toBe(false);
    expect(hasBody(streamless('/x', { method: 'DELETE' }))).toBe(false);
    expect(hasBody(new Request('http://localhost/x', { method: 'POST', body: '{}' }))).toBe(true);
    expect(hasBody(new Request('http://localhost/x'))).toBe(false);
  });

  it('the journal keeps the request body it read, and records a GET without one', async () => {
    const engine = testEngine();
    const opened = await engine.handle(
      streamless('/v1/sessions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    const { token } = (await opened.json()) as { token: string };
    await engine.handle(streamless('/v1/sessions/current', { headers: { authorization: `Bearer ${token}` } }));
    const entries = await worldJournal(engine, token);
    const open = entries.find((entry) => entry.method === 'POST' && entry.url === '/v1/sessions');
    const read = entries.find((entry) => entry.method === 'GET' && entry.url === '/v1/sessions/current');
    expect(open?.request.body).toMatchObject({ size: 2, text: '{}' });
    expect(read?.request.body).toBeNull();
  });
});
