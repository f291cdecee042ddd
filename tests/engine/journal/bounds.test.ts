/** The journal is bounded per scope and overall, and a world that ends takes its journal with it. */
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../src/engine/index.ts';
import { JOURNAL_LIMITS } from '../../../src/engine/journal/limits.ts';
import { MUNICIPAL_LIMITS } from '../../../src/engine/municipal/contract.ts';
import { auth, openWorld } from '../municipal/support.ts';
import { seededRandom, testClock, testDb, testEngine } from '../support.ts';
import { lines, worldJournal } from './support.ts';

/** Without the conformance check: hundreds of requests in a test. */
function bareEngine() {
  const db = testDb();
  return { db, engine: createEngine({ db, clock: testClock(), random: seededRandom() }) };
}

async function send(engine: ReturnType<typeof createEngine>, count: number, path: string, token?: string) {
  for (let i = 0; i < count; i++) {
    await engine.handle(new Request(`http://localhost${path}${i}`, { headers: token ? auth(token) : {} }));
  }
  await engine.journal.flush();
}

describe('bounds', () => {
  it(`keeps the newest ${JOURNAL_LIMITS.perScope} entries of a world`, async () => {
    const { db, engine } = bareEngine();
    const res = await engine.handle(new Request('http://localhost/v1/sessions', { method: 'POST', body: '{}' }));
    const { token } = (await res.json()) as { token: string };
    await send(engine, JOURNAL_LIMITS.perScope + 20, '/v1/services?n=', token);
    const rows = await db.journal.toArray();
    expect(rows).toHaveLength(JOURNAL_LIMITS.perScope);
    expect(rows[0]?.url).toBe('/v1/services?n=20');
    expect(rows.at(-1)?.url).toBe(`/v1/services?n=${JOURNAL_LIMITS.perScope + 19}`);
  }, 20_000); // 520 requests: over vitest's 5 s default when the suite runs in parallel

  it(`keeps the newest ${JOURNAL_LIMITS.public} entries without a credential, apart from the worlds’`, async () => {
    const { db, engine } = bareEngine();
    const res = await engine.handle(new Request('http://localhost/v1/sessions', { method: 'POST', body: '{}' }));
    const { token } = (await res.json()) as { token: string };
    await send(engine, JOURNAL_LIMITS.public + 5, '/hello/n');
    expect(await db.journal.where('scope').equals('public').count()).toBe(JOURNAL_LIMITS.public);
    expect((await db.journal.where('scope').equals('public').first())?.url).toBe('/hello/n5');
    expect(await db.journal.where('scope').notEqual('public').count()).toBe(1);
    expect(token).toBeTruthy();
  });

  it(`keeps ${JOURNAL_LIMITS.total} entries in all, dropping the oldest of any scope`, async () => {
    const { db, engine } = bareEngine();
    const old = { at: 0, durationMs: 0, source: 'app', actor: 'token', name: 'x', method: 'GET', status: 200 } as const;
    const seeded = Array.from({ length: JOURNAL_LIMITS.total - 10 }, (_, i) => ({
      ...old,
      scope: `token:t${i % 20}`,
      url: `/old/${i}`,
      requestHeaders: [],
      requestBody: null,
      responseHeaders: [],
      responseBody: null,
    }));
    await db.journal.bulkAdd(seeded);
    await send(engine, 30, '/hello/new');
    expect(await db.journal.count()).toBe(JOURNAL_LIMITS.total);
    expect((await db.journal.orderBy(':id').first())?.url).toBe('/old/20');
    expect(await db.journal.where('scope').equals('public').count()).toBe(30);
  });
});

describe('expiry', () => {
  it('deletes an expired world’s journal with the world; other worlds keep theirs', async () => {
    const engine = testEngine();
    const old = await openWorld(engine);
    await engine.call('GET', '/v1/services', undefined, auth(old));
    await engine.journal.flush();
    engine.clock.advance(MUNICIPAL_LIMITS.worldMs / 2);
    const young = await openWorld(engine);
    engine.clock.advance(MUNICIPAL_LIMITS.worldMs / 2);
    // Opening a world deletes the expired ones.
    await openWorld(engine);
    await engine.journal.flush();
    const scopes = new Set((await engine.context.db.journal.toArray()).map((row) => row.scope));
    expect([...scopes].filter((scope) => scope.startsWith('world:'))).toHaveLength(2);
    expect(lines(await worldJournal(engine, young))).toEqual(['POST /v1/sessions 201']);
  });

  it('ending a world deletes its journal, and its late entries (the ending itself) go nowhere', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    await engine.call('GET', '/v1/services', undefined, auth(capability));
    await engine.journal.flush();
    expect((await engine.call('DELETE', '/v1/sessions/current', undefined, auth(capability))).status).toBe(204);
    await engine.journal.flush();
    const rows = await engine.context.db.journal.toArray();
    expect(rows.filter((row) => row.scope.startsWith('world:'))).toEqual([]);
  });
});

describe('a world whose clock is moved', () => {
  it('moved to its end: the world and its journal are gone, and the move’s own entry goes nowhere', async () => {
    const engine = testEngine();
    const capability = await openWorld(engine);
    await engine.call('GET', '/v1/services', undefined, auth(capability));
    await engine.journal.flush();
    const moved = await engine.call(
      'POST',
      '/v1/sessions/current/clock',
      { advance_seconds: MUNICIPAL_LIMITS.worldMs / 1000 },
      auth(capability),
    );
    expect(moved.status).toBe(204);
    await engine.journal.flush();
    const rows = await engine.context.db.journal.toArray();
    expect(rows.filter((row) => row.scope.startsWith('world:'))).toEqual([]);
  });
});
