/** Lists of at most 50 summaries, the status=published trap, and the public feed. */
import { describe, expect, it } from 'vitest';
import type { PageRow } from '../../../src/engine/content/stores.ts';
import { testEngine } from '../support.ts';
import { call, newPage, PUBLISH, publish, READ, tokenWith } from './support.ts';

function rows(count: number): PageRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${String(i + 1).padStart(6, '0')}`,
    seq: i + 1,
    title: `Seite ${i + 1}`,
    slug: `seite-${i + 1}`,
    excerpt: '',
    body: `Text ${i + 1}`,
    cover: null,
    type: 'page',
    locale: 'de',
    fields: { n: String(i + 1) },
    status: 'draft',
    version: 1,
    createdAt: 0,
    updatedAt: 0,
    liveVersion: null,
    liveCover: null,
    publishedAt: null,
  }));
}

describe('GET /api/pages', () => {
  it('answers at most 50 summaries with page and next_page, without body and fields', async () => {
    const engine = testEngine();
    await engine.context.db.pages.bulkAdd(rows(120));
    const token = await tokenWith(engine, READ);
    const first = await call(engine, 'GET', '/api/pages', token);
    expect(first.body.pages).toHaveLength(50);
    expect(first.body).toMatchObject({ page: 1, next_page: 2 });
    expect(first.body.pages[0]).toMatchObject({ id: 'p000001', title: 'Seite 1' });
    expect(first.body.pages[0]).not.toHaveProperty('body');
    expect(first.body.pages[0]).not.toHaveProperty('fields');
    const last = await call(engine, 'GET', '/api/pages?page=3&include=body', token);
    expect(last.body.pages).toHaveLength(20);
    expect(last.body.next_page).toBeNull();
    expect(last.body.pages[19]).toMatchObject({ id: 'p000120', body: 'Text 120', fields: { n: '120' } });
    expect((await call(engine, 'GET', '/api/pages?page=9', token)).body).toMatchObject({
      pages: [],
      page: 9,
      next_page: null,
    });
  });

  it('answers 422 for a page number that is not a positive integer, or another status', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, READ);
    for (const query of ['page=0', 'page=-1', 'page=x', 'page=1.5', 'status=draft']) {
      expect((await call(engine, 'GET', `/api/pages?${query}`, token)).res.status).toBe(422);
    }
  });

  it('status=published lists the latest EDITORIAL DRAFTS of published pages (the documented trap)', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, PUBLISH);
    const published = await newPage(engine, token, { title: 'Live', body: 'öffentlich' });
    await newPage(engine, token, { title: 'Nur Entwurf' });
    await publish(engine, token, published.id, 1);
    await call(engine, 'PUT', `/api/pages/${published.id}`, token, {
      title: 'Live',
      body: 'PRIVATE EDIT',
      expected_version: 2,
    });
    const list = await call(engine, 'GET', '/api/pages?status=published&include=body', token);
    expect(list.body.pages.map((p: { title: string }) => p.title)).toEqual(['Live']);
    // The trap: the list shows the private edit; only /published is the live revision.
    expect(list.body.pages[0].body).toBe('PRIVATE EDIT');
    expect((await call(engine, 'GET', `/api/pages/${published.id}/published`, token)).body.body).toBe('öffentlich');
  });
});

describe('GET /api/public/feed', () => {
  it('needs no token and lists only live revisions, never drafts or private edits', async () => {
    const engine = testEngine();
    const token = await tokenWith(engine, PUBLISH);
    const a = await newPage(engine, token, { title: 'A', body: 'live A' });
    await newPage(engine, token, { title: 'B (Entwurf)', body: 'secret draft' });
    await publish(engine, token, a.id, 1);
    await call(engine, 'PUT', `/api/pages/${a.id}`, token, { title: 'A', body: 'secret edit', expected_version: 2 });
    const feed = await call(engine, 'GET', '/api/public/feed');
    expect(feed.res.status).toBe(200);
    expect(feed.body.items).toEqual([expect.objectContaining({ id: a.id, title: 'A', body: 'live A', version: 2 })]);
    expect(JSON.stringify(feed.body)).not.toMatch(/secret/);
    await call(engine, 'POST', `/api/pages/${a.id}/unpublish`, token, { expected_version: 3 });
    expect((await call(engine, 'GET', '/api/public/feed')).body.items).toEqual([]);
  });
});
