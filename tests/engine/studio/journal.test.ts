/** A studio page is judged like any client (issue #32): journaled with its project, a card of its own. */
import { describe, expect, it } from 'vitest';
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
