/** Agent connections: the agent reads and prepares, only the person submits or cancels. */
import { describe, expect, it } from 'vitest';
import { MUNICIPAL_LIMITS } from '../../../src/engine/municipal/contract.ts';
import type { TestEngine } from '../support.ts';
import { testEngine } from '../support.ts';
import { auth, newKey, openWorld, terminInput, WOHNGELD } from './support.ts';

async function connect(engine: TestEngine, capability: string, name = 'Mein Assistent') {
  const res = await engine.call('POST', '/v1/connections', { name }, auth(capability));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; name: string; token: string };
}

async function draft(engine: TestEngine, token: string, input: unknown = WOHNGELD) {
  const res = await engine.call('POST', '/v1/drafts', input, auth(token, { 'idempotency-key': newKey() }));
  return { res, body: await res.json() };
}

function confirm(engine: TestEngine, token: string, id: string, action: 'submit' | 'cancel', version = 1) {
  return engine.call(
    'POST',
    `/v1/drafts/${id}/${action}`,
    { version, confirmed: true },
    auth(token, { 'idempotency-key': newKey() }),
  );
}

describe('making a connection', () => {
  it('gives the token once; only its hash is stored; the list shows name and last use, never the token', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    const made = await connect(engine, capability);
    expect(made.token).toMatch(/^agt_[a-f0-9]{64}$/);
    const rows = await engine.context.db.connections.toArray();
    expect(JSON.stringify(rows)).not.toContain(made.token);
    const list = await (await engine.call('GET', '/v1/connections', undefined, auth(capability))).json();
    expect(list.connections).toEqual([
      { id: made.id, name: 'Mein Assistent', created_at: expect.any(String), last_used_at: null, revoked: false },
    ]);
  });

  it('refuses a blank name (422) and a body of another shape (400)', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    expect((await engine.call('POST', '/v1/connections', { name: '  ' }, auth(capability))).status).toBe(422);
    expect((await engine.call('POST', '/v1/connections', { name: 'x', admin: true }, auth(capability))).status).toBe(
      400,
    );
  });
});

describe('what a connection may do', () => {
  it('reads the world and prepares drafts', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    const { token } = await connect(engine, capability);
    expect((await engine.call('GET', '/v1/services')).status).toBe(200);
    const profiles = await (await engine.call('GET', '/v1/profiles', undefined, auth(token))).json();
    expect(profiles.profiles[0].address).toBeTruthy();
    const made = await draft(engine, token, await terminInput(engine, token));
    expect(made.res.status).toBe(201);
    const mine = await (await engine.call('GET', '/v1/drafts', undefined, auth(capability))).json();
    expect(mine.cases.map((c: { id: string }) => c.id)).toEqual([made.body.id]);
  });

  it('cannot submit: its submit leaves the case in review, awaiting the person, who then submits it', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    const { token } = await connect(engine, capability, 'Agent Smith');
    const made = await draft(engine, token);
    const asked = await confirm(engine, token, made.body.id, 'submit');
    expect(asked.status).toBe(202);
    const waiting = await asked.json();
    expect(waiting.state).toBe('review');
    expect(waiting.version).toBe(1);
    expect(waiting.awaiting_confirmation).toEqual({ by: 'Agent Smith', requested_at: expect.any(String) });
    expect(waiting.receipt).toBeNull();
    // The person confirms the same reviewed version in the app.
    const submitted = await confirm(engine, capability, made.body.id, 'submit');
    expect(submitted.status).toBe(200);
    const done = await submitted.json();
    expect(done.state).toBe('received');
    expect(done.awaiting_confirmation).toBeUndefined();
    // The agent reads the outcome.
    const read = await (await engine.call('GET', `/v1/drafts/${made.body.id}`, undefined, auth(token))).json();
    expect(read.state).toBe('received');
  });

  it('a request the person declines (cancels) shows the agent confirmation_declined and state cancelled', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    const { token } = await connect(engine, capability, 'Agent Smith');
    const made = await draft(engine, token);
    expect((await confirm(engine, token, made.body.id, 'submit')).status).toBe(202);
    engine.clock.advance(30_000);
    const declined = await confirm(engine, capability, made.body.id, 'cancel');
    expect(declined.status).toBe(200);
    const read = await (await engine.call('GET', `/v1/drafts/${made.body.id}`, undefined, auth(token))).json();
    expect(read.state).toBe('cancelled');
    expect(read.awaiting_confirmation).toBeUndefined();
    expect(read.confirmation_declined).toEqual({
      by: 'Agent Smith',
      requested_at: '2026-03-27T09:00:00+01:00',
      declined_at: '2026-03-27T09:00:30+01:00',
    });
    // A case nobody asked to submit is only cancelled.
    const own = await draft(engine, capability);
    const cancelled = await (await confirm(engine, capability, own.body.id, 'cancel')).json();
    expect(cancelled.confirmation_declined).toBeUndefined();
  });

  it('an agent submit checks every rule of a submit (a stale version is 409)', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    const { token } = await connect(engine, capability);
    const made = await draft(engine, token);
    expect((await confirm(engine, token, made.body.id, 'submit', 2)).status).toBe(409);
    engine.clock.advance(MUNICIPAL_LIMITS.reviewMs);
    const expired = await confirm(engine, token, made.body.id, 'submit');
    expect((await expired.json()).error).toBe('review_expired');
  });

  it('cannot cancel, nor make, list or revoke connections: 403 person_required', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    const { token, id } = await connect(engine, capability);
    const made = await draft(engine, token);
    const cancel = await confirm(engine, token, made.body.id, 'cancel');
    expect(cancel.status).toBe(403);
    expect((await cancel.json()).error).toBe('person_required');
    expect((await engine.call('POST', '/v1/connections', { name: 'x' }, auth(token))).status).toBe(403);
    expect((await engine.call('GET', '/v1/connections', undefined, auth(token))).status).toBe(403);
    expect((await engine.call('DELETE', `/v1/connections/${id}`, undefined, auth(token))).status).toBe(403);
  });
});

describe('revoking and expiry', () => {
  it('a revoked connection is refused at once (401); its last use was recorded', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    const { token, id } = await connect(engine, capability);
    expect((await engine.call('GET', '/v1/drafts', undefined, auth(token))).status).toBe(200);
    const revoked = await engine.call('DELETE', `/v1/connections/${id}`, undefined, auth(capability));
    expect((await revoked.json()).revoked).toBe(true);
    expect((await engine.call('GET', '/v1/drafts', undefined, auth(token))).status).toBe(401);
    const list = await (await engine.call('GET', '/v1/connections', undefined, auth(capability))).json();
    expect(list.connections[0].last_used_at).toBe(new Date(engine.clock.now()).toISOString());
  });

  it('a connection of another world is not found; an expired world takes its connections with it', async () => {
    const engine = testEngine();
    const first = await openWorld(engine);
    const second = await openWorld(engine);
    const { id, token } = await connect(engine, first);
    expect((await engine.call('DELETE', `/v1/connections/${id}`, undefined, auth(second))).status).toBe(404);
    engine.clock.advance(MUNICIPAL_LIMITS.worldMs);
    expect((await engine.call('GET', '/v1/drafts', undefined, auth(token))).status).toBe(401);
    await openWorld(engine);
    expect(await engine.context.db.connections.count()).toBe(0);
  });
});
