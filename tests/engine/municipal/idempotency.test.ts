/** Idempotency-Key: identical retries replay the first answer; concurrent duplicates make one case. */
import { describe, expect, it } from 'vitest';
import { testEngine } from '../support.ts';
import { auth, confirm, draft, newKey, openWorld, WOHNGELD } from './support.ts';

describe('Idempotency-Key on POST /v1/drafts', () => {
  it('replays the first answer, status and body, for the identical payload', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const key = newKey();
    const first = await draft(engine, token, WOHNGELD, key);
    engine.clock.advance(60_000);
    const retry = await draft(engine, token, WOHNGELD, key);
    expect(retry.res.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.res.headers.get('idempotent-replayed')).toBe('true');
    expect(first.res.headers.get('idempotent-replayed')).toBeNull();
    const list = await (await engine.call('GET', '/v1/drafts', undefined, auth(token))).json();
    expect(list.cases).toHaveLength(1);
  });

  it('compares payloads as parsed JSON: key order and spacing do not matter', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const key = newKey();
    const first = await draft(engine, token, WOHNGELD, key);
    const reordered = `{ "fields": {"wohnung":"miete", "haushalt":"familie"}, "profile":"anna", "service":"wohngeld" }`;
    const res = await engine.call('POST', '/v1/drafts', reordered, auth(token, { 'idempotency-key': key }));
    expect(res.status).toBe(201);
    expect((await res.json()).id).toBe(first.body.id);
  });

  it('answers 409 idempotency_key_reused for another payload with the same key', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const key = newKey();
    await draft(engine, token, WOHNGELD, key);
    const other = await draft(engine, token, { ...WOHNGELD, profile: 'ben' }, key);
    expect(other.res.status).toBe(409);
    expect(other.body.error).toBe('idempotency_key_reused');
  });

  it('makes one case from two identical requests in flight at once', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => draft(engine, token, WOHNGELD, key)));
    const ids = new Set(answers.map((a) => a.body.id));
    expect(answers.every((a) => a.res.status === 201)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await engine.context.db.cases.count()).toBe(1);
    expect((await engine.context.db.worlds.toArray())[0]?.caseCount).toBe(1);
  });

  it('scopes keys to the world: the same key in another world is a new request', async () => {
    const engine = testEngine();
    const key = newKey();
    const a = await draft(engine, await openWorld(engine), WOHNGELD, key);
    const b = await draft(engine, await openWorld(engine), { ...WOHNGELD, profile: 'ben' }, key);
    expect(b.res.status).toBe(201);
    expect(b.body.id).not.toBe(a.body.id);
  });

  it('keeps only successful answers: after an error the same key may be retried', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const key = newKey();
    const bad = await draft(engine, token, { ...WOHNGELD, profile: 'zoe' }, key);
    expect(bad.res.status).toBe(422);
    expect((await draft(engine, token, WOHNGELD, key)).res.status).toBe(201);
  });

  it('keeps keys for the lifetime of the world', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const key = newKey();
    const first = await draft(engine, token, WOHNGELD, key);
    engine.clock.advance(23 * 60 * 60 * 1000);
    expect((await draft(engine, token, WOHNGELD, key)).body.id).toBe(first.body.id);
  });
});

describe('Idempotency-Key on submit and cancel', () => {
  it('replays a submit: the retry answers the same case, not stale_version', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    const key = newKey();
    const first = await confirm(engine, token, made.body.id, 'submit', 1, key);
    const retry = await confirm(engine, token, made.body.id, 'submit', 1, key);
    expect(retry.res.status).toBe(200);
    expect(retry.body).toEqual(first.body);
  });

  it('scopes keys to the path: the key of a draft can be used for its submit', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const key = newKey();
    const made = await draft(engine, token, WOHNGELD, key);
    expect((await confirm(engine, token, made.body.id, 'submit', 1, key)).res.status).toBe(200);
  });

  it('answers 409 idempotency_key_reused for a submit key reused with another version', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, {
      service: 'umzug',
      profile: 'ben',
      fields: { adresse: 'distel7', haushalt: 'allein' },
    });
    const key = newKey();
    await confirm(engine, token, made.body.id, 'cancel', 1, key);
    expect((await confirm(engine, token, made.body.id, 'cancel', 2, key)).body.error).toBe('idempotency_key_reused');
  });

  it('requires the key on submit and cancel', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    for (const action of ['submit', 'cancel']) {
      const res = await engine.call(
        'POST',
        `/v1/drafts/${made.body.id}/${action}`,
        { version: 1, confirmed: true },
        auth(token),
      );
      expect(res.status).toBe(400);
    }
  });
});
