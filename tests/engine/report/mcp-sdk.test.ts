/**
 * A careless agent through the official MCP SDK client (@modelcontextprotocol/sdk): it breaks the rules
 * it can reach with tools, then checks itself with municipal_get_journal_report; the card names each
 * broken rule with the tool calls' entries (source mcp, the connection's name).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import type { ReportCard } from '../../../src/engine/report/schemas.ts';
import { auth, openWorld, WOHNGELD } from '../municipal/support.ts';
import { type TestEngine, testEngine } from '../support.ts';
import { ruleOf } from './support.ts';

type ToolResult = { isError?: boolean; structuredContent?: Record<string, unknown>; content: Array<{ text: string }> };

async function agentClient(engine: TestEngine, bearer: string) {
  const transport = new StreamableHTTPClientTransport(new URL('http://localhost/mcp'), {
    fetch: (url, init) => engine.handle(new Request(url, init), { source: 'page' }),
    requestInit: { headers: { authorization: `Bearer ${bearer}` } },
  });
  const client = new Client({ name: 'careless-agent', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

describe('a careless agent through the official MCP SDK checks itself', () => {
  it('gets a card naming the rules it broke, with its tool calls as evidence', async () => {
    const engine = testEngine({ source: 'page' });
    const capability = await openWorld(engine);
    const made = await engine.call('POST', '/v1/connections', { name: 'Careless' }, auth(capability));
    const { token } = (await made.json()) as { token: string };
    const client = await agentClient(engine, token);
    const call = async (name: string, args: Record<string, unknown>) =>
      (await client.callTool({ name, arguments: args })) as ToolResult;

    // The person's capability pasted into a tool argument (as a prompt would carry it).
    await call('municipal_list_cases', { token: capability });
    // One key, two bodies.
    const key = 'careless-agent-key-01';
    const drafted = await call('municipal_create_draft', { idempotency_key: key, body: WOHNGELD });
    expect(drafted.isError).toBe(false);
    await call('municipal_create_draft', { idempotency_key: key, body: { ...WOHNGELD, profile: 'ben' } });
    // A version it was never shown, sent twice unchanged.
    const id = drafted.structuredContent?.id as string;
    const submit = { id, idempotency_key: 'careless-agent-key-02', body: { version: 5, confirmed: true } };
    await call('municipal_submit_case', submit);
    await call('municipal_submit_case', submit);
    await engine.journal.flush();

    const own = await call('municipal_get_journal_report', {});
    expect(own.isError).toBe(false);
    const card = own.structuredContent as unknown as ReportCard;
    expect(card.card).toBe('agent');
    expect(ruleOf(card, 'municipal.capability-private').verdict).toBe('broken');
    for (const id of ['municipal.idempotent-retry', 'municipal.shown-version', 'municipal.stale-not-resent']) {
      const rule = ruleOf(card, id);
      expect(rule.verdict, id).toBe('broken');
      for (const row of rule.evidence) expect(`${row.source} ${row.actor} ${row.name}`, id).toBe('mcp agent Careless');
    }
    // The MCP message that carried the capability is the evidence, from the page the agent ran in.
    const leak = ruleOf(card, 'municipal.capability-private').evidence;
    expect(leak.map((row) => `${row.method} ${row.path} ${row.source}`)).toEqual(['POST /mcp page']);
    await client.close();
  });
});
