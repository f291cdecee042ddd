/** POST /v1/drafts and reading cases: a case in review, valid for 15 minutes, nothing executed. */
import { describe, expect, it } from 'vitest';
import { MUNICIPAL_LIMITS } from '../../../src/engine/municipal/contract.ts';

import { testEngine } from '../support.ts';
import { auth, type CaseBody, confirm, draft, newKey, openWorld, terminInput, WOHNGELD } from './support.ts';

const REVIEW_LIFETIME_MS = MUNICIPAL_LIMITS.reviewMs;

const BIBLIOTHEK = { service: 'bibliothek', profile: 'clara', fields: { tarif: 'probe', interesse: 'comic' } };

const CASE_KEYS = [
  'can_cancel',
  'demo',
  'details',
  'expires_at',
  'fee',
  'id',
  'profile',
  'receipt',
  'service',
  'state',
  'version',
];

describe('POST /v1/drafts', () => {
  it('creates a case in state review with exactly the fields of the Case table', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const { res, body } = await draft(engine, token, WOHNGELD);
    expect(res.status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(CASE_KEYS);
    expect(body.id).toMatch(/^[a-f0-9]{32}$/);
    expect(body).toMatchObject({
      service: 'wohngeld',
      state: 'review',
      version: 1,
      receipt: null,
      can_cancel: true,
      demo: true,
    });
    expect(body.profile).toMatchObject({ id: 'anna', name: 'Anna Beispiel' });
    expect(Date.parse(body.expires_at as string) - engine.clock.now()).toBe(REVIEW_LIFETIME_MS);
  });

  it('gives details as strings: chosen values, labels, the profile, the fee in words and the outcome', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const { body } = await draft(engine, token, {
      service: 'parken',
      profile: 'ben',
      fields: { zone: 'altstadt', fahrzeug: 'roller' },
    });
    expect(body.fee).toBe(1500);
    expect(body.details).toMatchObject({
      service_name: 'Bewohnerparkausweis',
      zone: 'altstadt',
      zone_label: 'Altstadt',
      fahrzeug: 'roller',
      fahrzeug_label: 'Motorroller',
      fee_text: '15,00 €',
      outcome: 'received',
    });
    expect(Object.values(body.details).every((value) => typeof value === 'string')).toBe(true);
  });

  it('computes the fee in euro cents from the fee rule', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const fee = async (input: object) => (await draft(engine, token, input)).body.fee;
    expect(await fee({ service: 'bibliothek', profile: 'clara', fields: { tarif: 'jahr', interesse: 'roman' } })).toBe(
      2000,
    );
    expect(await fee({ service: 'bibliothek', profile: 'clara', fields: { tarif: 'probe', interesse: 'roman' } })).toBe(
      0,
    );
    expect(await fee({ service: 'meldebescheinigung', profile: 'clara', fields: { zweck: 'arbeit' } })).toBe(1000);
  });

  it('does not execute the service: the draft holds no slot and changes no address', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await draft(engine, token, {
      service: 'umzug',
      profile: 'deniz',
      fields: { adresse: 'distel7', haushalt: 'allein' },
    });
    const profiles = await (await engine.call('GET', '/v1/profiles', undefined, auth(token))).json();
    expect(profiles.profiles.find((p: { id: string }) => p.id === 'deniz').address).toMatch(/^Marktplatz 1/);
  });

  it('needs the bearer', async () => {
    const res = await testEngine().call('POST', '/v1/drafts', WOHNGELD, { 'idempotency-key': newKey() });
    expect(res.status).toBe(401);
  });

  it.each([
    ['missing', undefined],
    ['too short', 'short-key-123'],
    ['too long', 'k'.repeat(101)],
    ['with a forbidden character', 'key.with.dots.1234'],
  ])('answers 400 when the Idempotency-Key is %s', async (_, key) => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const headers = auth(token, key === undefined ? {} : { 'idempotency-key': key });
    const res = await engine.call('POST', '/v1/drafts', WOHNGELD, headers);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/Idempotency-Key/);
  });

  it('accepts keys of 16 and of 100 characters', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    expect((await draft(engine, token, WOHNGELD, 'a'.repeat(16))).res.status).toBe(201);
    expect((await draft(engine, token, WOHNGELD, 'B_-9'.repeat(25))).res.status).toBe(201);
  });

  it.each([
    ['not an object', [WOHNGELD]],
    ['missing fields', { service: 'wohngeld', profile: 'anna' }],
    ['an extra top-level key', { ...WOHNGELD, note: 'x' }],
    ['a field value that is not a string', { ...WOHNGELD, fields: { haushalt: 1, wohnung: 'miete' } }],
    ['fields as an array', { ...WOHNGELD, fields: [] }],
  ])('answers 400 malformed_request for a body with %s', async (_, body) => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const { res, body: problem } = await draft(engine, token, body);
    expect(res.status).toBe(400);
    expect(problem.error).toBe('malformed_request');
  });

  it('answers 400 for malformed JSON', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const res = await engine.call('POST', '/v1/drafts', '{"service":', auth(token, { 'idempotency-key': newKey() }));
    expect(res.status).toBe(400);
  });

  it.each([
    ['an unknown service', { service: 'steuer', profile: 'anna', fields: {} }],
    ['an unknown profile', { ...WOHNGELD, profile: 'zoe' }],
    ['a value outside the catalogue', { ...WOHNGELD, fields: { haushalt: 'wg', wohnung: 'miete' } }],
    ['a missing field', { ...WOHNGELD, fields: { haushalt: 'familie' } }],
    ['an extra field', { ...WOHNGELD, fields: { haushalt: 'familie', wohnung: 'miete', zimmer: '3' } }],
    [
      'a field of another service',
      { service: 'hund', profile: 'anna', fields: { haushalt: 'familie', wohnung: 'miete' } },
    ],
    [
      'a slot that does not match the pattern',
      { service: 'termin', profile: 'anna', fields: { anliegen: 'ausweis', zeitraum: 'egal', slot: 'Montag 9 Uhr' } },
    ],
  ])('answers 422 unsupported_input for %s', async (_, body) => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const { res, body: problem } = await draft(engine, token, body);
    expect(res.status).toBe(422);
    expect(problem.error).toBe('unsupported_input');
    expect(typeof problem.message).toBe('string');
  });

  it('answers 409 booking_conflict for a well-formed slot that is not offered', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const input = {
      service: 'termin',
      profile: 'anna',
      fields: { anliegen: 'ausweis', zeitraum: 'egal', slot: '2026-03-28T09:00' },
    };
    const { res, body } = await draft(engine, token, input);
    expect(res.status).toBe(409);
    expect(body.error).toBe('booking_conflict');
  });

  it('answers 409 booking_conflict for an offered slot outside the chosen period', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const input = await terminInput(engine, token);
    const { res } = await draft(engine, token, { ...input, fields: { ...input.fields, zeitraum: 'nachmittag' } });
    expect(res.status).toBe(409);
  });
});

