/** "Export HAR": a HAR 1.2 file that validates against the HAR schema and holds no secret. */
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../src/engine/journal/schemas.ts';
import { toHar } from '../../../src/ui/inspector/har.ts';
import { worldJournal } from '../../engine/journal/support.ts';
import { auth, newKey, openWorld, WOHNGELD } from '../../engine/municipal/support.ts';
import { testEngine } from '../../engine/support.ts';
import { harValidator } from './har-validator.ts';

const pdf = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 55, 10]);

/** A world's journal with JSON, a PDF, an error, a HEAD, an agent's MCP call and an agent's draft. */
async function journalOfAWorld(): Promise<{ entries: JournalEntry[]; secrets: string[] }> {
  const engine = testEngine({ pdf: { receipt: async () => pdf, form: async () => pdf } });
  const capability = await openWorld(engine);
  const made = await engine.call('POST', '/v1/connections', { name: 'Claude' }, auth(capability));
  const agent = ((await made.json()) as { token: string }).token;
  await engine.call('GET', '/v1/services?x=1&y=2', undefined, auth(capability));
  await engine.call('HEAD', '/v1/profiles', undefined, auth(capability));
  await engine.call('GET', '/v1/drafts/nope', undefined, auth(agent));
  await engine.call('POST', '/v1/drafts', WOHNGELD, auth(agent, { 'idempotency-key': newKey() }));
  const rpc = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'municipal_list_cases', arguments: {} } };
  await engine.call('POST', '/mcp', rpc, auth(agent, { accept: 'application/json, text/event-stream' }));
  return { entries: await worldJournal(engine, capability), secrets: [capability, agent, agent.slice(4)] };
}

describe('toHar', () => {
  it('validates against the HAR 1.2 schema', async () => {
    const { entries } = await journalOfAWorld();
    expect(entries.length).toBeGreaterThanOrEqual(8);
    const har = toHar(entries, 'http://localhost', '0.1.0');
    expect(harValidator()(har)).toEqual([]);
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries.map((entry) => entry._source)).toContain('mcp');
  });

  it('holds no capability, agent token or Authorization value', async () => {
    const { entries, secrets } = await journalOfAWorld();
    const text = JSON.stringify(toHar(entries, 'http://localhost', '0.1.0'));
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain('"name":"authorization","value":"Bearer [redacted]"');
  });

  it('is refused by the schema when a required field is missing (the check can fail)', async () => {
    const { entries } = await journalOfAWorld();
    const har = toHar(entries, 'http://localhost', '0.1.0');
    const broken = JSON.parse(JSON.stringify(har));
    delete broken.log.entries[0].response.content;
    expect(harValidator()(broken)).not.toEqual([]);
  });

  it('keeps the query, the request body and the agent’s name', async () => {
    const { entries } = await journalOfAWorld();
    const har = toHar(entries, 'http://localhost', '0.1.0');
    const services = har.log.entries.find((entry) => entry.request.url.includes('/v1/services'));
    expect(services?.request.queryString).toEqual([
      { name: 'x', value: '1' },
      { name: 'y', value: '2' },
    ]);
    const draft = har.log.entries.find(
      (entry) => entry.request.method === 'POST' && entry.request.url.endsWith('/v1/drafts'),
    );
    expect(draft?.request.postData?.text).toContain('wohngeld');
    expect(draft?._name).toBe('Claude');
  });
});
