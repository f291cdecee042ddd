/** Sessions: each opens an isolated world for 24 hours; only a hash of the capability is stored. */
import { describe, expect, it } from 'vitest';
import { MUNICIPAL_LIMITS } from '../../../src/engine/municipal/contract.ts';

import { testEngine } from '../support.ts';
import { auth, draft, openWorld, WOHNGELD } from './support.ts';

const MAX_LIVE_WORLDS = MUNICIPAL_LIMITS.liveWorlds;
const WORLD_LIFETIME_MS = MUNICIPAL_LIMITS.worldMs;

describe('POST /v1/sessions', () => {
  it('answers 201 with exactly token, expires_at and mode fictional_demo', async () => {
    const engine = testEngine();
    const res = await engine.call('POST', '/v1/sessions', {});
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['expires_at', 'mode', 'token']);
    expect(body.token).toMatch(/^[a-f0-9]{64}$/);
    expect(body.mode).toBe('fictional_demo');
    expect(Date.parse(body.expires_at) - engine.clock.now()).toBe(WORLD_LIFETIME_MS);
    expect(body.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
  });

  it('gives each session a different capability', async () => {
    const engine = testEngine();
    expect(await openWorld(engine)).not.toBe(await openWorld(engine));
  });

  it.each([
    ['an object with a property', { a: 1 }],
    ['an array', []],
    ['null', null],
    ['a string', 'x'],
  ])('refuses a body that is %s with 400', async (_, body) => {
    const res = await testEngine().call('POST', '/v1/sessions', JSON.stringify(body));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('malformed_request');
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await testEngine().call('POST', '/v1/sessions', '{');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });

  it('stores only a hash of the capability', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const worlds = await engine.context.db.worlds.toArray();
    expect(worlds).toHaveLength(1);
    expect(JSON.stringify(worlds)).not.toContain(token);
    expect(worlds[0]?.tokenHash).toMatch(/^[a-f0-9]{64}$/);
  });
});

describe('the capability', () => {
  it('is required: missing, malformed or unknown gives 401 unauthorized', async () => {
    const engine = testEngine();
    for (const headers of [{}, { authorization: 'Bearer abc' }, auth('0'.repeat(64)), { authorization: 'Basic x' }]) {
      const res = await engine.call('GET', '/v1/drafts', undefined, headers);
      expect(res.status).toBe(401);
      const body = await res.json();
      expect(body.error).toBe('unauthorized');
      expect(body.message).toMatch(/POST \/v1\/sessions/);
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
    }
  });

  it('expires after 24 hours (401), and the expired world is deleted with its cases', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const wohngeld = { service: 'wohngeld', profile: 'anna', fields: { haushalt: 'familie', wohnung: 'miete' } };
    await engine.call('POST', '/v1/drafts', wohngeld, auth(token, { 'idempotency-key': 'k'.repeat(16) }));
    engine.clock.advance(WORLD_LIFETIME_MS - 1);
    expect((await engine.call('GET', '/v1/drafts', undefined, auth(token))).status).toBe(200);
    engine.clock.advance(1);
    expect((await engine.call('GET', '/v1/drafts', undefined, auth(token))).status).toBe(401);
    expect(await engine.context.db.worlds.count()).toBe(0);
    expect(await engine.context.db.cases.count()).toBe(0);
    expect(await engine.context.db.idempotency.count()).toBe(0);
  });

  it('expired worlds are deleted when new sessions are made', async () => {
    const engine = testEngine();
    await openWorld(engine);
    engine.clock.advance(WORLD_LIFETIME_MS);
    await openWorld(engine);
    expect(await engine.context.db.worlds.count()).toBe(1);
  });
});

describe('the bound on live worlds', () => {
  it(`answers 429 capacity_reached with Retry-After after ${MAX_LIVE_WORLDS} live worlds`, async () => {
    const engine = testEngine();
    for (let i = 0; i < MAX_LIVE_WORLDS; i++) {
      await openWorld(engine);
      engine.clock.advance(60_000);
    }
    const res = await engine.call('POST', '/v1/sessions', {});
    expect(res.status).toBe(429);
    expect((await res.json()).error).toBe('capacity_reached');
    // The oldest world was made 50 minutes ago: it expires in 23 h 10 min.
    expect(Number(res.headers.get('retry-after'))).toBe(WORLD_LIFETIME_MS / 1000 - MAX_LIVE_WORLDS * 60);
    engine.clock.advance(Number(res.headers.get('retry-after')) * 1000);
    expect((await engine.call('POST', '/v1/sessions', {})).status).toBe(201);
  });
});

describe('DELETE /v1/sessions/current', () => {
  it('ends the bearer’s world at once: its cases are deleted and its capability answers 401', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const other = await openWorld(engine);
    expect((await draft(engine, token, WOHNGELD)).res.status).toBe(201);
    expect((await draft(engine, other, WOHNGELD)).res.status).toBe(201);
    expect((await engine.call('GET', '/v1/drafts', undefined, auth(token))).status).toBe(200);

    const ended = await engine.call('DELETE', '/v1/sessions/current', undefined, auth(token));
    expect(ended.status).toBe(204);
    expect((await engine.call('GET', '/v1/drafts', undefined, auth(token))).status).toBe(401);
    expect(await engine.context.db.worlds.count()).toBe(1);
    expect(await engine.context.db.cases.count()).toBe(1);
    // The other world is untouched.
    const rest = await engine.call('GET', '/v1/drafts', undefined, auth(other));
    expect((await rest.json()).cases).toHaveLength(1);
  });

  it('answers 401 without a capability or for one already ended', async () => {
    const engine = testEngine();
    expect((await engine.call('DELETE', '/v1/sessions/current')).status).toBe(401);
    const token = await openWorld(engine);
    await engine.call('DELETE', '/v1/sessions/current', undefined, auth(token));
    expect((await engine.call('DELETE', '/v1/sessions/current', undefined, auth(token))).status).toBe(401);
  });
});
