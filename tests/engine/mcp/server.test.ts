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

  it('refuses bad JSON, batches, non-JSON-RPC bodies and an unknown MCP-Protocol-Version with 400', async () => {
    expect((await post('{nope')).status).toBe(400);
    expect((await post(`[${rpc('ping')}]`)).status).toBe(400);
    expect((await post(JSON.stringify({ hello: 'world' }))).status).toBe(400);
    const version = await post(rpc('ping'), { 'mcp-protocol-version': '2023-01-01' });
    expect(version.status).toBe(400);
    expect((await version.json()).message).toMatch(/2025-11-25/);
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
