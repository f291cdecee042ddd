/** The rules of any service, on a world's card and on a content token's. */
import { describe, expect, it } from 'vitest';
import { bearer, tokenWith, WRITE } from '../content/support.ts';
import { auth, openWorld } from '../municipal/support.ts';
import { testEngine } from '../support.ts';
import { evidenceLines, ruleOf, tokenCard, worldCard } from './support.ts';

async function world() {
  const engine = testEngine({ source: 'page' });
  const capability = await openWorld(engine);
  return { engine, capability };
}

const list = (engine: ReturnType<typeof testEngine>, capability: string, extra: Record<string, string> = {}) =>
  engine.call('GET', '/v1/drafts', undefined, auth(capability, extra));

describe('any.retry-after', () => {
  const id = 'any.retry-after';

  it('is broken by a request before Retry-After has passed, on a world’s card', async () => {
    const { engine, capability } = await world();
    const refused = await list(engine, capability, { prefer: 'fault=429' });
    expect(refused.headers.get('retry-after')).toBe('2');
    engine.clock.advance(500);
    await list(engine, capability);
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('broken');
    expect(evidenceLines(rule)).toEqual(['GET /v1/drafts 429', 'GET /v1/drafts 200']);
    expect(rule.evidence[0]?.note).toBe('429 with Retry-After: 2 s.');
  });

  it('is broken on a content token’s card too (the content API’s Prefer: fault=429)', async () => {
    const engine = testEngine({ source: 'page' });
    const token = await tokenWith(engine, WRITE);
    const refused = await engine.call('GET', '/api/pages', undefined, { ...bearer(token), prefer: 'fault=429' });
    expect(refused.status).toBe(429);
    await engine.call('GET', '/api/pages', undefined, bearer(token));
    expect(ruleOf(await tokenCard(engine, token), id).verdict).toBe('broken');
  });

  it('is kept when the client waits the seconds of Retry-After', async () => {
    const { engine, capability } = await world();
    await list(engine, capability, { prefer: 'fault=429' });
    engine.clock.advance(2500);
    await list(engine, capability);
    expect(ruleOf(await worldCard(engine, capability), id).verdict).toBe('kept');
  });

  it('is not tried without a 429', async () => {
    const { engine, capability } = await world();
    await list(engine, capability);
    expect(ruleOf(await worldCard(engine, capability), id).verdict).toBe('not_tried');
  });
});

describe('any.refused-credential', () => {
  const id = 'any.refused-credential';

  async function revokedAgent() {
    const { engine, capability } = await world();
    const made = (await (await engine.call('POST', '/v1/connections', { name: 'Bot' }, auth(capability))).json()) as {
      id: string;
      token: string;
    };
    await engine.call('GET', '/v1/drafts', undefined, auth(made.token));
    await engine.call('DELETE', `/v1/connections/${made.id}`, undefined, auth(capability));
    return { engine, capability, agent: made.token };
  }

  it('is broken by a revoked agent connection sent again and again', async () => {
    const { engine, capability, agent } = await revokedAgent();
    for (let i = 0; i < 3; i++) expect((await list(engine, agent)).status).toBe(401);
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('broken');
    expect(rule.evidence.map((row) => `${row.actor} ${row.name} ${row.status}`)).toEqual([
      'agent Bot 401',
      'agent Bot 401',
      'agent Bot 401',
    ]);
  });

  it('is kept when the client stops after a 401', async () => {
    const { engine, capability, agent } = await revokedAgent();
    await list(engine, agent);
    expect(ruleOf(await worldCard(engine, capability), id).verdict).toBe('kept');
  });

  it('is not tried without a 401', async () => {
    const { engine, capability } = await world();
    expect(ruleOf(await worldCard(engine, capability), id).verdict).toBe('not_tried');
  });
});

describe('any.invalid-repeated', () => {
  const id = 'any.invalid-repeated';
  const bad = (engine: ReturnType<typeof testEngine>, capability: string) =>
    engine.call(
      'POST',
      '/v1/drafts',
      { service: 'wohngeld' },
      auth(capability, { 'idempotency-key': 'same-key-0000000001' }),
    );

  it('is broken by the same invalid request sent again unchanged more than twice', async () => {
    const { engine, capability } = await world();
    for (let i = 0; i < 4; i++) await bad(engine, capability);
    const rule = ruleOf(await worldCard(engine, capability), id);
    expect(rule.verdict).toBe('broken');
    expect(rule.evidence).toHaveLength(4);
    expect(rule.evidence[3]?.note).toBe('Sent again unchanged (4).');
  });

  it('is kept when an invalid request is sent again at most twice', async () => {
    const { engine, capability } = await world();
    for (let i = 0; i < 3; i++) await bad(engine, capability);
    expect(ruleOf(await worldCard(engine, capability), id).verdict).toBe('kept');
  });

  it('is not tried without an invalid request', async () => {
    const { engine, capability } = await world();
    await list(engine, capability);
    expect(ruleOf(await worldCard(engine, capability), id).verdict).toBe('not_tried');
  });
});
