/** Submit and cancel: the state table, the 409s, and the effects on the world. */
import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../../src/engine/municipal/catalogue.ts';
import { MUNICIPAL_LIMITS } from '../../../src/engine/municipal/contract.ts';

import { testEngine } from '../support.ts';
import { auth, confirm, draft, firstSlot, newKey, openWorld, terminInput, WOHNGELD } from './support.ts';

const REVIEW_LIFETIME_MS = MUNICIPAL_LIMITS.reviewMs;

/** A valid DraftInput for any service: the first option of every field (and an offered slot). */
async function inputFor(engine: ReturnType<typeof testEngine>, token: string, serviceId: string) {
  const service = SERVICES.find((s) => s.id === serviceId);
  const fields: Record<string, string> = {};
  for (const field of service?.fields ?? []) fields[field.key] = field.options[0]?.value ?? '';
  if (serviceId === 'termin') fields.slot = await firstSlot(engine, token, 'termin', '?period=vormittag');
  if (serviceId === 'raum')
    fields.slot = await firstSlot(engine, token, 'raum', `?period=vormittag&resource=${fields.raum}`);
  return { service: serviceId, profile: 'clara', fields };
}

async function profileAddress(engine: ReturnType<typeof testEngine>, token: string, id: string) {
  const body = await (await engine.call('GET', '/v1/profiles', undefined, auth(token))).json();
  return body.profiles.find((p: { id: string }) => p.id === id).address as string;
}

describe('submit', () => {
  it.each(SERVICES.map((s) => [s.id, s.outcome]))(
    '%s becomes %s, with a receipt and a higher version',
    async (id, outcome) => {
      const engine = testEngine();
      const token = await openWorld(engine);
      const made = await draft(engine, token, await inputFor(engine, token, id));
      expect(made.res.status).toBe(201);
      const { res, body } = await confirm(engine, token, made.body.id, 'submit', 1);
      expect(res.status).toBe(200);
      expect(body.state).toBe(outcome);
      expect(body.version).toBe(2);
      expect(body.receipt?.number).toMatch(/^NW-\d{4}-\d{4}$/);
      expect(body.receipt?.url).toBe(`/v1/drafts/${made.body.id}/receipt`);
      expect(body).not.toHaveProperty('expires_at');
      // A received request is not an approval, and cannot be cancelled.
      expect(body.can_cancel).toBe(outcome === 'completed');
    },
  );

  it('answers 409 stale_version, with the current version, for a version that is not current', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    const { res, body } = await confirm(engine, token, made.body.id, 'submit', 2);
    expect(res.status).toBe(409);
    expect(body.error).toBe('stale_version');
    expect(body.current_version).toBe(1);
  });

  it('answers 409 stale_version when a submitted case is submitted again', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    await confirm(engine, token, made.body.id, 'submit', 1);
    const again = await confirm(engine, token, made.body.id, 'submit', 2);
    expect(again.res.status).toBe(409);
    expect(again.body.error).toBe('stale_version');
  });

  it('answers 409 review_expired after 15 minutes; the case stays in review with a past expires_at; cancel still works', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    engine.clock.advance(REVIEW_LIFETIME_MS - 1);
    const late = await draft(engine, token, { ...WOHNGELD, profile: 'ben' });
    engine.clock.advance(1);
    const { res, body } = await confirm(engine, token, made.body.id, 'submit', 1);
    expect(res.status).toBe(409);
    expect(body.error).toBe('review_expired');
    const read = await (await engine.call('GET', `/v1/drafts/${made.body.id}`, undefined, auth(token))).json();
    expect(read.state).toBe('review');
    expect(Date.parse(read.expires_at)).toBeLessThanOrEqual(engine.clock.now());
    expect((await confirm(engine, token, late.body.id, 'submit', 1)).res.status).toBe(200);
    const cancelled = await confirm(engine, token, made.body.id, 'cancel', 1);
    expect(cancelled.body.state).toBe('cancelled');
  });

  it('answers 409 booking_conflict when the slot was booked meanwhile by another case', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const input = await terminInput(engine, token);
    const first = await draft(engine, token, input);
    const second = await draft(engine, token, { ...input, profile: 'ben' });
    expect((await confirm(engine, token, first.body.id, 'submit', 1)).res.status).toBe(200);
    const { res, body } = await confirm(engine, token, second.body.id, 'submit', 1);
    expect(res.status).toBe(409);
    expect(body.error).toBe('booking_conflict');
    // The slot is not offered any more, so a new draft for it is refused too.
    expect((await draft(engine, token, input)).res.status).toBe(409);
  });

  it('a completed move changes the address in that world only; an older draft of that profile is 409 profile_changed', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const other = await openWorld(engine);
    const older = await draft(engine, token, { ...WOHNGELD, profile: 'deniz' });
    const move = await draft(engine, token, {
      service: 'umzug',
      profile: 'deniz',
      fields: { adresse: 'blumen13', haushalt: 'familie' },
    });
    expect(move.body.details.new_address).toMatch(/^Blumenweg 13/);
    expect((await confirm(engine, token, move.body.id, 'submit', 1)).body.state).toBe('completed');
    expect(await profileAddress(engine, token, 'deniz')).toMatch(/^Blumenweg 13/);
    expect(await profileAddress(engine, other, 'deniz')).toMatch(/^Marktplatz 1/);
    const { res, body } = await confirm(engine, token, older.body.id, 'submit', 1);
    expect(res.status).toBe(409);
    expect(body.error).toBe('profile_changed');
    // A new draft takes the new address as its snapshot.
    const fresh = await draft(engine, token, { ...WOHNGELD, profile: 'deniz' });
    expect(fresh.body.profile.address).toMatch(/^Blumenweg 13/);
  });
});

