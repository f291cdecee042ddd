/**
 * What a program reads through the local bridge names the bridge (issue 27): both OpenAPI documents'
 * `servers[0].url`, the links of /llms.txt and the `type` of a Problem use the address the request
 * came to, which the bridge gives in `Forwarded` beside its `X-Sandbox-Via: bridge` mark.
 */
import { describe, expect, it } from 'vitest';
import { BRIDGE_URL } from '../../../src/shared/bridge-protocol.mjs';
import { bearer, PNG, PUBLISH, tokenWith } from '../content/support.ts';
import { openWorld } from '../municipal/support.ts';
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

  it('an MCP tool’s error read through the bridge names the bridge, as the same error over HTTP does (issue 33)', async () => {
    const token = await openWorld(engine);
    const callGetCase = async (headers: Record<string, string>) => {
      const body = {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'municipal_get_case', arguments: { id: 'nope' } },
      };
      const answer = await (
        await engine.call('POST', '/mcp', body, {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...headers,
        })
      ).json();
      expect(answer.result?.isError, JSON.stringify(answer)).toBe(true);
      return JSON.parse(answer.result.content[0].text);
    };
    const overHttp = await (
      await engine.call('GET', '/v1/cases/nope', undefined, { authorization: `Bearer ${token}`, ...THROUGH_BRIDGE })
    ).json();
    expect(overHttp.type).toMatch(/^http:\/\/127\.0\.0\.1:4311\/v1\/guide#error-/);
    const overMcp = await callGetCase(THROUGH_BRIDGE);
    expect(overMcp.type).toBe(overHttp.type);
    // In the tab (no bridge), and with a mark the engine does not believe, the tool names the app.
    expect((await callGetCase({})).type).toMatch(/^http:\/\/localhost\/sandbox\/v1\/guide#error-/);
    const posing = await callGetCase({ 'x-sandbox-via': 'bridge', forwarded: 'host="evil.example:4311"' });
    expect(posing.type).toMatch(/^http:\/\/localhost\/sandbox\/v1\/guide#error-/);
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

  it.each(['de', 'en'])(
    'the guides’ curl lines (%s) go to the bridge they were read through, whatever its port',
    async (lang) => {
      for (const path of ['/v1/guide', '/api/guide']) {
        const html = await (await engine.call('GET', `${path}?lang=${lang}`, undefined, THROUGH_BRIDGE)).text();
        expect(html, path).toContain(`curl -i -X POST "${BRIDGE}`);
        expect(html, path).toContain(`<code>${BRIDGE}v1/services</code>`);
        // The default port only where the guide says what the command prints by default.
        expect(html.split(BRIDGE_URL).length - 1, path).toBe(1);
        // Read in the tab, the curl lines name the default bridge.
        const inTab = await (await engine.call('GET', `${path}?lang=${lang}`)).text();
        expect(inTab, path).toContain(`curl -i -X POST "${BRIDGE_URL}`);
      }
    },
  );

  it('a guide read in the tab sends its curl lines to the bridge the app passes (?bridge=PORT), and keeps it', async () => {
    const html = await (await engine.call('GET', '/v1/guide?lang=de&bridge=5123')).text();
    expect(html).toContain('curl -i -X POST "http://127.0.0.1:5123/v1/sessions"');
    expect(html).not.toMatch(/curl -i[^\n]*"http:\/\/127\.0\.0\.1:4280\//);
    expect(html).toContain('href="http://localhost/sandbox/v1/guide?lang=en&amp;bridge=5123"');
    for (const bad of ['abc', '0', '70000', '12.5', '']) {
      const other = await (await engine.call('GET', `/api/guide?bridge=${bad}`)).text();
      expect(other, bad).toContain(`curl -i -X POST "${BRIDGE_URL}`);
      expect(other, bad).not.toContain('bridge=');
    }
  });

  it('the content API’s image links read through the bridge are paths of the bridge, not of the tab’s base', async () => {
    const token = await tokenWith(engine, PUBLISH);
    const send = (path: string, init: RequestInit, headers: Record<string, string> = {}) =>
      engine.handle(
        new Request(`http://localhost/sandbox/${path}`, {
          ...init,
          headers: { ...bearer(token), ...headers, ...(init.headers as Record<string, string>) },
        }),
      );
    const image = await (
      await send('api/images?alt=Rathaus', { method: 'POST', body: PNG, headers: { 'content-type': 'image/png' } })
    ).json();
    expect(image.url).toBe(`/sandbox/api/images/${image.id}`);
    const json = { 'content-type': 'application/json' };
    const page = await (
      await send('api/pages', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ title: 'Rathaus', cover: image.id }),
      })
    ).json();
    await send(`api/pages/${page.id}/publish`, { method: 'POST', headers: json, body: '{"expected_version": 1}' });
    const listed = await (await send('api/images', {}, THROUGH_BRIDGE)).json();
    expect(listed.images[0].url).toBe(`/api/images/${image.id}`);
    const live = await (await send(`api/pages/${page.id}/published`, {}, THROUGH_BRIDGE)).json();
    expect(live.cover.url).toBe(`/api/images/${image.id}`);
    const feed = await (await send('api/public/feed', {}, THROUGH_BRIDGE)).json();
    expect(feed.items[0].cover.url).toBe(`/api/images/${image.id}`);
    // Through the bridge that path is answered: the bridge's paths are relative to the app's base.
    expect(new URL(live.cover.url, BRIDGE).href).toBe(`${BRIDGE}api/images/${image.id}`);
    const inTab = await (await send(`api/pages/${page.id}/published`, {})).json();
    expect(inTab.cover.url).toBe(`/sandbox/api/images/${image.id}`);
  });
});
