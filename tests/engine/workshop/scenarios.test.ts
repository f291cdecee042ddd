/** Workshop scenarios (issue #13): a world filled with the same material for everyone; reset to it. */
import { describe, expect, it } from 'vitest';
import { MUNICIPAL_LIMITS } from '../../../src/engine/municipal/contract.ts';
import { auth, type CaseBody, confirm, draft, openWorld, WOHNGELD } from '../municipal/support.ts';
import { type TestEngine, testEngine } from '../support.ts';
import { connectAgent, moveClock, settingsOf } from './support.ts';

const fill = (engine: TestEngine, token: string, name: unknown) =>
  engine.call('PUT', '/v1/sessions/current/scenario', { name }, auth(token));

async function cases(engine: TestEngine, token: string): Promise<CaseBody[]> {
  return ((await (await engine.call('GET', '/v1/drafts', undefined, auth(token))).json()) as { cases: CaseBody[] })
    .cases;
}

describe('scenarios', () => {
  it('every-state: a case in each state, a booked slot, a review about to expire', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const res = await fill(engine, token, 'every-state');
    expect(res.status).toBe(200);
    expect((await res.json()).scenario).toBe('every-state');
    const list = await cases(engine, token);
    expect(list.map((c) => `${c.service}:${c.state}`)).toEqual([
      'wohngeld:review',
      'wohngeld:received',
      'hund:cancelled',
      'termin:completed',
      'wohngeld:review',
    ]);
    // The booking holds its slot: the slot list no longer offers it.
    const booked = list[3]?.details.slot as string;
    const slots = await (await engine.call('GET', '/v1/slots/termin', undefined, auth(token))).json();
    expect(slots.slots).not.toContain(booked);
    // The last review ends one minute from now: 60 seconds later its submit is 409 review_expired.
    const expiring = list[4] as CaseBody;
    expect(Date.parse(expiring.expires_at ?? '') - engine.clock.now()).toBe(60_000);
    await moveClock(engine, token, 60);
    expect((await confirm(engine, token, expiring.id, 'submit', 1)).body.error).toBe('review_expired');
    // The first review can still be submitted, like any draft.
    expect((await confirm(engine, token, list[0]?.id as string, 'submit', 1)).res.status).toBe(200);
  });

  it('nearly-full: 39 cases; the 40th draft is made, the 41st is 429 capacity_reached', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await fill(engine, token, 'nearly-full');
    expect(await cases(engine, token)).toHaveLength(MUNICIPAL_LIMITS.casesPerWorld - 1);
    expect((await draft(engine, token, WOHNGELD)).res.status).toBe(201);
    expect((await draft(engine, token, WOHNGELD)).res.status).toBe(429);
  });

  it('the same name again resets the world: its own cases and idempotency records are gone', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await fill(engine, token, 'every-state');
    const before = await cases(engine, token);
    const own = await draft(engine, token, WOHNGELD, 'own-draft-key-000001');
    await confirm(engine, token, before[0]?.id as string, 'submit', 1);
    await fill(engine, token, 'every-state');
    const after = await cases(engine, token);
    expect(after.map((c) => c.state)).toEqual(before.map((c) => c.state));
    expect(after.map((c) => c.id)).not.toContain(own.body.id);
    // The key is free again: the same key makes a new case instead of replaying the old one.
    const again = await draft(engine, token, WOHNGELD, 'own-draft-key-000001');
    expect(again.res.headers.get('idempotent-replayed')).toBeNull();
  });

  it('empty leaves no cases; the clock and faults stay', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await moveClock(engine, token, 600);
    await fill(engine, token, 'every-state');
    await fill(engine, token, 'empty');
    expect(await cases(engine, token)).toEqual([]);
    expect((await settingsOf(engine, token)).clock_offset_seconds).toBe(600);
  });

  it('touches no other world', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const other = await openWorld(engine);
    await draft(engine, other, WOHNGELD);
    await fill(engine, token, 'nearly-full');
    expect(await cases(engine, other)).toHaveLength(1);
  });

  it('refuses a wrong body (400), an unknown name (422) and an agent (403), changing nothing', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    for (const body of [{}, { name: 1 }, { name: 'empty', x: 1 }, ['empty']]) {
      expect((await engine.call('PUT', '/v1/sessions/current/scenario', body, auth(token))).status).toBe(400);
    }
    expect((await fill(engine, token, 'chaos')).status).toBe(422);
    const agent = await connectAgent(engine, token);
    expect((await fill(engine, agent, 'empty')).status).toBe(403);
    expect((await settingsOf(engine, token)).scenario).toBeNull();
  });
});
