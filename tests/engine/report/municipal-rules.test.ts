/** The municipal client rules on a world's card: each broken, kept and not tried, by driving the engine. */
import { describe, expect, it } from 'vitest';
import { MOMENT_MS } from '../../../src/engine/report/municipal-rules.ts';
import { auth, type CaseBody, confirm, draft, newKey, openWorld, WOHNGELD } from '../municipal/support.ts';
import { testEngine } from '../support.ts';
import { evidenceLines, ruleOf, worldCard } from './support.ts';

async function world() {
  const engine = testEngine({ source: 'page' });
  const capability = await openWorld(engine);
  return { engine, capability };
}

describe('municipal.shown-version', () => {
  const id = 'municipal.shown-version';

  it('is broken when the submitted version was never answered to the client', async () => {
    const { engine, capability } = await world();
    const { body } = await draft(engine, capability, WOHNGELD);
    engine.clock.advance(10_000);
    await confirm(engine, capability, body.id, 'submit', 2);
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('broken');
    expect(evidenceLines(rule)).toEqual([`POST /v1/drafts/${body.id}/submit 409`]);
    expect(rule.evidence[0]?.note).toMatch(/version 2/);
    expect(rule.cannot_judge).toMatch(/really read the review/);
  });

  it('warns when the submit comes within moments of the answer that showed the version, with the time', async () => {
    const { engine, capability } = await world();
    const { body } = await draft(engine, capability, WOHNGELD);
    engine.clock.advance(MOMENT_MS - 2000);
    await confirm(engine, capability, body.id, 'submit', 1);
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('warning');
    expect(evidenceLines(rule)).toEqual(['POST /v1/drafts 201', `POST /v1/drafts/${body.id}/submit 200`]);
    // 1 s of the test clock, less the draft's own duration.
    expect(rule.evidence[1]?.note).toMatch(/Submitted it [01]\.\d s later/);
  });

  it('judges an agent’s request to submit (202) by the person’s answer, not by how soon it asked', async () => {
    const { engine, capability } = await world();
    const made = await engine.call('POST', '/v1/connections', { name: 'Claude' }, auth(capability));
    const agent = ((await made.json()) as { token: string }).token;
    const asked: string[] = [];
    for (let n = 0; n < 3; n++) {
      const { body } = await draft(engine, agent, WOHNGELD);
      engine.clock.advance(200);
      expect((await confirm(engine, agent, body.id, 'submit', 1)).res.status).toBe(202);
      asked.push(body.id);
    }
    engine.clock.advance(60_000);
    // The person confirms the first and declines the second in the app (its own window), within moments.
    const app = (path: string, version: number) =>
      engine.handle(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: auth(capability, { 'content-type': 'application/json', 'idempotency-key': newKey() }),
          body: JSON.stringify({ version, confirmed: true }),
        }),
        { source: 'app' },
      );
    expect((await app(`/v1/drafts/${asked[0]}/submit`, 1)).status).toBe(200);
    expect((await app(`/v1/drafts/${asked[1]}/cancel`, 1)).status).toBe(200);
    const card = await worldCard(engine, capability);
    const rule = ruleOf(card, id);
    expect(rule.verdict).toBe('kept');
    expect(rule.evidence).toEqual([]);
    expect(card.confirmations).toEqual({ asked: 3, confirmed: 1, declined: 1, waiting: 1 });
    // The agent's own card counts the person's answers too.
    const own = await worldCard(engine, agent);
    expect(own.card).toBe('agent');
    expect(own.confirmations).toEqual({ asked: 3, confirmed: 1, declined: 1, waiting: 1 });
  });

  it('never judges the app’s own requests: its submit within moments after a 503 fault is not warned', async () => {
    const { engine, capability } = await world();
    const app = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
      engine.handle(
        new Request(`http://localhost${path}`, {
          method,
          headers: auth(capability, { 'content-type': 'application/json', ...headers }),
          body: JSON.stringify(body),
        }),
        { source: 'app' },
      );
    const drafted = (await (await app('POST', '/v1/drafts', WOHNGELD, { 'idempotency-key': newKey() })).json()) as {
      id: string;
    };
    const submit = `/v1/drafts/${drafted.id}/submit`;
    const body = { version: 1, confirmed: true };
    expect((await app('POST', submit, body, { 'idempotency-key': newKey(), prefer: 'fault=503' })).status).toBe(503);
    engine.clock.advance(1100);
    expect((await app('POST', submit, body, { 'idempotency-key': newKey() })).status).toBe(200);
    const card = await worldCard(engine, capability);
    // Only the world's opening was sent from a page beside the app: nothing the app sent is judged.
    for (const rule of card.rules) {
      expect(['kept', 'not_tried'], rule.id).toContain(rule.verdict);
      expect(rule.evidence, rule.id).toEqual([]);
    }
    expect(ruleOf(card, id).verdict).toBe('not_tried');
    expect(ruleOf(card, 'municipal.idempotent-retry').verdict).toBe('not_tried');
  });

  it('is kept when the submitted version was read and some seconds passed', async () => {
    const { engine, capability } = await world();
    const { body } = await draft(engine, capability, WOHNGELD);
    engine.clock.advance(60_000);
    const read = (await (
      await engine.call('GET', `/v1/drafts/${body.id}`, undefined, auth(capability))
    ).json()) as CaseBody;
    engine.clock.advance(20_000);
    await confirm(engine, capability, body.id, 'submit', read.version);
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('kept');
    expect(rule.evidence).toEqual([]);
  });

  it('is not tried without a submit', async () => {
    const { engine, capability } = await world();
    await draft(engine, capability, WOHNGELD);
    expect(ruleOf(await worldCard(engine, capability), id).verdict).toBe('not_tried');
  });
});