describe('cancel', () => {
  it('cancels a case in review', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    const { res, body } = await confirm(engine, token, made.body.id, 'cancel', 1);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ state: 'cancelled', version: 2, can_cancel: false, receipt: null });
  });

  it('cancels a completed move and restores the previous address', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const move = await draft(engine, token, {
      service: 'umzug',
      profile: 'anna',
      fields: { adresse: 'distel7', haushalt: 'allein' },
    });
    await confirm(engine, token, move.body.id, 'submit', 1);
    expect(await profileAddress(engine, token, 'anna')).toMatch(/^Distelstraße 7/);
    const { body } = await confirm(engine, token, move.body.id, 'cancel', 2);
    expect(body.state).toBe('cancelled');
    expect(body.version).toBe(3);
    expect(await profileAddress(engine, token, 'anna')).toMatch(/^Lindenallee 2/);
  });

  it('answers 409 not_cancellable for a received case, whose can_cancel is false', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    const submitted = await confirm(engine, token, made.body.id, 'submit', 1);
    expect(submitted.body).toMatchObject({ state: 'received', can_cancel: false });
    const { res, body } = await confirm(engine, token, made.body.id, 'cancel', 2);
    expect(res.status).toBe(409);
    expect(body.error).toBe('not_cancellable');
  });

  it('answers 409 not_cancellable for a case already cancelled', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    await confirm(engine, token, made.body.id, 'cancel', 1);
    expect((await confirm(engine, token, made.body.id, 'cancel', 2)).body.error).toBe('not_cancellable');
  });

  it('answers 409 stale_version for a version that is not current', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    expect((await confirm(engine, token, made.body.id, 'cancel', 5)).body.error).toBe('stale_version');
  });

  it('cannot touch a case of another world (404)', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const other = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    expect((await confirm(engine, other, made.body.id, 'cancel', 1)).res.status).toBe(404);
    expect((await confirm(engine, other, made.body.id, 'submit', 1)).res.status).toBe(404);
    const read = await (await engine.call('GET', `/v1/drafts/${made.body.id}`, undefined, auth(token))).json();
    expect(read.state).toBe('review');
  });
});

describe('the Confirmation', () => {
  async function send(body: unknown) {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    const res = await engine.call(
      'POST',
      `/v1/drafts/${made.body.id}/submit`,
      typeof body === 'string' ? body : JSON.stringify(body),
      auth(token, { 'idempotency-key': newKey() }),
    );
    return { res, body: await res.json() };
  }

  it.each([
    ['an extra key', { version: 1, confirmed: true, note: 'ok' }],
    ['version 0', { version: 0, confirmed: true }],
    ['a fractional version', { version: 1.5, confirmed: true }],
    ['a version as a string', { version: '1', confirmed: true }],
    ['no confirmed', { version: 1 }],
    ['confirmed as a string', { version: 1, confirmed: 'true' }],
    ['an array', [{ version: 1, confirmed: true }]],
    ['malformed JSON', '{"version": 1,'],
  ])('answers 400 malformed_request for %s', async (_, body) => {
    const { res, body: problem } = await send(body);
    expect(res.status).toBe(400);
    expect(problem.error).toBe('malformed_request');
  });

  it('answers 422 when confirmed is false: nothing is submitted without explicit confirmation', async () => {
    const { res, body } = await send({ version: 1, confirmed: false });
    expect(res.status).toBe(422);
    expect(body.message).toMatch(/explicit confirmation/);
  });
});
