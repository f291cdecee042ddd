/** One clock (issue #26): a world card's evidence names the world's time of each request beside the device's. */
import { describe, expect, it } from 'vitest';
import { bearer, tokenWith, WRITE } from '../content/support.ts';
import { auth, openWorld } from '../municipal/support.ts';
import { testEngine } from '../support.ts';
import { ruleOf, tokenCard, worldCard } from './support.ts';

describe('evidence times', () => {
  it('on a world’s card: `world_at` is the world’s clock, ahead of `at` once the clock was moved', async () => {
    const engine = testEngine({ source: 'page' });
    const capability = await openWorld(engine);
    await engine.call('POST', '/v1/sessions/current/clock', { advance_seconds: 7200 }, auth(capability));
    await engine.call('GET', '/v1/drafts', undefined, auth(capability, { prefer: 'fault=429' }));
    engine.clock.advance(500);
    await engine.call('GET', '/v1/drafts', undefined, auth(capability));
    const rule = ruleOf(await worldCard(engine, capability), 'any.retry-after');
    expect(rule.verdict).toBe('broken');
    for (const row of rule.evidence) expect(Date.parse(row.world_at ?? '') - Date.parse(row.at)).toBe(7_200_000);
  });

  it('on a content token’s card: `world_at` is null (no world)', async () => {
    const engine = testEngine({ source: 'page' });
    const token = await tokenWith(engine, WRITE);
    await engine.call('GET', '/api/pages', undefined, { ...bearer(token), prefer: 'fault=429' });
    engine.clock.advance(500);
    await engine.call('GET', '/api/pages', undefined, bearer(token));
    const rule = ruleOf(await tokenCard(engine, token), 'any.retry-after');
    expect(rule.evidence.length).toBeGreaterThan(0);
    expect(rule.evidence.every((row) => row.world_at === null)).toBe(true);
  });
});