describe('municipal.capability-private', () => {
  const id = 'municipal.capability-private';

  it('is broken by a capability in a query and in a request body, each named', async () => {
    const { engine, capability } = await world();
    await engine.call('GET', `/v1/drafts?token=${capability}`, undefined, auth(capability));
    await engine.call(
      'POST',
      '/v1/drafts',
      { ...WOHNGELD, note: capability },
      auth(capability, { 'idempotency-key': newKey() }),
    );
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('broken');
    expect(evidenceLines(rule)).toEqual(['GET /v1/drafts?token=[redacted] 200', 'POST /v1/drafts 400']);
    expect(rule.evidence.map((row) => row.note)).toEqual([
      'A capability or token in its URL.',
      'A capability or token in its body.',
    ]);
    expect(JSON.stringify(rule)).not.toContain(capability);
  });

  it('is broken by a capability in an MCP tool argument', async () => {
    const { engine, capability } = await world();
    const call = {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'municipal_list_cases', arguments: { token: capability } },
    };
    await engine.call('POST', '/mcp', call, auth(capability, { accept: 'application/json, text/event-stream' }));
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('broken');
    expect(rule.evidence.map((row) => `${row.method} ${row.path} ${row.note}`)).toEqual([
      'POST /mcp A capability or token in an MCP message (a tool argument).',
    ]);
  });

  it('is kept when the capability travels only in the Authorization header', async () => {
    const { engine, capability } = await world();
    await draft(engine, capability, WOHNGELD);
    expect(ruleOf(await worldCard(engine, capability), id).verdict).toBe('kept');
  });

  it('is not tried on an agent connection’s card before it sent anything', async () => {
    const { engine, capability } = await world();
    const made = await engine.call('POST', '/v1/connections', { name: 'Bot' }, auth(capability));
    const { token } = (await made.json()) as { token: string };
    const card = await worldCard(engine, token);
    expect(card.card).toBe('agent');
    expect(ruleOf(card, id).verdict).toBe('not_tried');
  });
});