describe('reading cases', () => {
  it('lists only the cases of the bearer’s world, oldest first', async () => {
    const engine = testEngine();
    const mine = await openWorld(engine);
    const other = await openWorld(engine);
    const a = await draft(engine, mine, WOHNGELD);
    const b = await draft(engine, mine, { ...WOHNGELD, profile: 'ben' });
    await draft(engine, other, WOHNGELD);
    const list = await (await engine.call('GET', '/v1/drafts', undefined, auth(mine))).json();
    expect(Object.keys(list)).toEqual(['cases']);
    expect(list.cases.map((c: { id: string }) => c.id)).toEqual([a.body.id, b.body.id]);
  });

  it('lists every change at once: a new draft, a submit and a cancel', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const states = async () => {
      const list = await (await engine.call('GET', '/v1/drafts', undefined, auth(token))).json();
      return list.cases.map((c: CaseBody) => `${c.state} v${c.version}`);
    };
    expect(await states()).toEqual([]);
    const first = await draft(engine, token, BIBLIOTHEK);
    expect(await states()).toEqual(['review v1']);
    const second = await draft(engine, token, WOHNGELD);
    expect(await states()).toEqual(['review v1', 'review v1']);
    await confirm(engine, token, first.body.id, 'submit', 1);
    expect(await states()).toEqual(['completed v2', 'review v1']);
    await confirm(engine, token, second.body.id, 'cancel', 1);
    expect(await states()).toEqual(['completed v2', 'cancelled v2']);
    await confirm(engine, token, first.body.id, 'cancel', 2);
    expect(await states()).toEqual(['cancelled v3', 'cancelled v2']);
  });

  it('reads one case of the world; another world’s case is 404 not_found', async () => {
    const engine = testEngine();
    const mine = await openWorld(engine);
    const other = await openWorld(engine);
    const { body } = await draft(engine, mine, WOHNGELD);
    const own = await engine.call('GET', `/v1/drafts/${body.id}`, undefined, auth(mine));
    expect(await own.json()).toEqual(body);
    const foreign = await engine.call('GET', `/v1/drafts/${body.id}`, undefined, auth(other));
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error).toBe('not_found');
  });

  it('answers 404 for an unknown or malformed case id', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    for (const id of ['0'.repeat(32), 'xyz', 'A'.repeat(32)]) {
      expect((await engine.call('GET', `/v1/drafts/${id}`, undefined, auth(token))).status).toBe(404);
    }
  });
});
