/**
 * What a program reads through the local bridge names the bridge (issue 27): both OpenAPI documents'
 * `servers[0].url`, the links of /llms.txt and the `type` of a Problem use the address the request
 * came to, which the bridge gives in `Forwarded` beside its `X-Sandbox-Via: bridge` mark.
 */
import { describe, expect, it } from 'vitest';
import { testEngine } from '../support.ts';

const BRIDGE = 'http://127.0.0.1:4311/';
const THROUGH_BRIDGE = { 'x-sandbox-via': 'bridge', forwarded: 'host="127.0.0.1:4311";proto=http' };

/** Every absolute http(s) URL in a text. */
const urls = (text: string) => text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];

describe('documents read through the bridge', () => {
  const engine = testEngine({ base: '/sandbox/' });

  it('both OpenAPI documents give the bridge as their server', async () => {
    for (const path of ['/v1/openapi.json', '/api/schema']) {
      const document = await (await engine.call('GET', path, undefined, THROUGH_BRIDGE)).json();
      expect(document.servers[0].url, path).toBe('http://127.0.0.1:4311');
      expect(JSON.stringify(document), path).not.toContain('http://localhost');
    }
  });

  it('/llms.txt links only the bridge', async () => {
    const text = await (await engine.call('GET', '/llms.txt', undefined, THROUGH_BRIDGE)).text();
    expect(text).toContain(`Base URL: ${BRIDGE}`);
    expect(text).toContain(`${BRIDGE}mcp`);
    const links = urls(text);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(link).toMatch(/^http:\/\/127\.0\.0\.1:4311\//);
  });

  it('a Problem’s type links the guide at the bridge', async () => {
    const problem = await (await engine.call('GET', '/v1/drafts/nope', undefined, THROUGH_BRIDGE)).json();
    expect(problem.type).toMatch(/^http:\/\/127\.0\.0\.1:4311\/v1\/guide#error-/);
  });

  it('keeps the app’s address without the bridge’s mark, or for a host that is not loopback', async () => {
    const cases: Record<string, string>[] = [
      {},
      { forwarded: THROUGH_BRIDGE.forwarded },
      { 'x-sandbox-via': 'bridge', forwarded: 'host="evil.example:4311";proto=http' },
      { 'x-sandbox-via': 'bridge', forwarded: 'host="127.0.0.1.evil.example"' },
    ];
    for (const headers of cases) {
      const document = await (await engine.call('GET', '/v1/openapi.json', undefined, headers)).json();
      expect(document.servers[0].url, JSON.stringify(headers)).toBe('http://localhost/sandbox');
      const problem = await (await engine.call('GET', '/v1/drafts/nope', undefined, headers)).json();
      expect(problem.type).toMatch(/^http:\/\/localhost\/sandbox\/v1\/guide#error-/);
    }
    const text = await (await engine.call('GET', '/llms.txt')).text();
    expect(text).toContain('Base URL: http://localhost/sandbox/');
    expect(text).toContain('http://localhost/sandbox/sandbox-bridge.mjs');
  });
});
