/** Pages: private drafts, full replace with expected_version, publish and the live revision. */
import { describe, expect, it } from 'vitest';
import { slugify } from '../../../src/engine/content/pages.ts';
import { testEngine } from '../support.ts';
import { call, newPage, PUBLISH, publish, tokenWith, WRITE } from './support.ts';

describe('slugs made from titles', () => {
  it('write German letters as German does without umlauts (ä ae, ö oe, ü ue, ß ss)', () => {
    expect(slugify('Öffnungszeiten für Straße')).toBe('oeffnungszeiten-fuer-strasse');
    expect(slugify('ÄRGER über GRÜẞE')).toBe('aerger-ueber-gruesse');
    // Decomposed umlauts (u + combining diaeresis) are the same letters.
    expect(slugify('Mu\u0308nchen')).toBe('muenchen');
    // Other accents are dropped as before.
    expect(slugify('Café Crème')).toBe('cafe-creme');
    expect(slugify('!!!')).toBe('page');
  });

  it('are made that way through the API, for agents too', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    const { res, body } = await call(engine, 'POST', '/api/pages', token, { title: 'Öffnungszeiten für Straße' });
    expect(res.status).toBe(201);
    expect((body as { slug: string }).slug).toBe('oeffnungszeiten-fuer-strasse');
  });
});

describe('creating and reading', () => {
  it('creates a private draft, version 1, with the defaults of the spec', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    const { res, body } = await call(engine, 'POST', '/api/pages', token, { title: 'Über uns – Team' });
    expect(res.status).toBe(201);
    expect(body).toMatchObject({
      title: 'Über uns – Team',
      slug: 'ueber-uns-team',
      excerpt: '',
      body: '',
      cover: null,
      type: 'page',
      locale: 'en',
      fields: {},
      status: 'draft',
      version: 1,
      published_version: null,
    });
    const read = await call(engine, 'GET', `/api/pages/${body.id}`, token);
    expect(read.body).toEqual(body);
  });

  it('answers 404 for an unknown page', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    expect((await call(engine, 'GET', '/api/pages/nothing', token)).res.status).toBe(404);
  });

  it.each([
    ['no title', { body: 'x' }],
    ['a blank title', { title: '   ' }],
    ['an unknown key', { title: 'x', colour: 'red' }],
    ['a bad slug', { title: 'x', slug: 'Not A Slug' }],
    ['a bad locale', { title: 'x', locale: 'english' }],
    ['a named field that is not a string', { title: 'x', fields: { hours: 8 } }],
    ['an unknown cover image', { title: 'x', cover: 'a'.repeat(24) }],
  ])('answers 422 for %s', async (_, input) => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    const { res, body } = await call(engine, 'POST', '/api/pages', token, input);
    expect(res.status).toBe(422);
    expect(body.error).toBe('unsupported_input');
  });

  it('answers 400 for malformed JSON or a body that is not an object, 413 for a body that is too large', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    expect((await call(engine, 'POST', '/api/pages', token, '{"title":')).res.status).toBe(400);
    expect((await call(engine, 'POST', '/api/pages', token, '["x"]')).res.status).toBe(400);
    const huge = await call(engine, 'POST', '/api/pages', token, { title: 'x', body: 'x'.repeat(300_000) });
    expect(huge.res.status).toBe(413);
    expect(huge.body.error).toBe('payload_too_large');
  });
});

describe('PUT: full replace with optimistic concurrency', () => {
  it('replaces every draft field; omitted fields take the defaults; the version grows', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    const page = await newPage(engine, token, { excerpt: 'kurz', type: 'notice', locale: 'de', fields: { a: '1' } });
    const { res, body } = await call(engine, 'PUT', `/api/pages/${page.id}`, token, {
      title: 'Neu',
      expected_version: 1,
    });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      title: 'Neu',
      excerpt: '',
      body: '',
      type: 'page',
      locale: 'en',
      fields: {},
      cover: null,
      version: 2,
    });
  });

  it('answers 409 stale_revision with the current version, and changes nothing', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    const page = await newPage(engine, token);
    await call(engine, 'PUT', `/api/pages/${page.id}`, token, { title: 'Erste', expected_version: 1 });
    const { res, body } = await call(engine, 'PUT', `/api/pages/${page.id}`, token, {
      title: 'Zweite',
      expected_version: 1,
    });
    expect(res.status).toBe(409);
    expect(body).toMatchObject({ error: 'stale_revision', current_version: 2 });
    expect(body.message).toMatch(/read the latest/);
    expect((await call(engine, 'GET', `/api/pages/${page.id}`, token)).body.title).toBe('Erste');
  });

  it('needs expected_version', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, WRITE);
    const page = await newPage(engine, token);
    expect((await call(engine, 'PUT', `/api/pages/${page.id}`, token, { title: 'x' })).res.status).toBe(422);
  });
});

