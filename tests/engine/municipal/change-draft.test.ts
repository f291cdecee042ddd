/**
 * PUT /v1/drafts/{id} (issue #26): "Change" on the review changes the case in review. The world then
 * holds one case, never a cancelled earlier version nobody cancelled.
 */
import { describe, expect, it } from 'vitest';
import { MUNICIPAL_LIMITS } from '../../../src/engine/municipal/contract.ts';
import { testEngine } from '../support.ts';
import { auth, type CaseBody, confirm, draft, newKey, openWorld, WOHNGELD } from './support.ts';

type Engine = ReturnType<typeof testEngine>;

async function change(engine: Engine, token: string, id: string, input: unknown, key = newKey()) {
  const res = await engine.call('PUT', `/v1/drafts/${id}`, input, auth(token, { 'idempotency-key': key }));
  return { res, body: (await res.json()) as CaseBody & { error?: string } };
}

async function cases(engine: Engine, token: string): Promise<CaseBody[]> {
  const res = await engine.call('GET', '/v1/drafts', undefined, auth(token));
  return ((await res.json()) as { cases: CaseBody[] }).cases;
}

const CHANGED = { ...WOHNGELD, profile: 'clara', fields: { haushalt: 'rente', wohnung: 'eigentum' } };

describe('PUT /v1/drafts/{id}', () => {
  it('changes the case in review: same id, next version, new answers, a new review; one case in the world', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const first = (await draft(engine, token, WOHNGELD)).body;
    engine.clock.advance(60_000);
    const { res, body } = await change(engine, token, first.id, CHANGED);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ id: first.id, state: 'review', version: 2, profile: { id: 'clara' } });
    expect(Date.parse(body.expires_at as string) - engine.clock.now()).toBe(MUNICIPAL_LIMITS.reviewMs);
    const all = await cases(engine, token);
    expect(all.map((c) => [c.id, c.state, c.version])).toEqual([[first.id, 'review', 2]]);
    // The changed version is the one submitted.
    expect((await confirm(engine, token, first.id, 'submit', 2)).res.status).toBe(200);
  });

  it('the same key and body replays; a case no longer in review, another service or an unknown id are refused', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const first = (await draft(engine, token, WOHNGELD)).body;
    const key = newKey();
    const once = await change(engine, token, first.id, CHANGED, key);
    const twice = await change(engine, token, first.id, CHANGED, key);
    expect(twice.body).toEqual(once.body);
    expect((await cases(engine, token))[0]?.version).toBe(2);

    const other = { service: 'bibliothek', profile: 'clara', fields: { tarif: 'probe', interesse: 'comic' } };
    expect((await change(engine, token, first.id, other)).res.status).toBe(422);
    expect((await change(engine, token, 'f'.repeat(32), CHANGED)).res.status).toBe(404);
    await confirm(engine, token, first.id, 'cancel', 2);
    const late = await change(engine, token, first.id, CHANGED);
    expect(late.res.status).toBe(409);
    expect(late.body.error).toBe('stale_version');
  });
});
