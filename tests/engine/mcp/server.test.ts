/** The MCP endpoint's transport rules, as raw HTTP: what any MCP client (or a hand-written one) meets. */
import { describe, expect, it } from 'vitest';
import { testEngine } from '../support.ts';

const rpc = (method: string, id = 1, params?: object) =>
  JSON.stringify({ jsonrpc: '2.0', method, id, ...(params ? { params } : {}) });

function post(body: string, headers: Record<string, string> = {}) {
  return testEngine().handle(
    new Request('http://localhost/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body,
    }),
  );
}

describe('POST /mcp', () => {
  it('answers a request with one JSON-RPC answer as application/json', async () => {
    const res = await post(rpc('ping', 7));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 7, result: {} });
  });

  it('negotiates the protocol version: the client’s if spoken, else the newest', async () => {
    const known = await (await post(rpc('initialize', 1, { protocolVersion: '2025-06-18' }))).json();
    expect(known.result.protocolVersion).toBe('2025-06-18');
    const unknown = await (await post(rpc('initialize', 1, { protocolVersion: '1999-01-01' }))).json();
    expect(unknown.result.protocolVersion).toBe('2025-11-25');
  });

  it('accepts notifications and client responses with 202 and no body', async () => {
    const notified = await post(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    expect(notified.status).toBe(202);
    expect(await notified.text()).toBe('');
    expect((await post(JSON.stringify({ jsonrpc: '2.0', id: 3, result: {} }))).status).toBe(202);
  });

  it('answers an unknown method and an unknown tool with JSON-RPC errors', async () => {
    expect((await (await post(rpc('resources/list'))).json()).error.code).toBe(-32601);
    const tool = await (await post(rpc('tools/call', 2, { name: 'rm_rf', arguments: {} }))).json();
    expect(tool.error.code).toBe(-32602);
  });

  it('answers a body that is not JSON with -32700 and id null (HTTP 400, application/json)', async () => {
    for (const body of ['{nope', '', '{"jsonrpc":"2.0","id":1,"method":"ping"']) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      const answer = await res.json();
      expect(answer).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
      expect(answer.error.message).toMatch(/^Parse error: the body is not valid JSON/);
    }
    const latin1 = await post(new Uint8Array([0x7b, 0xff, 0x7d]) as unknown as string);
    expect((await latin1.json()).error).toMatchObject({ code: -32700, message: expect.stringMatching(/UTF-8/) });
  });

  it('answers a body that is not a JSON-RPC request with -32600, naming the member (HTTP 400)', async () => {
    const cases: Array<[unknown, string | number | null, RegExp]> = [
      [[JSON.parse(rpc('ping'))], null, /no batches/],
      ['ping', null, /JSON object/],
      [null, null, /JSON object/],
      [{ hello: 'world' }, null, /"jsonrpc" must be the string "2.0" \(got nothing\)/],
      [{ jsonrpc: '1.0', id: 4, method: 'ping' }, 4, /"jsonrpc" must be the string "2.0" \(got "1.0"\)/],
      [{ jsonrpc: '2.0', id: 'a', method: 7 }, 'a', /"method" must be a non-empty string/],
      [{ jsonrpc: '2.0', id: 5 }, 5, /"method"/],
      [{ jsonrpc: '2.0', id: { x: 1 }, method: 'ping' }, null, /"id" must be a string or an integer/],
      [{ jsonrpc: '2.0', id: 1.5, method: 'ping' }, null, /"id"/],
      [{ jsonrpc: '2.0', id: null, method: 'ping' }, null, /"id"/],
    ];
    for (const [body, id, message] of cases) {
      const res = await post(JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = await res.json();
      expect(answer).toEqual({ jsonrpc: '2.0', id, error: { code: -32600, message: expect.stringMatching(message) } });
    }
  });

  it('answers an unknown method with -32601 and bad params with -32602, with the id (HTTP 200)', async () => {
    const unknown = await post(rpc('resources/list', 11));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({
      jsonrpc: '2.0',
      id: 11,
      error: { code: -32601, message: expect.stringMatching(/Method not found: resources\/list.*tools\/call/) },
    });
    const badParams: Array<[string, RegExp]> = [
      [JSON.stringify({ jsonrpc: '2.0', id: 'p', method: 'tools/list', params: [1, 2] }), /params must be an object/],
      [JSON.stringify({ jsonrpc: '2.0', id: 'p', method: 'ping', params: 'x' }), /params must be an object/],
      [rpc('tools/call', 'p' as unknown as number, { arguments: {} }), /params\.name must be the name of a tool/],
      [rpc('tools/call', 'p' as unknown as number, { name: 'rm_rf', arguments: {} }), /unknown tool rm_rf/],
      [rpc('initialize', 'p' as unknown as number, {}), /params\.protocolVersion must be a string/],
    ];
    for (const [body, message] of badParams) {
      const res = await post(body);
      expect(res.status, body).toBe(200);
      expect(await res.json(), body).toEqual({
        jsonrpc: '2.0',
        id: 'p',
        error: { code: -32602, message: expect.stringMatching(message) },
      });
    }
  });

  it('keeps HTTP-level refusals as Problems: an unknown MCP-Protocol-Version is 400, a body over the bound 413', async () => {
    const version = await post(rpc('ping'), { 'mcp-protocol-version': '2023-01-01' });
    expect(version.status).toBe(400);
    expect(version.headers.get('content-type')).toContain('application/problem+json');
    expect((await version.json()).message).toMatch(/2025-11-25/);
    const large = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { x: 'y'.repeat(300_000) } }),
    );
    expect(large.status).toBe(413);
  });

  it('accepts a notification with odd params without an answer (notifications are never answered)', async () => {
    const res = await post(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: [1] }));
    expect(res.status).toBe(202);
  });

  it('refuses an unknown bearer with 401, as the HTTP APIs do', async () => {
    const res = await post(rpc('tools/list'), { authorization: `Bearer ${'0'.repeat(64)}` });
    expect(res.status).toBe(401);
  });

  it('offers no SSE stream: GET is 405 with Allow', async () => {
    const res = await testEngine().call('GET', '/mcp');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('OPTIONS, POST');
  });

  it('marks every tool with hints and a closed world; cancel is destructive, reads are read-only', async () => {
    const engine = testEngine();
    const session = await (await engine.call('POST', '/v1/sessions', {})).json();
    const res = await engine.handle(
      new Request('http://localhost/mcp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
        body: rpc('tools/list'),
      }),
    );
    const { tools } = (await res.json()).result;
    const byName = Object.fromEntries(tools.map((tool: { name: string }) => [tool.name, tool]));
    expect(byName.municipal_cancel_case.annotations).toMatchObject({ destructiveHint: true, readOnlyHint: false });
    expect(byName.municipal_list_cases.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    expect(byName.municipal_create_draft.inputSchema.required).toEqual(['idempotency_key', 'body']);
    expect(Object.keys(byName).some((name) => name.includes('session'))).toBe(false);
  });
});
