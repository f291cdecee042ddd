/** Workshop faults (issue #13): per world, off by default; switches, a rate from a seed, and Prefer. */
import { describe, expect, it } from 'vitest';
import { auth, confirm, draft, newKey, openWorld, WOHNGELD } from '../municipal/support.ts';
import { type TestEngine, testEngine } from '../support.ts';
import { connectAgent, NO_FAULTS, restarted, setFaults, settingsOf } from './support.ts';

const listCases = (engine: TestEngine, token: string, headers: Record<string, string> = {}) =>
  engine.call('GET', '/v1/drafts', undefined, auth(token, headers));

async function caseCount(engine: TestEngine, token: string): Promise<number> {
  return ((await (await listCases(engine, token)).json()) as { cases: unknown[] }).cases.length;
}

describe('fault switches', () => {
  it('are all off in a new world', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    expect((await settingsOf(engine, token)).faults).toEqual(NO_FAULTS);
    for (let i = 0; i < 5; i++) expect((await listCases(engine, token)).status).toBe(200);
  });

  it('503 for the next request only: it refuses that one, then switches itself off (kept in IndexedDB)', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await setFaults(engine, token, { fault: '503', when: 'next' });
    const refused = await listCases(engine, token);
    expect(refused.status).toBe(503);
    expect((await refused.json()).error).toBe('unavailable');
    expect((await listCases(engine, token)).status).toBe(200);
    expect((await settingsOf(engine, token)).faults.fault).toBe('none');
    expect((await restarted(engine).context.db.worlds.toArray())[0]?.faults?.fault).toBe('none');
  });

  it('429 carries Retry-After and does nothing', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await setFaults(engine, token, { fault: '429', when: 'next' });
    const res = await draft(engine, token, WOHNGELD);
    expect(res.res.status).toBe(429);
    expect(res.res.headers.get('retry-after')).toBe('2');
    expect(res.body.error).toBe('rate_limited');
    expect(await caseCount(engine, token)).toBe(0);
  });

  it('lost answer on submit: the submit commits, the answer is 503 answer_lost; the same key replays it; one case', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    await setFaults(engine, token, { fault: 'lost-answer', when: 'next' });
    const key = newKey();
    const lost = await confirm(engine, token, made.body.id, 'submit', 1, key);
    expect(lost.res.status).toBe(503);
    expect(lost.body.error).toBe('answer_lost');
    expect(lost.body.message).toContain('same Idempotency-Key');
    const stored = await (await engine.call('GET', `/v1/drafts/${made.body.id}`, undefined, auth(token))).json();
    expect(stored.state).toBe('received');
    const retry = await confirm(engine, token, made.body.id, 'submit', 1, key);
    expect(retry.res.status).toBe(200);
    expect(retry.res.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.state).toBe('received');
    expect(await caseCount(engine, token)).toBe(1);
  });

  it('lost answer on a draft: the case is made once; the retry with the same key replays 201', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await setFaults(engine, token, { fault: 'lost-answer', when: 'next' });
    const key = newKey();
    expect((await draft(engine, token, WOHNGELD, key)).res.status).toBe(503);
    const retry = await draft(engine, token, WOHNGELD, key);
    expect(retry.res.status).toBe(201);
    expect(retry.res.headers.get('idempotent-replayed')).toBe('true');
    expect(await caseCount(engine, token)).toBe(1);
  });

  it('lost answer waits for a write: reads pass and do not use it up', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await setFaults(engine, token, { fault: 'lost-answer', when: 'next' });
    expect((await listCases(engine, token)).status).toBe(200);
    expect((await settingsOf(engine, token)).faults.fault).toBe('lost-answer');
  });

  it('a lost answer is not made of a refusal: an error answer stays as it is', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await setFaults(engine, token, { fault: 'lost-answer', when: 'next' });
    const refused = await draft(engine, token, { ...WOHNGELD, profile: 'nobody' });
    expect(refused.res.status).toBe(422);
  });

  it('as a rate: 0 never, 1 always, and the same seed gives the same pattern in another world', async () => {
    const engine = testEngine();
    const never = await openWorld(engine);
    await setFaults(engine, never, { fault: '503', when: 'rate', rate: 0 });
    for (let i = 0; i < 10; i++) expect((await listCases(engine, never)).status).toBe(200);
    const always = await openWorld(engine);
    await setFaults(engine, always, { fault: '503', when: 'rate', rate: 1 });
    for (let i = 0; i < 10; i++) expect((await listCases(engine, always)).status).toBe(503);
    const patterns: string[] = [];
    for (const _world of [1, 2]) {
      const token = await openWorld(engine);
      await setFaults(engine, token, { fault: '503', when: 'rate', rate: 0.5, seed: 42 });
      let pattern = '';
      for (let i = 0; i < 20; i++) pattern += (await listCases(engine, token)).status === 503 ? 'x' : '.';
      patterns.push(pattern);
    }
    expect(patterns[0]).toBe(patterns[1]);
    expect(patterns[0]).toContain('x');
    expect(patterns[0]).toContain('.');
  });

  it('adds the set latency to each request', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await setFaults(engine, token, { latency_ms: 80 });
    const started = performance.now();
    expect((await listCases(engine, token)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
  });

  it('for agents only: the person’s own requests are untouched, an agent’s are refused', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const agent = await connectAgent(engine, token);
    await setFaults(engine, token, { fault: '503', when: 'rate', rate: 1, applies_to: 'agents' });
    expect((await listCases(engine, token)).status).toBe(200);
    expect((await listCases(engine, agent)).status).toBe(503);
  });

  it('never stop the facilitator’s own switches: settings can be read and turned off under any fault', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await setFaults(engine, token, { fault: '503', when: 'rate', rate: 1 });
    expect((await settingsOf(engine, token)).faults.fault).toBe('503');
    await setFaults(engine, token, NO_FAULTS);
    expect((await listCases(engine, token)).status).toBe(200);
  });

  it('belong to one world: another world is untouched', async () => {
    const engine = testEngine();
    const faulty = await openWorld(engine);
    const other = await openWorld(engine);
    await setFaults(engine, faulty, { fault: '503', when: 'rate', rate: 1 });
    expect((await listCases(engine, other)).status).toBe(200);
  });

  it('are the person’s to switch: an agent gets 403 person_required', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const agent = await connectAgent(engine, token);
    const res = await engine.call('PUT', '/v1/sessions/current/faults', NO_FAULTS, auth(agent));
    expect(res.status).toBe(403);
  });

  it('refuse a body of the wrong shape (400) and values out of range (422), changing nothing', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const put = (body: unknown) => engine.call('PUT', '/v1/sessions/current/faults', body, auth(token));
    for (const body of [{}, { ...NO_FAULTS, extra: true }, { ...NO_FAULTS, rate: '0.5' }, []]) {
      expect((await put(body)).status).toBe(400);
    }
    for (const change of [{ fault: '500' }, { rate: 1.5 }, { latency_ms: 10_001 }, { when: 'always' }, { seed: -1 }]) {
      const res = await put({ ...NO_FAULTS, ...change });
      expect(res.status).toBe(422);
      expect((await res.json()).error).toBe('unsupported_input');
    }
    expect((await settingsOf(engine, token)).faults).toEqual(NO_FAULTS);
  });
});

