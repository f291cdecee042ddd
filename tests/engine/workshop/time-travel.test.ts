/** Workshop time travel (issue #13): one world's clock moves; reviews expire, the world ends, others keep their time. */
import { describe, expect, it } from 'vitest';
import { berlinIso } from '../../../src/engine/berlin-time.ts';
import { MUNICIPAL_LIMITS } from '../../../src/engine/municipal/contract.ts';
import { auth, confirm, draft, firstSlot, openWorld, WOHNGELD } from '../municipal/support.ts';
import { testEngine } from '../support.ts';
import { connectAgent, moveClock, restarted, settingsOf } from './support.ts';

const REVIEW_SECONDS = MUNICIPAL_LIMITS.reviewMs / 1000;
const WORLD_SECONDS = MUNICIPAL_LIMITS.worldMs / 1000;

describe('moving a world’s clock', () => {
  it('shows the world’s time, offset and end; a move advances now and keeps the end', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const before = await settingsOf(engine, token);
    expect(before).toMatchObject({ now: berlinIso(engine.clock.now()), clock_offset_seconds: 0 });
    expect(before.ends_at).toBe(berlinIso(engine.clock.now() + MUNICIPAL_LIMITS.worldMs));
    const res = await moveClock(engine, token, 600);
    expect(res.status).toBe(200);
    const after = await res.json();
    expect(after).toMatchObject({ now: berlinIso(engine.clock.now() + 600_000), clock_offset_seconds: 600 });
    expect(after.ends_at).toBe(before.ends_at);
    expect(await settingsOf(engine, token)).toEqual(after);
  });

  it('makes a review expire: submit answers 409 review_expired after 15 minutes of world time', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    expect((await moveClock(engine, token, REVIEW_SECONDS)).status).toBe(200);
    const { res, body } = await confirm(engine, token, made.body.id, 'submit', 1);
    expect(res.status).toBe(409);
    expect(body.error).toBe('review_expired');
  });

  it('leaves a review that has not yet run out submittable (one second before its end)', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    await moveClock(engine, token, REVIEW_SECONDS - 1);
    expect((await confirm(engine, token, made.body.id, 'submit', 1)).res.status).toBe(200);
  });

  it('stamps drafts made after a move in the world’s time', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await moveClock(engine, token, 3600);
    const made = await draft(engine, token, WOHNGELD);
    expect(made.body.expires_at).toBe(berlinIso(engine.clock.now() + 3_600_000 + MUNICIPAL_LIMITS.reviewMs));
  });

  it('never touches another world', async () => {
    const engine = testEngine();
    const moved = await openWorld(engine);
    const other = await openWorld(engine);
    const otherDraft = await draft(engine, other, WOHNGELD);
    await moveClock(engine, moved, REVIEW_SECONDS * 2);
    expect((await settingsOf(engine, other)).clock_offset_seconds).toBe(0);
    expect((await confirm(engine, other, otherDraft.body.id, 'submit', 1)).res.status).toBe(200);
  });

  it('drops slots that are past in the world’s time', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    expect(await firstSlot(engine, token)).toBe('2026-03-27T09:30');
    // Friday 27 March 09:00 + 5 hours: 14:00, so the morning's slots are past (and the 14:00 one too).
    expect((await moveClock(engine, token, 5 * 3600)).status).toBe(200);
    expect((await firstSlot(engine, token)) > '2026-03-27T14:00').toBe(true);
  });

  it('ends the world when a move reaches its end: 204, then its capability is 401', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await moveClock(engine, token, WORLD_SECONDS - 60);
    expect((await engine.call('GET', '/v1/drafts', undefined, auth(token))).status).toBe(200);
    expect((await moveClock(engine, token, 60)).status).toBe(204);
    expect((await engine.call('GET', '/v1/drafts', undefined, auth(token))).status).toBe(401);
    expect(await engine.context.db.worlds.count()).toBe(0);
  });

  it('ends a moved world when the device’s clock reaches its nearer end', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await moveClock(engine, token, WORLD_SECONDS - 60);
    engine.clock.advance(60_000);
    expect((await engine.call('GET', '/v1/drafts', undefined, auth(token))).status).toBe(401);
  });

  it('keeps the offset in IndexedDB: a restarted worker sees the same world time', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    await moveClock(engine, token, REVIEW_SECONDS);
    const again = restarted(engine);
    const res = await again.handle(
      new Request(`http://localhost/v1/drafts/${made.body.id}/submit`, {
        method: 'POST',
        headers: { ...auth(token), 'idempotency-key': 'restart-submit-0001', 'content-type': 'application/json' },
        body: JSON.stringify({ version: 1, confirmed: true }),
      }),
    );
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('review_expired');
  });

  it('is the person’s: an agent connection gets 403 person_required', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const agent = await connectAgent(engine, token);
    const res = await moveClock(engine, agent, 60);
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('person_required');
    expect((await engine.call('GET', '/v1/sessions/current', undefined, auth(agent))).status).toBe(403);
  });

  it('refuses a body of the wrong shape (400) and a move out of range (422), changing nothing', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    for (const body of [
      {},
      { advance_seconds: '60' },
      { advance_seconds: 60, extra: 1 },
      [60],
      { advance_seconds: 1.5 },
    ]) {
      const res = await engine.call('POST', '/v1/sessions/current/clock', body, auth(token));
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('malformed_request');
    }
    for (const seconds of [0, -5, WORLD_SECONDS + 1]) {
      const res = await moveClock(engine, token, seconds);
      expect(res.status).toBe(422);
      expect((await res.json()).error).toBe('unsupported_input');
    }
    expect((await settingsOf(engine, token)).clock_offset_seconds).toBe(0);
  });

  it('needs a capability (401)', async () => {
    const engine = testEngine();
    expect((await engine.call('POST', '/v1/sessions/current/clock', { advance_seconds: 60 })).status).toBe(401);
    expect((await engine.call('GET', '/v1/sessions/current')).status).toBe(401);
  });
});
