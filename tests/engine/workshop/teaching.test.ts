/**
 * The workshop teaches instead of interfering (issue #18): the app's own background reads meet no
 * fault and are not journaled; a "next request" fault meets the participant's next request and the
 * settings say when; "to the end" ends the world exactly; refusals name the member and link the guide.
 */
import { describe, expect, it } from 'vitest';
import { BACKGROUND_MARK, VIA_HEADER } from '../../../src/shared/bridge-protocol.mjs';
import { auth, openWorld } from '../municipal/support.ts';
import { type TestEngine, testClock, testEngine } from '../support.ts';
import { moveClock, NO_FAULTS, setFaults, settingsOf } from './support.ts';

const BACKGROUND = { [VIA_HEADER]: BACKGROUND_MARK };

const listCases = (engine: TestEngine, token: string, headers: Record<string, string> = {}) =>
  engine.call('GET', '/v1/drafts', undefined, auth(token, headers));

async function journalUrls(engine: TestEngine, token: string): Promise<string[]> {
  await engine.journal.flush();
  const res = await engine.call('GET', '/v1/journal', undefined, auth(token));
  return ((await res.json()) as { entries: { method: string; url: string }[] }).entries.map(
    (entry) => `${entry.method} ${entry.url}`,
  );
}

describe("the app's own background reads", () => {
  it('do not use up a "next request" fault: the participant\'s next request meets it, and the settings say when', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    await setFaults(engine, token, { fault: '503', when: 'next' });
    // The Workshop page reads the cases and the settings again and again.
    for (let i = 0; i < 5; i++) expect((await listCases(engine, token, BACKGROUND)).status).toBe(200);
    const armed = await settingsOf(engine, token);
    expect(armed.faults.fault).toBe('503');
    expect(armed.fault_fired).toBeNull();
    engine.clock.advance(1500);
    // The participant's client (another page, the bridge, an agent) sends its next request.
    const met = await listCases(engine, token);
    expect(met.status).toBe(503);
    const fired = await settingsOf(engine, token);
    expect(fired.faults.fault).toBe('none');
    expect(fired.fault_fired).toEqual({ fault: '503', request: 'GET /v1/drafts', at: '2026-03-27T09:00:01+01:00' });
    expect((await listCases(engine, token)).status).toBe(200);
  });

  it('meet no latency and draw nothing from the seed: the participant sees the same sequence', async () => {
    const sequence = async (background: number) => {
      const engine = testEngine();
      const token = await openWorld(engine);
      await setFaults(engine, token, { fault: '429', when: 'rate', rate: 0.5, seed: 42 });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        for (let j = 0; j < background; j++) expect((await listCases(engine, token, BACKGROUND)).status).toBe(200);
        statuses.push((await listCases(engine, token)).status);
      }
      return statuses;
    };
    const alone = await sequence(0);
    expect(alone).toContain(429);
    expect(await sequence(3)).toEqual(alone);
  });

  it("are not written into the journal; the participant's requests are", async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const before = await journalUrls(engine, token);
    await listCases(engine, token, BACKGROUND);
    await engine.call('GET', '/v1/sessions/current', undefined, auth(token, BACKGROUND));
    expect(await journalUrls(engine, token)).toEqual(before);
    await listCases(engine, token);
    expect((await journalUrls(engine, token)).slice(before.length)).toEqual(['GET /v1/drafts']);
  });
});

describe('"to the end"', () => {
  it('a move by seconds_left, or by ends_at - now as a client reads them, ends the world, whatever the milliseconds, in 25 worlds in a row', async () => {
    for (const rule of ['seconds_left', 'ends_at - now'] as const) {
      for (let i = 0; i < 25; i++) {
        // Worlds begin at any millisecond, and time passes between reading the settings and moving.
        const clock = testClock();
        clock.advance(((i * 397) % 1000) + 1);
        const engine = testEngine({ clock });
        const token = await openWorld(engine);
        clock.advance(60_000 + ((i * 611) % 1000));
        const settings = await settingsOf(engine, token);
        // ends_at is a whole second and the world really ends then (issue #26).
        expect(Date.parse(settings.ends_at) % 1000).toBe(0);
        const seconds =
          rule === 'seconds_left'
            ? settings.seconds_left
            : (Date.parse(settings.ends_at) - Date.parse(settings.now)) / 1000;
        clock.advance((i * 7) % 50);
        const moved = await moveClock(engine, token, seconds);
        expect(moved.status, `${rule}, world ${i}`).toBe(204);
        expect((await listCases(engine, token)).status).toBe(401);
      }
    }
  });

  it('seconds_left is read from the same clock as now: a fresh world has 86400, the most a move may be', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    expect((await settingsOf(engine, token)).seconds_left).toBe(86_400);
    engine.clock.advance(1);
    expect((await settingsOf(engine, token)).seconds_left).toBe(86_400);
    engine.clock.advance(999);
    expect((await settingsOf(engine, token)).seconds_left).toBe(86_399);
  });
});

