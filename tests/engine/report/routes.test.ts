/** Where the card is read: GET /v1/journal/report, GET /api/journal/report and their MCP tools. */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../../src/engine/report/rules.ts';
import type { ReportCard } from '../../../src/engine/report/schemas.ts';
import { bearer, newPage, tokenWith, WRITE } from '../content/support.ts';
import { worldJournal } from '../journal/support.ts';
import { auth, draft, openWorld, WOHNGELD } from '../municipal/support.ts';
import { testEngine } from '../support.ts';
import { ruleOf, tokenCard, worldCard } from './support.ts';

const mcpHeaders = { accept: 'application/json, text/event-stream' };

async function mcpCard(engine: ReturnType<typeof testEngine>, credential: string, tool: string): Promise<ReportCard> {
  const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: {} } };
  const res = await engine.call('POST', '/mcp', call, { ...auth(credential), ...mcpHeaders });
  const answer = (await res.json()) as { result: { structuredContent?: unknown; content: { text: string }[] } };
  const text = answer.result.content.map((part) => part.text).join('');
  return JSON.parse(text.slice(text.indexOf('{'))) as ReportCard;
}

describe('GET /v1/journal/report', () => {
  it('answers the world’s card: every municipal and any-service rule, each with its source sentence and a summary', async () => {
    const engine = testEngine({ source: 'page' });
    const capability = await openWorld(engine);
    await draft(engine, capability, WOHNGELD);
    const card = await worldCard(engine, capability);
    expect(card.card).toBe('world');
    expect(card.rules.map((rule) => rule.id)).toEqual(
      RULES.filter((rule) => rule.family !== 'content').map((rule) => rule.id),
    );
    for (const rule of card.rules) {
      expect(rule.rule.length).toBeGreaterThan(20);
      expect(rule.guide).toBe(`/v1/guide#rule-${rule.id.replace(/\./g, '-')}`);
    }
    const { kept, broken, warning, not_tried } = card.summary;
    expect(kept + broken + warning + not_tried).toBe(card.rules.length);
    expect(card.entries).toBe(2);
  });

  it('is not itself recorded in the journal', async () => {
    const engine = testEngine({ source: 'page' });
    const capability = await openWorld(engine);
    await worldCard(engine, capability);
    await worldCard(engine, capability);
    expect((await worldJournal(engine, capability)).map((entry) => entry.url)).toEqual(['/v1/sessions']);
  });

  it('names the source and who of each finding; an agent connection gets the card of its own requests', async () => {
    const engine = testEngine({ source: 'page' });
    const capability = await openWorld(engine);
    const made = await engine.call('POST', '/v1/connections', { name: 'Bot' }, auth(capability));
    const { token } = (await made.json()) as { token: string };
    await engine.call('GET', `/v1/drafts?c=${capability}`, undefined, auth(capability));
    await engine.call('GET', `/v1/drafts?a=${token}`, undefined, auth(token));
    const world = ruleOf(await worldCard(engine, capability), 'municipal.capability-private');
    expect(world.evidence.map((row) => `${row.source} ${row.actor} ${row.name}`)).toEqual([
      'page person null',
      'page agent Bot',
    ]);
    const own = await worldCard(engine, token);
    expect(own.card).toBe('agent');
    expect(ruleOf(own, 'municipal.capability-private').evidence.map((row) => row.path)).toEqual([
      '/v1/drafts?a=[redacted]',
    ]);
  });

  it('is made again when new entries arrive (the entries read before are kept, only newer ones are read)', async () => {
    const engine = testEngine({ source: 'page' });
    const capability = await openWorld(engine);
    const before = await worldCard(engine, capability);
    expect(ruleOf(before, 'municipal.capability-private').verdict).toBe('kept');
    await engine.call('GET', `/v1/drafts?c=${capability}`, undefined, auth(capability));
    const after = await worldCard(engine, capability);
    expect(after.entries).toBe(2);
    expect(ruleOf(after, 'municipal.capability-private').verdict).toBe('broken');
    expect(await worldCard(engine, capability)).toEqual(after);
  });

  it('answers 401 without a capability', async () => {
    const res = await testEngine().call('GET', '/v1/journal/report');
    expect(res.status).toBe(401);
  });

  it('is an MCP tool: an agent connection checks itself', async () => {
    const engine = testEngine({ source: 'page' });
    const capability = await openWorld(engine);
    const made = await engine.call('POST', '/v1/connections', { name: 'Bot' }, auth(capability));
    const { token } = (await made.json()) as { token: string };
    await engine.call('GET', `/v1/drafts?a=${token}`, undefined, auth(token));
    const card = await mcpCard(engine, token, 'municipal_get_journal_report');
    expect(card.card).toBe('agent');
    expect(ruleOf(card, 'municipal.capability-private').verdict).toBe('broken');
  });
});

