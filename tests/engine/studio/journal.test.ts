/** A studio page is judged like any client (issue #32): journaled with its project, a card of its own. */
import { describe, expect, it } from 'vitest';
import type { ReportCard } from '../../../src/engine/report/schemas.ts';
import { auth, openWorld } from '../municipal/support.ts';
import { testEngine } from '../support.ts';

describe('a studio page’s requests', () => {
  it('are journaled with source studio and the project’s name', async () => {
    const engine = testEngine();
    await engine.handle(new Request('http://localhost/v1/services'), { source: 'studio:demo' });
    await engine.handle(new Request('http://localhost/v1/services'), { source: async () => 'studio:other' });
    await engine.handle(new Request('http://localhost/v1/services'), { source: 'page' });
    await engine.journal.flush();
    const { entries } = await engine.owner.readJournal({ after: 0 });
    // (The test engine's conformance check reads the OpenAPI document too: only the calls made here.)
    const services = entries.filter((entry) => entry.url === '/v1/services');
    expect(services.map((entry) => [entry.source, entry.project])).toEqual([
      ['studio', 'demo'],
      ['studio', 'other'],
      ['page', null],
    ]);
  });

  it('make a report card of their own: GET /v1/journal/report?project=<name> judges only that project’s', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const request = (path: string) => new Request(`http://localhost${path}`, { headers: auth(token) });
    await engine.handle(request('/v1/drafts'), { source: 'studio:demo' });
    await engine.handle(request('/v1/drafts?x=1'), { source: 'studio:demo' });
    await engine.handle(request('/v1/drafts'), { source: 'studio:other' });
    await engine.handle(request('/v1/drafts'), { source: 'page' });
    const card = async (query: string) => {
      const response = await engine.call('GET', `/v1/journal/report${query}`, undefined, auth(token));
      expect(response.status).toBe(200);
      return (await response.json()) as { entries: number };
    };
    expect((await card('?project=demo')).entries).toBe(2);
    expect((await card('?project=other')).entries).toBe(1);
    expect((await card('?project=none')).entries).toBe(0);
    expect((await card('')).entries).toBeGreaterThan(4);
  });
});

describe('a studio project’s report card', () => {
  it('counts and judges only the project’s entries, not the world’s app requests', async () => {
    const engine = testEngine();
    const token = await openWorld(engine);
    const request = (path: string, init: RequestInit = {}) =>
      new Request(`http://localhost${path}`, { ...init, headers: { ...auth(token), ...init.headers } });
    // The app's own requests and another page's in the same world, one of them a broken one.
    await engine.handle(request('/v1/drafts'), { source: 'app' });
    await engine.handle(request('/v1/services'), { source: 'app' });
    await engine.handle(
      request('/v1/drafts', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }),
      {
        source: 'page',
      },
    );
    await engine.handle(request('/v1/drafts'), { source: 'studio:demo' });
    const read = async (query: string) => {
      const response = await engine.call('GET', `/v1/journal/report${query}`, undefined, auth(token));
      expect(response.status).toBe(200);
      return (await response.json()) as ReportCard;
    };
    const world = await read('');
    const card = await read('?project=demo');
    expect(world.entries).toBeGreaterThan(1);
    expect(card.entries).toBe(1);
    // Every piece of evidence is the project's request; no rule is broken by another client's.
    const evidence = card.rules.flatMap((rule) => rule.evidence);
    expect(evidence.every((row) => row.source === 'studio' && row.project === 'demo')).toBe(true);
    expect(card.summary.broken).toBe(0);
    expect(card.confirmations).toEqual({ asked: 0, confirmed: 0, declined: 0, waiting: 0 });
    // Asked again after the world's card (the cards share the world's kept entries), still only the project's.
    expect((await read('?project=demo')).entries).toBe(1);
  });
});
