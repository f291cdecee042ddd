/** How the app tab answers a request the bridge forwarded (src/ui/bridge/forward.ts). */
import { describe, expect, it } from 'vitest';
import { answerForwarded } from '../../../src/ui/bridge/forward.ts';

const BASE = 'http://localhost:4173/sandbox/';

function recorder(
  response = new Response('{"hello":"Ada"}', { status: 200, headers: { 'content-type': 'application/json' } }),
) {
  const calls: Request[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    return response;
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const request = (path: string, method = 'GET') => ({
  type: 'request' as const,
  id: 3,
  method,
  path,
  headers: [['authorization', 'Bearer t']] as [string, string][],
});

describe('answerForwarded', () => {
  it('fetches the path under the app’s base, marked as coming through the bridge', async () => {
    const { calls, fetchImpl } = recorder();
    const answer = await answerForwarded(request('hello/Ada?x=1'), new Uint8Array(), BASE, fetchImpl);
    expect(calls[0]?.url).toBe('http://localhost:4173/sandbox/hello/Ada?x=1');
    expect(calls[0]?.headers.get('x-sandbox-via')).toBe('bridge');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer t');
    expect(answer.header).toMatchObject({ type: 'response', id: 3, status: 200 });
    expect(new TextDecoder().decode(answer.body)).toBe('{"hello":"Ada"}');
  });

  it('marks the request itself: a mark the frame names is replaced, not kept beside it', async () => {
    const { calls, fetchImpl } = recorder();
    const marked = { ...request('hello/Ada'), headers: [['X-Sandbox-Via', 'background']] as [string, string][] };
    await answerForwarded(marked, new Uint8Array(), BASE, fetchImpl);
    expect(calls[0]?.headers.get('x-sandbox-via')).toBe('bridge');
  });

  it('sends the body bytes on, except for GET and HEAD', async () => {
    const { calls, fetchImpl } = recorder();
    await answerForwarded(request('api/images', 'POST'), new Uint8Array([0, 1, 255]), BASE, fetchImpl);
    expect([...new Uint8Array(await (calls[0] as Request).arrayBuffer())]).toEqual([0, 1, 255]);
  });

  it('refuses paths that leave the app’s base or origin, without fetching', async () => {
    const { calls, fetchImpl } = recorder();
    for (const path of ['../other/', '//evil.example/x', 'http://evil.example/']) {
      const answer = await answerForwarded(request(path), new Uint8Array(), BASE, fetchImpl);
      expect(answer.header.type, path).toBe('failed');
    }
    expect(calls).toHaveLength(0);
  });

  it('turns a fetch that throws into a failed answer', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const answer = await answerForwarded(request('hello/x'), new Uint8Array(), BASE, fetchImpl);
    expect(answer.header).toEqual({ type: 'failed', id: 3, message: 'Failed to fetch' });
  });
});
