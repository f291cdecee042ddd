/**
 * One clock (issue #26): a world's journal entries carry the world's time of their request, which runs
 * ahead of the device's once the world's clock was moved; `time` stays the device's.
 */
import { describe, expect, it } from 'vitest';
import { auth, openWorld } from '../municipal/support.ts';
import { testEngine } from '../support.ts';
import { ownerJournal, worldJournal } from './support.ts';

const HOUR_MS = 3_600_000;

describe('world time of journal entries', () => {
  it('is the device time until the clock moves, and the world’s clock from then on, also within one batch', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    const agent = (await (
      await engine.call('POST', '/v1/connections', { name: 'Claude' }, auth(capability))
    ).json()) as {
      token: string;
    };
    await engine.journal.flush();
    // No flush between them: the move and the requests around it are written in one batch. The
    // catalogue does not look the world up, and the batch first meets the agent's token after the move.
    await engine.call('GET', '/v1/services', undefined, auth(agent.token));
    await engine.call('GET', '/v1/services', undefined, auth(capability));
    engine.clock.advance(1000);
    const moved = await engine.call('POST', '/v1/sessions/current/clock', { advance_seconds: 3600 }, auth(capability));
    expect(moved.status).toBe(200);
    engine.clock.advance(1000);
    await engine.call('GET', '/v1/services', undefined, auth(capability));
    await engine.call('GET', '/v1/cases', undefined, auth(agent.token));

    const entries = await worldJournal(engine, capability);
    const ahead = entries.map((entry) => [
      `${entry.method} ${entry.url}`,
      Date.parse(entry.world_time ?? '') - Date.parse(entry.time),
    ]);
    expect(ahead).toEqual([
      ['POST /v1/sessions', 0],
      ['POST /v1/connections', 0],
      ['GET /v1/services', 0],
      ['GET /v1/services', 0],
      // Asked at the world's time before it moved.
      ['POST /v1/sessions/current/clock', 0],
      ['GET /v1/services', HOUR_MS],
      ['GET /v1/cases', HOUR_MS],
    ]);
    const last = entries.at(-1);
    expect(last?.time).toBe('2026-03-27T08:00:02.000Z');
    expect(last?.world_time).toBe('2026-03-27T09:00:02.000Z');
  });

  it('is the world’s time the settings answer names as `now`', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    await engine.call('POST', '/v1/sessions/current/clock', { advance_seconds: 5400 }, auth(capability));
    const settings = (await (await engine.call('GET', '/v1/sessions/current', undefined, auth(capability))).json()) as {
      now: string;
    };
    const read = (await worldJournal(engine, capability)).at(-1);
    expect(read?.url).toBe('/v1/sessions/current');
    expect(Date.parse(read?.world_time ?? '')).toBe(Date.parse(settings.now));
  });

  it('is null on entries that belong to no world (content tokens, public requests)', async () => {
    const engine = testEngine();
    await engine.call('GET', '/api/pages');
    const entries = await ownerJournal(engine);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.world_time === null)).toBe(true);
  });
});
