/** The journal records every answered request of a world, with who made it and from where. */
import { describe, expect, it } from 'vitest';
import { auth, newKey, openWorld, WOHNGELD } from '../municipal/support.ts';
import { testEngine } from '../support.ts';
import { lines, ownerJournal, worldJournal } from './support.ts';

async function connect(engine: ReturnType<typeof testEngine>, capability: string, name = 'Claude') {
  const res = await engine.call('POST', '/v1/connections', { name }, auth(capability));
  return ((await res.json()) as { token: string }).token;
}

describe('recording', () => {
  it('records the person’s requests in the world’s journal, from opening the world on, with time, status and duration', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    await engine.call('GET', '/v1/services', undefined, auth(capability));
    await engine.call('GET', '/v1/nothing-here', undefined, auth(capability));
    const entries = await worldJournal(engine, capability);
    expect(lines(entries)).toEqual(['POST /v1/sessions 201', 'GET /v1/services 200', 'GET /v1/nothing-here 404']);
    const [opened, services] = entries;
    expect(opened).toMatchObject({ source: 'app', actor: 'person', name: null, time: '2026-03-27T08:00:00.000Z' });
    expect(services?.duration_ms).toBeGreaterThanOrEqual(0);
    expect(services?.response.body).toMatchObject({ mime_type: 'application/json; charset=utf-8', truncated: true });
    expect(services?.id).toBeGreaterThan(opened?.id ?? Infinity);
  });

  it('names the agent connection of an agent’s requests, over HTTP and over MCP (the tool call and the route it used)', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    const agent = await connect(engine, capability, 'Claude');
    await engine.handle(
      new Request('http://localhost/v1/drafts', {
        method: 'POST',
        headers: { ...auth(agent), 'content-type': 'application/json', 'idempotency-key': newKey() },
        body: JSON.stringify(WOHNGELD),
      }),
      { source: 'bridge' },
    );
    const call = {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'municipal_list_cases', arguments: {} },
    };
    const mcp = await engine.call('POST', '/mcp', call, auth(agent, { accept: 'application/json, text/event-stream' }));
    expect(mcp.status).toBe(200);
    const entries = await worldJournal(engine, capability);
    const agents = entries.filter((entry) => entry.actor === 'agent');
    expect(agents.map((entry) => [entry.source, entry.method, entry.url, entry.status, entry.name])).toEqual([
      ['bridge', 'POST', '/v1/drafts', 201, 'Claude'],
      ['mcp', 'GET', '/v1/drafts', 200, 'Claude'],
      ['app', 'POST', '/mcp', 200, 'Claude'],
    ]);
  });

  it('keeps the source the adapter gives, also when it is known only later', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    const get = () => new Request('http://localhost/v1/profiles', { headers: auth(capability) });
    await engine.handle(get(), { source: 'page' });
    await engine.handle(get(), { source: 'embed' });
    await engine.handle(get(), { source: () => Promise.resolve('bridge') });
    await engine.handle(get(), { source: () => Promise.reject(new Error('client gone')) });
    const entries = await worldJournal(engine, capability);
    expect(entries.slice(1).map((entry) => entry.source)).toEqual(['page', 'embed', 'bridge', 'app']);
  });

  it('hands the adapter the write to wait for, which settles once the entry is readable', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    await engine.journal.flush();
    const waited: Promise<unknown>[] = [];
    const request = new Request('http://localhost/v1/services', { headers: auth(capability) });
    await engine.handle(request, { waitUntil: (work) => waited.push(work) });
    expect(waited).toHaveLength(1);
    await waited[0];
    const res = await engine.call('GET', '/v1/journal', undefined, auth(capability));
    expect(lines(((await res.json()) as { entries: [] }).entries)).toContain('GET /v1/services 200');
  });

  it('a read right after the requests finds every one of them: the read waits for the batch, not the client', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    await engine.call('GET', '/v1/services', undefined, auth(capability));
    // No flush: the entries still wait in memory (500 ms batches) when the read arrives.
    const res = await engine.call('GET', '/v1/journal', undefined, auth(capability));
    const read = (await res.json()) as { entries: { method: string; url: string; status: number }[] };
    expect(read.entries.map((entry) => `${entry.method} ${entry.url} ${entry.status}`)).toEqual([
      'POST /v1/sessions 201',
      'GET /v1/services 200',
    ]);
    const card = await (await engine.call('GET', '/v1/journal/report', undefined, auth(capability))).json();
    expect(card.entries).toBe(2);
  });

  it('does not record reading the journal itself', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    await worldJournal(engine, capability);
    await engine.call('HEAD', '/v1/journal', undefined, auth(capability));
    expect(lines(await worldJournal(engine, capability))).toEqual(['POST /v1/sessions 201']);
  });

  it('answers only entries after `after`, and says the last id', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    await engine.journal.flush();
    const first = await (await engine.call('GET', '/v1/journal', undefined, auth(capability))).json();
    await engine.call('GET', '/v1/services', undefined, auth(capability));
    const later = await worldJournal(engine, capability, first.last_id);
    expect(lines(later)).toEqual(['GET /v1/services 200']);
    const none = await (
      await engine.call('GET', `/v1/journal?after=${later[0]?.id}`, undefined, auth(capability))
    ).json();
    expect(none).toEqual({ entries: [], last_id: later[0]?.id });
  });

  it('refuses a bad `after` with 422 and an agent connection with 403 person_required, never a 500', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    const agent = await connect(engine, capability);
    for (const after of ['-1', 'x', '1e3', '9999999999999999']) {
      const res = await engine.call('GET', `/v1/journal?after=${after}`, undefined, auth(capability));
      expect(res.status).toBe(422);
    }
    const refused = await engine.call('GET', '/v1/journal', undefined, auth(agent));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe('person_required');
    expect((await engine.call('GET', '/v1/journal')).status).toBe(401);
  });

  it('records content tokens’ requests per token for the owner, and requests without a credential as public', async () => {
    const engine = testEngine();
    const writer = await engine.owner.createToken({ name: 'Redaktion', scopes: ['content:write'] });
    await engine.call('GET', '/api/pages', undefined, auth(writer.token));
    await engine.call('GET', '/hello/Ada');
    const capability = await openWorld(engine);
    await engine.call('GET', '/v1/services', undefined, auth(capability));
    // The conformance check of these tests reads the OpenAPI documents through the engine too.
    const entries = (await ownerJournal(engine)).filter((entry) => !/openapi|schema/.test(entry.url));
    expect(entries.map((entry) => [entry.actor, entry.name, entry.method, entry.url])).toEqual([
      ['token', 'Redaktion', 'GET', '/api/pages'],
      ['anonymous', null, 'GET', '/hello/Ada'],
    ]);
  });

  it('keeps entries of worlds apart', async () => {
    const engine = testEngine();
    const one = await openWorld(engine);
    const two = await openWorld(engine);
    await engine.call('GET', '/v1/services', undefined, auth(two));
    expect(lines(await worldJournal(engine, one))).toEqual(['POST /v1/sessions 201']);
    expect(lines(await worldJournal(engine, two))).toEqual(['POST /v1/sessions 201', 'GET /v1/services 200']);
  });
});

describe('revoked credentials', () => {
  it('still name the agent: its refused attempts after a revoke are in the world’s journal', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    const made = await engine.call('POST', '/v1/connections', { name: 'Claude' }, auth(capability));
    const { id, token } = (await made.json()) as { id: string; token: string };
    await engine.call('DELETE', `/v1/connections/${id}`, undefined, auth(capability));
    expect((await engine.call('GET', '/v1/drafts', undefined, auth(token))).status).toBe(401);
    const last = (await worldJournal(engine, capability)).at(-1);
    expect([last?.actor, last?.name, last?.method, last?.url, last?.status]).toEqual([
      'agent',
      'Claude',
      'GET',
      '/v1/drafts',
      401,
    ]);
  });
});