describe('GET /api/journal/report', () => {
  it('answers the card of the token’s own requests: content and any-service rules', async () => {
    const engine = testEngine({ source: 'page' });
    const mine = await tokenWith(engine, WRITE, 'mine');
    const other = await tokenWith(engine, WRITE, 'other');
    await engine.call('GET', '/api/pages?status=published&include=body', undefined, bearer(other));
    await newPage(engine, mine);
    const card = await tokenCard(engine, mine);
    expect(card.card).toBe('token');
    expect(card.entries).toBe(1);
    expect(card.rules.map((rule) => rule.id)).toEqual(
      RULES.filter((rule) => rule.family !== 'municipal').map((rule) => rule.id),
    );
    expect(ruleOf(card, 'content.public-feed').verdict).toBe('not_tried');
    expect(ruleOf(card, 'content.public-feed').guide).toBe('/api/guide#rule-content-public-feed');
    expect(ruleOf(await tokenCard(engine, other), 'content.public-feed').verdict).toBe('warning');
  });

  it('answers 401 without a token, and is an MCP tool for a content token', async () => {
    const engine = testEngine({ source: 'page' });
    expect((await engine.call('GET', '/api/journal/report')).status).toBe(401);
    const token = await tokenWith(engine, WRITE);
    await engine.call('GET', '/api/pages?status=published&include=body', undefined, bearer(token));
    const card = await mcpCard(engine, token, 'content_get_journal_report');
    expect(ruleOf(card, 'content.public-feed').verdict).toBe('warning');
  });
});

describe('the content API’s per-request faults', () => {
  async function setup() {
    const engine = testEngine({ source: 'page' });
    const token = await tokenWith(engine, WRITE);
    return { engine, token };
  }

  it('answers 429 with Retry-After and 503 unavailable without doing anything', async () => {
    const { engine, token } = await setup();
    const limited = await engine.call('POST', '/api/pages', { title: 'x' }, { ...bearer(token), prefer: 'fault=429' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await limited.json()).error).toBe('rate_limited');
    const down = await engine.call('POST', '/api/pages', { title: 'x' }, { ...bearer(token), prefer: 'fault=503' });
    expect((await down.json()).error).toBe('unavailable');
    const list = await (await engine.call('GET', '/api/pages', undefined, bearer(token))).json();
    expect(list.pages).toEqual([]);
  });

  it('stores a write whose answer it then loses (503 answer_lost); a read ignores lost-answer', async () => {
    const { engine, token } = await setup();
    const lost = await engine.call(
      'POST',
      '/api/pages',
      { title: 'x' },
      { ...bearer(token), prefer: 'fault=lost-answer' },
    );
    expect(lost.status).toBe(503);
    expect((await lost.json()).error).toBe('answer_lost');
    const read = await engine.call('GET', '/api/pages', undefined, { ...bearer(token), prefer: 'fault=lost-answer' });
    expect(read.status).toBe(200);
    expect((await read.json()).pages).toHaveLength(1);
  });

  it('answers 401 before any fault, and 400 for a fault it does not know', async () => {
    const { engine, token } = await setup();
    expect((await engine.call('GET', '/api/pages', undefined, { prefer: 'fault=429' })).status).toBe(401);
    const typo = await engine.call('GET', '/api/pages', undefined, { ...bearer(token), prefer: 'fault=500' });
    expect(typo.status).toBe(400);
    expect((await typo.json()).error).toBe('malformed_request');
  });
});
