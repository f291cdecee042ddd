/** The studio host's relay: what a sandboxed page may reach through it, and how it refuses (issue 38). */
import { describe, expect, it } from 'vitest';
import {
  createRelay,
  RELAY_BODY_LIMIT,
  RELAY_IN_FLIGHT,
  type RelayAnswer,
} from '../../../../src/ui/studio/host/relay.ts';

const ORIGIN = 'https://sandbox.test';

function relayWith(fetchImpl?: (url: string, init: RequestInit) => Promise<Response>) {
  const sent: { url: string; init: RequestInit }[] = [];
  const consoled: unknown[] = [];
  const relay = createRelay({
    project: 'demo',
    origin: ORIGIN,
    base: '/sandbox/',
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return fetchImpl
        ? fetchImpl(url, init)
        : new Response('{"ok":1}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
    onConsole: (message) => consoled.push(message),
  });
  return { relay, sent, consoled };
}

const request = (url: string, extra: Record<string, unknown> = {}) => ({
  id: 1,
  method: 'GET',
  url,
  headers: [] as [string, string][],
  body: null,
  ...extra,
});
const problemOf = (answer: RelayAnswer | undefined) =>
  answer && 'body' in answer && answer.body ? JSON.parse(new TextDecoder().decode(answer.body)) : undefined;

describe('the studio relay', () => {
  it('fetches the sandbox’s APIs and the project’s own files, marked with the project, X-Sandbox-* stripped', async () => {
    const { relay, sent } = relayWith();
    for (const path of [
      'v1/services',
      'api/pages',
      'hello/x',
      'mcp',
      'llms.txt',
      'formulare/a',
      'studio/demo/data.json',
    ]) {
      const answer = await relay.answer(
        request(`${ORIGIN}/sandbox/${path}`, {
          headers: [
            ['X-Sandbox-Via', 'bridge'],
            ['x-sandbox-studio', 'other'],
            ['accept', 'application/json'],
          ],
        }),
      );
      expect(answer).toMatchObject({ id: 1, status: 200 });
    }
    expect(sent).toHaveLength(7);
    const headers = sent[0]?.init.headers as Headers;
    expect([...headers]).toEqual([
      ['accept', 'application/json'],
      ['x-sandbox-studio', 'demo'],
    ]);
  });

  it('refuses another project, the app’s files, other origins and paths outside the base with 403', async () => {
    const { relay, sent } = relayWith();
    for (const url of [
      `${ORIGIN}/sandbox/studio/other/index.html`,
      `${ORIGIN}/sandbox/studio/demo-2/x.js`,
      `${ORIGIN}/sandbox/index.html`,
      `${ORIGIN}/sandbox/assets/index.js`,
      `${ORIGIN}/v1/services`,
      'https://example.org/sandbox/v1/services',
      'not a url',
    ]) {
      const answer = await relay.answer(request(url));
      expect(answer).toMatchObject({ status: 403 });
      const body = problemOf(answer);
      expect(body.error).toBe('studio_relay_refused');
      expect(body.detail).toContain(url);
    }
    expect(sent).toEqual([]);
  });

  it('drops junk without an id and answers a malformed request with 400', async () => {
    const { relay, sent } = relayWith();
    for (const junk of [null, 'x', 42, {}, { id: {} }, { id: '' }, []])
      expect(await relay.answer(junk)).toBeUndefined();
    for (const bad of [
      { id: 2 },
      request(`${ORIGIN}/sandbox/v1/services`, { method: 'GE T' }),
      request(`${ORIGIN}/sandbox/v1/services`, { headers: [['a']] }),
      request(`${ORIGIN}/sandbox/v1/services`, { body: 'text' }),
    ]) {
      const answer = await relay.answer(bad);
      expect(answer).toMatchObject({ status: 400 });
      expect(problemOf(answer).error).toBe('studio_relay_malformed');
    }
    expect(sent).toEqual([]);
  });

  it('refuses a body over the limit with 413 before fetching', async () => {
    const { relay, sent } = relayWith();
    const answer = await relay.answer(
      request(`${ORIGIN}/sandbox/api/images`, { method: 'POST', body: new ArrayBuffer(RELAY_BODY_LIMIT + 1) }),
    );
    expect(answer).toMatchObject({ status: 413 });
    expect(problemOf(answer).error).toBe('studio_relay_too_large');
    expect(sent).toEqual([]);
  });

  it(`answers the ${RELAY_IN_FLIGHT + 1}th request in flight with 429 and Retry-After, and keeps answering`, async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { relay } = relayWith(async () => {
      await gate;
      return new Response('ok');
    });
    const waiting = Array.from({ length: RELAY_IN_FLIGHT }, (_, i) =>
      relay.answer(request(`${ORIGIN}/sandbox/v1/services`, { id: i })),
    );
    const flooded = await relay.answer(request(`${ORIGIN}/sandbox/v1/services`, { id: 'over' }));
    expect(flooded).toMatchObject({ id: 'over', status: 429 });
    expect(flooded && 'headers' in flooded && flooded.headers).toContainEqual(['retry-after', '1']);
    release();
    expect((await Promise.all(waiting)).every((a) => a && 'status' in a && a.status === 200)).toBe(true);
    expect(await relay.answer(request(`${ORIGIN}/sandbox/v1/services`))).toMatchObject({ status: 200 });
  });

  it('reports a failed fetch as an error, and takes console messages of its own project only', async () => {
    const { relay, consoled } = relayWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await relay.answer(request(`${ORIGIN}/sandbox/v1/services`))).toEqual({ id: 1, error: 'Failed to fetch' });
    const message = {
      type: 'sandbox-studio-console',
      project: 'demo',
      level: 'log',
      text: 'hi',
      file: 'app.js',
      line: 1,
      column: 1,
    };
    expect(await relay.answer(message)).toBeUndefined();
    await relay.answer({ ...message, project: 'other' });
    expect(consoled).toEqual([message]);
  });
});