describe('refusals of the workshop routes', () => {
  type Refusal = { status: number; error: string; member: string; allowed: string; guide: string; message: string };
  async function refusal(res: Response): Promise<Refusal> {
    return (await res.json()) as Refusal;
  }
  const GUIDE = 'http://localhost/v1/guide#workshop';

  it('the clock names advance_seconds (or the member that should not be there) and what is allowed', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const cases: Array<[unknown, number, string, RegExp]> = [
      [{}, 400, 'advance_seconds', /advance_seconds: is missing/],
      [{ advance_seconds: '60' }, 400, 'advance_seconds', /must be an integer \(got "60"\)/],
      [{ advance_seconds: 1.5 }, 400, 'advance_seconds', /must be an integer/],
      [{ advance_seconds: 60, minutes: 1 }, 400, 'minutes', /minutes: is not a member/],
      [[60], 400, 'body', /body: is not a JSON object/],
      [{ advance_seconds: 0 }, 422, 'advance_seconds', /0 is out of range/],
      [{ advance_seconds: 86_401 }, 422, 'advance_seconds', /86401 is out of range/],
    ];
    for (const [body, status, member, message] of cases) {
      const res = await engine.call('POST', '/v1/sessions/current/clock', body, auth(token));
      expect(res.status, JSON.stringify(body)).toBe(status);
      const problem = await refusal(res);
      expect(problem).toMatchObject({ member, guide: GUIDE });
      expect(problem.message).toMatch(message);
      expect(problem.message).not.toMatch(/catalogue/);
      if (member === 'advance_seconds') expect(problem.allowed).toMatch(/integer from 1 to 86400/);
    }
  });

  it('the faults name the member and its allowed values', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const cases: Array<[Record<string, unknown>, number, string, RegExp]> = [
      [{ ...NO_FAULTS, fault: '500' }, 422, 'fault', /none, 429, 503 or lost-answer/],
      [{ ...NO_FAULTS, rate: 2 }, 422, 'rate', /from 0 to 1/],
      [{ ...NO_FAULTS, latency_ms: 20_000 }, 422, 'latency_ms', /0 to 10000/],
      [{ ...NO_FAULTS, applies_to: 'robots' }, 422, 'applies_to', /everyone or agents/],
      [{ ...NO_FAULTS, when: 'always' }, 422, 'when', /next or rate/],
      [{ ...NO_FAULTS, seed: -1 }, 422, 'seed', /0 to 2147483647/],
      [{ ...NO_FAULTS, rate: '0.5' }, 400, 'rate', /from 0 to 1/],
      [{ ...NO_FAULTS, extra: true }, 400, 'extra', /"fault", "when"/],
      [{ fault: '503' }, 400, 'when', /next or rate/],
    ];
    for (const [body, status, member, allowed] of cases) {
      const res = await engine.call('PUT', '/v1/sessions/current/faults', body, auth(token));
      expect(res.status, JSON.stringify(body)).toBe(status);
      const problem = await refusal(res);
      expect(problem, JSON.stringify(body)).toMatchObject({ member, guide: GUIDE });
      expect(problem.allowed).toMatch(allowed);
      expect(problem.message).toContain(`${member}:`);
      expect(problem.message).not.toMatch(/catalogue/);
    }
  });

  it('the scenario names name; the journal names after; a bad JSON body names the body; all link the guide', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const scenario = await refusal(
      await engine.call('PUT', '/v1/sessions/current/scenario', { name: 'full' }, auth(token)),
    );
    expect(scenario).toMatchObject({ error: 'unsupported_input', member: 'name', guide: GUIDE });
    expect(scenario.allowed).toBe('one of empty, every-state, nearly-full');
    const journal = await refusal(await engine.call('GET', '/v1/journal?after=x', undefined, auth(token)));
    expect(journal).toMatchObject({
      error: 'unsupported_input',
      member: 'after',
      guide: 'http://localhost/v1/guide#journal',
    });
    const notJson = await engine.handle(
      new Request('http://localhost/v1/sessions/current/clock', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{advance',
      }),
    );
    expect(notJson.status).toBe(400);
    expect(await refusal(notJson)).toMatchObject({ member: 'body', guide: GUIDE });
  });

  it('an agent connection is refused with person_required and the guide link', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const agent = await (await engine.call('POST', '/v1/connections', { name: 'A' }, auth(token))).json();
    const res = await engine.call('POST', '/v1/sessions/current/clock', { advance_seconds: 60 }, auth(agent.token));
    expect(res.status).toBe(403);
    expect(await refusal(res)).toMatchObject({ error: 'person_required', guide: GUIDE });
  });
});