describe('Prefer: one fault on one request', () => {
  it('fault=503 and fault=429 refuse that request only, without touching the switches', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    expect((await listCases(engine, token, { prefer: 'fault=503' })).status).toBe(503);
    const limited = await listCases(engine, token, { prefer: 'fault=429' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await listCases(engine, token)).status).toBe(200);
    expect((await settingsOf(engine, token)).faults).toEqual(NO_FAULTS);
  });

  it('fault=lost-answer on submit commits, answers 503, and the same key replays; one case', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    const key = newKey();
    const submit = (prefer?: string) =>
      engine.call(
        'POST',
        `/v1/drafts/${made.body.id}/submit`,
        { version: 1, confirmed: true },
        auth(token, { 'idempotency-key': key, ...(prefer ? { prefer } : {}) }),
      );
    const lost = await submit('fault=lost-answer');
    expect(lost.status).toBe(503);
    expect((await lost.json()).error).toBe('answer_lost');
    const retry = await submit();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await caseCount(engine, token)).toBe(1);
  });

  it('fault=lost-answer on a read is ignored (nothing to lose after a commit)', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    expect((await listCases(engine, token, { prefer: 'fault=lost-answer' })).status).toBe(200);
  });

  it('latency=N waits N ms; other preferences are ignored', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const started = performance.now();
    expect((await listCases(engine, token, { prefer: 'respond-async, latency=60' })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('a bad fault or latency value is 400 malformed_request', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    for (const prefer of ['fault=500', 'fault=', 'latency=abc', 'latency=10001', 'latency=-1']) {
      const res = await listCases(engine, token, { prefer });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('malformed_request');
    }
  });

  it('applies only to requests with a world’s credential (a public route ignores it)', async () => {
    const engine = testEngine();
    expect((await engine.call('GET', '/v1/services', undefined, { prefer: 'fault=503' })).status).toBe(200);
  });
});

describe('documents', () => {
  it('the OpenAPI document declares Prefer and the fault answers; the guide explains them', async () => {
    const engine = testEngine();
    const doc = await (await engine.call('GET', '/v1/openapi.json')).json();
    const submit = doc.paths['/v1/drafts/{id}/submit'].post;
    expect(submit.parameters.map((p: { name: string }) => p.name)).toContain('Prefer');
    expect(submit.responses['503'].description).toContain('answer_lost');
    expect(submit.responses['429'].description).toContain('rate_limited');
    const list = doc.paths['/v1/drafts'].get;
    expect(list.responses['503'].description).not.toContain('answer_lost');
    expect(doc.paths['/v1/sessions/current/clock'].post).toBeDefined();
    expect(doc.paths['/v1/sessions/current/faults'].put).toBeDefined();
    const guide = await (await engine.call('GET', '/v1/guide')).text();
    expect(guide).toContain('id="workshop"');
    expect(guide).toContain('Prefer: fault=lost-answer');
    expect(await (await engine.call('GET', '/llms.txt')).text()).toContain('Prefer: fault=lost-answer');
  });
});
