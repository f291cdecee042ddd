/** Slots of termin and raum: Berlin local times, deterministic per world, booked ones left out. */
import { describe, expect, it } from 'vitest';
import { berlinToInstant } from '../../../src/engine/berlin-time.ts';
import { testClock, testEngine } from '../support.ts';
import { auth, confirm, draft, openWorld } from './support.ts';

async function slots(engine: ReturnType<typeof testEngine>, token: string, path: string) {
  const res = await engine.call('GET', path, undefined, auth(token));
  return { res, body: await res.json() };
}

describe('GET /v1/slots/{id}', () => {
  it('needs the bearer', async () => {
    expect((await testEngine().call('GET', '/v1/slots/termin')).status).toBe(401);
  });

  it('answers the documented shape with Europe/Berlin local times in the future, on working days', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const { res, body } = await slots(engine, token, '/v1/slots/termin');
    expect(res.status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['period', 'service', 'slots', 'time_zone']);
    expect(body).toMatchObject({ service: 'termin', period: 'egal', time_zone: 'Europe/Berlin' });
    expect(body.slots.length).toBeGreaterThan(20);
    for (const slot of body.slots as string[]) {
      expect(slot).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
      const [date, time] = slot.split('T') as [string, string];
      expect(berlinToInstant(date, time)).toBeGreaterThan(engine.clock.now());
      expect([1, 2, 3, 4, 5]).toContain(new Date(`${date}T12:00:00Z`).getUTCDay());
    }
    expect([...body.slots].sort()).toEqual(body.slots);
  });

  it('follows the period: vormittag before 12:00, nachmittag after', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const morning = (await slots(engine, token, '/v1/slots/termin?period=vormittag')).body.slots as string[];
    const afternoon = (await slots(engine, token, '/v1/slots/termin?period=nachmittag')).body.slots as string[];
    const any = (await slots(engine, token, '/v1/slots/termin')).body.slots as string[];
    expect(morning.every((s) => s.slice(11) < '12:00')).toBe(true);
    expect(afternoon.every((s) => s.slice(11) >= '12:00')).toBe(true);
    expect([...morning, ...afternoon].sort()).toEqual(any);
  });

  it('gives raum slots per room, and needs the room as resource', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const saal = await slots(engine, token, '/v1/slots/raum?resource=saal');
    expect(saal.body).toMatchObject({ service: 'raum', resource: 'saal', time_zone: 'Europe/Berlin' });
    const musik = await slots(engine, token, '/v1/slots/raum?resource=musik');
    expect(musik.body.slots).not.toEqual(saal.body.slots);
    expect((await slots(engine, token, '/v1/slots/raum')).res.status).toBe(422);
    expect((await slots(engine, token, '/v1/slots/raum?resource=keller')).res.status).toBe(422);
  });

  it('answers 422 for a service without slots, an unknown period, or a resource for termin', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    for (const path of ['/v1/slots/wohngeld', '/v1/slots/termin?period=abends', '/v1/slots/termin?resource=saal']) {
      const { res, body } = await slots(engine, token, path);
      expect(res.status).toBe(422);
      expect(body.error).toBe('unsupported_input');
    }
    expect((await slots(engine, token, '/v1/slots/nothing')).res.status).toBe(404);
  });

  it('is deterministic for the same world and time', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const first = (await slots(engine, token, '/v1/slots/termin')).body.slots;
    expect((await slots(engine, token, '/v1/slots/termin')).body.slots).toEqual(first);
  });

  it('are correct across the spring daylight-saving change', async () => {
    // Friday 27 March 2026, 09:00 CET; the clocks go forward on Sunday 29 March.
    const engine = testEngine({ clock: testClock('2026-03-27T09:00:00+01:00') });
    const token = await openWorld(engine);
    const all = (await slots(engine, token, '/v1/slots/termin')).body.slots as string[];
    // Today's slots before 09:00 are past; the weekend has none.
    expect(all.filter((s) => s.startsWith('2026-03-27')).every((s) => s > '2026-03-27T09:00')).toBe(true);
    expect(all.some((s) => s.startsWith('2026-03-28') || s.startsWith('2026-03-29'))).toBe(false);
    expect(all.some((s) => s.startsWith('2026-03-30T08'))).toBe(true);
    // 08:00 local on the Monday after the change is 06:00 UTC.
    expect(new Date(berlinToInstant('2026-03-30', '08:00')).toISOString()).toBe('2026-03-30T06:00:00.000Z');
  });

  it('are correct across the autumn daylight-saving change', async () => {
    const engine = testEngine({ clock: testClock('2026-10-23T10:00:00+02:00') });
    const token = await openWorld(engine);
    const all = (await slots(engine, token, '/v1/slots/termin?period=vormittag')).body.slots as string[];
    expect(all.some((s) => s.startsWith('2026-10-24') || s.startsWith('2026-10-25'))).toBe(false);
    expect(all.some((s) => s.startsWith('2026-10-26'))).toBe(true);
    expect(all.filter((s) => s.startsWith('2026-10-23')).every((s) => s > '2026-10-23T10:00')).toBe(true);
  });

  it('leaves out past slots as the clock moves', async () => {
    const engine = testEngine({ clock: testClock('2026-05-05T07:00:00+02:00') });
    const token = await openWorld(engine);
    const before = (await slots(engine, token, '/v1/slots/termin')).body.slots as string[];
    expect(before.filter((s) => s.startsWith('2026-05-05')).length).toBeGreaterThan(3);
    engine.clock.set('2026-05-05T15:10:00+02:00');
    const after = (await slots(engine, token, '/v1/slots/termin')).body.slots as string[];
    expect(after.every((s) => s > '2026-05-05T15:10')).toBe(true);
    expect(after.some((s) => s.startsWith('2026-05-05T15:30') || s.startsWith('2026-05-05T16'))).toBe(true);
  });

  it('leaves out a slot booked by a completed case, and offers it again after cancellation', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const offered = (await slots(engine, token, '/v1/slots/termin?period=vormittag')).body.slots as string[];
    const slot = offered[0] as string;
    const input = { service: 'termin', profile: 'ben', fields: { anliegen: 'beratung', zeitraum: 'vormittag', slot } };
    const made = await draft(engine, token, input);
    // A draft in review does not hold the slot yet.
    expect((await slots(engine, token, '/v1/slots/termin?period=vormittag')).body.slots).toContain(slot);
    await confirm(engine, token, made.body.id, 'submit', 1);
    expect((await slots(engine, token, '/v1/slots/termin?period=vormittag')).body.slots).not.toContain(slot);
    await confirm(engine, token, made.body.id, 'cancel', 2);
    expect((await slots(engine, token, '/v1/slots/termin?period=vormittag')).body.slots).toContain(slot);
  });

  it('books slots per world: another world still offers the slot', async () => {
    const engine = testEngine();
    const first = await openWorld(engine);
    const second = await openWorld(engine);
    const slot = ((await slots(engine, first, '/v1/slots/raum?resource=saal')).body.slots as string[])[0] as string;
    const input = { service: 'raum', profile: 'anna', fields: { raum: 'saal', zeitraum: 'egal', slot } };
    const made = await draft(engine, first, input);
    await confirm(engine, first, made.body.id, 'submit', 1);
    expect((await slots(engine, first, '/v1/slots/raum?resource=saal')).body.slots).not.toContain(slot);
    const other = (await slots(engine, second, '/v1/slots/raum?resource=saal')).body.slots as string[];
    const otherDraft = await draft(engine, second, { ...input, fields: { ...input.fields, slot: other[0] as string } });
    expect(otherDraft.res.status).toBe(201);
  });
});