describe('publication', () => {
  it('publishes the current draft as the exact live revision', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, PUBLISH);
    const page = await newPage(engine, token, { body: 'Version eins' });
    const published = await publish(engine, token, page.id, 1);
    expect(published.body).toMatchObject({ status: 'published', version: 2, published_version: 2 });
    const live = await call(engine, 'GET', `/api/pages/${page.id}/published`, token);
    expect(live.body).toMatchObject({ id: page.id, version: 2, title: 'Öffnungszeiten', body: 'Version eins' });
  });

  it('keeps private edits of a published page out of the live revision until the next publish', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, PUBLISH);
    const page = await newPage(engine, token, { body: 'öffentlich' });
    await publish(engine, token, page.id, 1);
    const edited = await call(engine, 'PUT', `/api/pages/${page.id}`, token, {
      title: 'Öffnungszeiten',
      body: 'privat',
      expected_version: 2,
    });
    expect(edited.body).toMatchObject({ status: 'published', has_unpublished_changes: true, published_version: 2 });
    expect((await call(engine, 'GET', `/api/pages/${page.id}/published`, token)).body.body).toBe('öffentlich');
    await publish(engine, token, page.id, 3);
    expect((await call(engine, 'GET', `/api/pages/${page.id}/published`, token)).body.body).toBe('privat');
  });

  it.each(['unpublish', 'archive'])('after %s, /published is 404', async (action) => {
    const engine = testEngine();
    const token = await tokenWith(engine, PUBLISH);
    const page = await newPage(engine, token);
    await publish(engine, token, page.id, 1);
    const done = await call(engine, 'POST', `/api/pages/${page.id}/${action}`, token, { expected_version: 2 });
    expect(done.res.status).toBe(200);
    const live = await call(engine, 'GET', `/api/pages/${page.id}/published`, token);
    expect(live.res.status).toBe(404);
    expect(live.body.error).toBe('not_found');
  });

  it('a never-published page has no live revision (404)', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, PUBLISH);
    const page = await newPage(engine, token);
    expect((await call(engine, 'GET', `/api/pages/${page.id}/published`, token)).res.status).toBe(404);
  });

  it('an archived page is read-only until restored, then a draft again', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, PUBLISH);
    const page = await newPage(engine, token);
    await call(engine, 'POST', `/api/pages/${page.id}/archive`, token, { expected_version: 1 });
    const put = await call(engine, 'PUT', `/api/pages/${page.id}`, token, { title: 'x', expected_version: 2 });
    expect(put.res.status).toBe(409);
    expect(put.body.error).toBe('page_archived');
    const restored = await call(engine, 'POST', `/api/pages/${page.id}/restore`, token, { expected_version: 2 });
    expect(restored.body).toMatchObject({ status: 'draft', version: 3 });
  });

  it('refuses transitions that do not apply (409) and stale versions (409 stale_revision)', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, PUBLISH);
    const page = await newPage(engine, token);
    expect(
      (await call(engine, 'POST', `/api/pages/${page.id}/unpublish`, token, { expected_version: 1 })).body.error,
    ).toBe('invalid_transition');
    expect((await publish(engine, token, page.id, 7)).body).toMatchObject({
      error: 'stale_revision',
      current_version: 1,
    });
  });
});

describe('history', () => {
  it('lists every version newest first, 50 a page, with page and next_page', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, PUBLISH);
    const page = await newPage(engine, token);
    let version = 1;
    for (let i = 0; i < 54; i++) {
      await call(engine, 'PUT', `/api/pages/${page.id}`, token, {
        title: `T${i}`,
        body: `b${i}`,
        expected_version: version,
      });
      version += 1;
    }
    await publish(engine, token, page.id, version);
    const first = await call(engine, 'GET', `/api/pages/${page.id}/history`, token);
    expect(first.body.revisions).toHaveLength(50);
    expect(first.body).toMatchObject({ page: 1, next_page: 2 });
    expect(first.body.revisions[0]).toMatchObject({ version: 56, action: 'published' });
    expect(first.body.revisions[0]).not.toHaveProperty('body');
    const second = await call(engine, 'GET', `/api/pages/${page.id}/history?page=2&include=body`, token);
    expect(second.body.revisions.map((r: { version: number }) => r.version)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(second.body.next_page).toBeNull();
    expect(second.body.revisions.at(-1)).toMatchObject({ action: 'created', body: 'Mo–Fr 8–16 Uhr' });
  });
});