describe('municipal.idempotent-retry', () => {
  const id = 'municipal.idempotent-retry';

  it('is broken by the same key with another body', async () => {
    const { engine, capability } = await world();
    const key = newKey();
    await draft(engine, capability, WOHNGELD, key);
    await draft(engine, capability, { ...WOHNGELD, profile: 'ben' }, key);
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('broken');
    expect(evidenceLines(rule)).toEqual(['POST /v1/drafts 201', 'POST /v1/drafts 409']);
    expect(rule.evidence[1]?.note).toBe('The same key with another body.');
  });

  it('is kept by a draft refused with 429 (its body unread), then sent after Retry-After with the same key and body', async () => {
    const { engine, capability } = await world();
    const key = newKey();
    for (const fault of ['fault=429', 'fault=503']) {
      const refused = await engine.call(
        'POST',
        '/v1/drafts',
        WOHNGELD,
        auth(capability, { 'idempotency-key': key, prefer: fault }),
      );
      expect(refused.status).toBe(fault === 'fault=429' ? 429 : 503);
      engine.clock.advance(Number(refused.headers.get('retry-after') ?? '0') * 1000 + 500);
    }
    expect((await draft(engine, capability, WOHNGELD, key)).res.status).toBe(201);
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('kept');
    expect(rule.evidence).toEqual([]);
  });

  it('is still broken when a request refused before reading (429) and its retry carry the same key with other bodies', async () => {
    const { engine, capability } = await world();
    const key = newKey();
    await engine.call(
      'POST',
      '/v1/drafts',
      WOHNGELD,
      auth(capability, { 'idempotency-key': key, prefer: 'fault=429' }),
    );
    engine.clock.advance(5000);
    await draft(engine, capability, { ...WOHNGELD, profile: 'ben' }, key);
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('broken');
    expect(evidenceLines(rule)).toEqual(['POST /v1/drafts 429', 'POST /v1/drafts 201']);
  });

  it('is broken by a new key after a lost answer: two cases from one intent', async () => {
    const { engine, capability } = await world();
    const lost = await engine.call(
      'POST',
      '/v1/drafts',
      WOHNGELD,
      auth(capability, { 'idempotency-key': newKey(), prefer: 'fault=lost-answer' }),
    );
    expect(lost.status).toBe(503);
    await draft(engine, capability, WOHNGELD);
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('broken');
    expect(evidenceLines(rule)).toEqual(['POST /v1/drafts 503', 'POST /v1/drafts 201']);
    expect(rule.evidence[1]?.note).toMatch(/new key/);
  });

  it('is broken by a new key sent before the first request was answered (a client timeout)', async () => {
    const { engine, capability } = await world();
    // The first waits (a latency it asked for); 100 ms later the client gives up and sends it again.
    const first = engine.call(
      'POST',
      '/v1/drafts',
      WOHNGELD,
      auth(capability, { 'idempotency-key': newKey(), prefer: 'latency=300' }),
    );
    engine.clock.advance(100);
    await Promise.all([first, draft(engine, capability, WOHNGELD)]);
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('broken');
    expect(rule.evidence.map((row) => row.note)).toContain(
      'Sent again with a new key before the first was answered (a timeout): two cases from one intent.',
    );
  });

  it('warns about the same body with a new key within 5 seconds of an answered one', async () => {
    const { engine, capability } = await world();
    await draft(engine, capability, WOHNGELD);
    engine.clock.advance(2000);
    await draft(engine, capability, WOHNGELD);
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('warning');
    expect(rule.evidence[1]?.note).toMatch(/^The same body with a new key [12]\.\d s later/);
  });

  it('is kept when a lost answer is retried with the same key and body (replayed)', async () => {
    const { engine, capability } = await world();
    const key = newKey();
    await engine.call(
      'POST',
      '/v1/drafts',
      WOHNGELD,
      auth(capability, { 'idempotency-key': key, prefer: 'fault=lost-answer' }),
    );
    const replay = await draft(engine, capability, WOHNGELD, key);
    expect(replay.res.headers.get('idempotent-replayed')).toBe('true');
    expect(ruleOf(await worldCard(engine, capability), id).verdict).toBe('kept');
  });

  it('is not tried when no write was sent twice', async () => {
    const { engine, capability } = await world();
    await draft(engine, capability, WOHNGELD);
    expect(ruleOf(await worldCard(engine, capability), id).verdict).toBe('not_tried');
  });
});

describe('municipal.stale-not-resent', () => {
  const id = 'municipal.stale-not-resent';

  it('is broken by the same stale version sent again unchanged', async () => {
    const { engine, capability } = await world();
    const { body } = await draft(engine, capability, WOHNGELD);
    await confirm(engine, capability, body.id, 'submit', 2);
    await confirm(engine, capability, body.id, 'submit', 2);
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('broken');
    expect(evidenceLines(rule)).toEqual([
      `POST /v1/drafts/${body.id}/submit 409`,
      `POST /v1/drafts/${body.id}/submit 409`,
    ]);
  });

  it('is broken by an expired review submitted again', async () => {
    const { engine, capability } = await world();
    const { body } = await draft(engine, capability, WOHNGELD);
    engine.clock.advance(16 * 60_000);
    const first = await confirm(engine, capability, body.id, 'submit', 1);
    expect(first.body.error).toBe('review_expired');
    await confirm(engine, capability, body.id, 'submit', 1);
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('broken');
    expect(rule.evidence[1]?.note).toBe('The expired review was submitted again.');
  });

  it('is kept when the case is read and its current version confirmed', async () => {
    const { engine, capability } = await world();
    const { body } = await draft(engine, capability, WOHNGELD);
    await confirm(engine, capability, body.id, 'submit', 2);
    await engine.call('GET', `/v1/drafts/${body.id}`, undefined, auth(capability));
    await confirm(engine, capability, body.id, 'submit', 1);
    expect(ruleOf(await worldCard(engine, capability), id).verdict).toBe('kept');
  });

  it('is not tried without a stale version or an expired review', async () => {
    const { engine, capability } = await world();
    const { body } = await draft(engine, capability, WOHNGELD);
    await confirm(engine, capability, body.id, 'submit', 1);
    expect(ruleOf(await worldCard(engine, capability), id).verdict).toBe('not_tried');
  });
});
