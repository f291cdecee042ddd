/**
 * A studio project's card covers its requests in every world it opened (issue 38): the owner channel's
 * `readReport {project}`, judged by the same rules as any client's, and nothing of other clients.
 */
import { describe, expect, it } from 'vitest';
import { answerOwner } from '../../../src/engine/owner.ts';
import type { ReportCard } from '../../../src/engine/report/schemas.ts';
import { auth, confirm, draft, newKey, openWorld } from '../municipal/support.ts';
import { testEngine } from '../support.ts';

const HUND = { service: 'hund', profile: 'anna', fields: { hund: 'bello', haltung: 'familie' } };

function verdicts(card: ReportCard): Record<string, string> {
  return Object.fromEntries(card.rules.map((rule) => [rule.id, rule.verdict]));
}

/** A project page that opens two worlds of its own and books `hund` in the second, with review and confirmation. */
async function bookFromTwoWorlds() {
  const engine = testEngine({ source: 'studio:booking' });
  const first = await openWorld(engine);
  await engine.call('GET', '/v1/services', undefined, auth(first));
  const second = await openWorld(engine);
  const made = await draft(engine, second, HUND);
  expect(made.res.status).toBe(201);
  // The review is read, then confirmed later than "within moments" (3 s).
  await engine.call('GET', `/v1/drafts/${made.body.id}`, undefined, auth(second));
  engine.clock.advance(5000);
  const submitted = await confirm(engine, second, made.body.id, 'submit', made.body.version);
  expect(submitted.res.status).toBe(200);
  return { engine, first, second };
}

describe('a studio project’s card across worlds (owner readReport {project})', () => {
  it('counts the project’s entries in both worlds and judges the booking kept', async () => {
    const { engine, first } = await bookFromTwoWorlds();
    // Not counted: the app's own request in one of those worlds, another project's, a page's.
    await engine.handle(new Request('http://localhost/v1/services', { headers: auth(first) }), { source: 'app' });
    await engine.handle(new Request('http://localhost/v1/services', { headers: auth(first) }), {
      source: 'studio:other',
    });
    const opened = await engine.handle(new Request('http://localhost/v1/sessions', { method: 'POST' }), {
      source: 'page',
    });
    const other = ((await opened.json()) as { token: string }).token;
    await engine.handle(new Request('http://localhost/v1/drafts', { headers: auth(other) }), { source: 'page' });

    const card = await engine.owner.readReport({ project: 'booking' });
    // Two openings, the services, the draft, its read, the submit.
    expect(card.entries).toBe(6);
    expect(card.card).toBe('project');
    expect(verdicts(card)).toMatchObject({
      'municipal.shown-version': 'kept',
      'municipal.capability-private': 'kept',
    });
    expect(card.summary.broken).toBe(0);
    // The project called only /v1: the content API's rules are not on its card.
    expect(card.rules.some((rule) => rule.id.startsWith('content.'))).toBe(false);
    // Within one world the same card says less: GET ?project= of the world without the booking.
    const within = await engine.call('GET', '/v1/journal/report?project=booking', undefined, auth(first));
    expect(((await within.json()) as ReportCard).entries).toBe(2);
  });

  it('judges each world as a client of its own: one key in two worlds is not a retry', async () => {
    const engine = testEngine({ source: 'studio:keys' });
    const key = newKey();
    for (const haltung of ['familie', 'assistenz']) {
      const token = await openWorld(engine);
      const made = await draft(engine, token, { ...HUND, fields: { hund: 'pluto', haltung } }, key);
      expect(made.res.status).toBe(201);
    }
    const card = await engine.owner.readReport({ project: 'keys' });
    // Not broken: in each world the key was used once (nothing to judge as a retry).
    expect(verdicts(card)['municipal.idempotent-retry']).toBe('not_tried');
    // The same two drafts in one world are a broken retry (same key, another body).
    const one = testEngine({ source: 'studio:one' });
    const token = await openWorld(one);
    const again = newKey();
    await draft(one, token, HUND, again);
    await draft(one, token, { ...HUND, fields: { hund: 'pluto', haltung: 'assistenz' } }, again);
    expect(verdicts(await one.owner.readReport({ project: 'one' }))['municipal.idempotent-retry']).toBe('broken');
  });

  it('takes the content rules when the project used a content token', async () => {
    const engine = testEngine({ source: 'studio:feed' });
    const { token } = await engine.owner.createToken({ name: 'feed', scopes: [] });
    const read = await engine.call('GET', '/api/pages', undefined, auth(token));
    expect(read.status).toBe(200);
    const card = await engine.owner.readReport({ project: 'feed', lang: 'de' });
    expect(card.entries).toBe(1);
    expect(card.rules.some((rule) => rule.id === 'content.public-feed')).toBe(true);
    expect(card.rules.some((rule) => rule.id.startsWith('municipal.'))).toBe(false);
    expect(card.rules.find((rule) => rule.id === 'content.public-feed')?.guide).toContain('/api/guide#');
  });

  it('lists the projects the studio has and those the journal names; reads their entries in every world', async () => {
    const { engine } = await bookFromTwoWorlds();
    await engine.owner.createProject({ name: 'kept', files: [{ path: 'index.html', text: '<p>hi</p>' }] });
    expect(await engine.owner.listJudgedProjects({})).toEqual(['booking', 'kept']);
    const { entries } = await engine.owner.readStudioJournal({ after: 0 });
    expect(entries.map((entry) => `${entry.method} ${entry.url.split('?')[0]}`)).toEqual([
      'POST /v1/sessions',
      'GET /v1/services',
      'POST /v1/sessions',
      'POST /v1/drafts',
      expect.stringMatching(/^GET \/v1\/drafts\/[a-f0-9]{32}$/),
      expect.stringMatching(/^POST \/v1\/drafts\/[a-f0-9]{32}\/submit$/),
    ]);
    expect(entries.every((entry) => entry.project === 'booking')).toBe(true);
  });

  it('refuses a message that names both a token and a project', async () => {
    const { engine } = await bookFromTwoWorlds();
    const reply = await answerOwner(engine.owner, { op: 'readReport', args: { tokenId: 'x', project: 'booking' } });
    expect(reply).toMatchObject({ ok: false, error: { code: 'malformed_request' } });
  });
});
