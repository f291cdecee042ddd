/** The database lets go when a newer version wants to upgrade, so an old tab never blocks it. */
import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CONTENT_STORES_V1, CONTENT_STORES_V2 } from '../../../src/engine/db/content-tables.ts';
import { SandboxDb } from '../../../src/engine/db/database.ts';
import { JOURNAL_STORES_V4 } from '../../../src/engine/db/journal-tables.ts';
import { MUNICIPAL_STORES_V1, MUNICIPAL_STORES_V3 } from '../../../src/engine/db/municipal-tables.ts';
import { STUDIO_STORES_V5 } from '../../../src/engine/db/studio-tables.ts';

describe('SandboxDb', () => {
  it('opens with the meta table and stores values', async () => {
    const db = new SandboxDb(`db-${Math.random()}`, { indexedDB, IDBKeyRange });
    await db.meta.put({ key: 'k', value: 1 });
    expect(await db.meta.get('k')).toEqual({ key: 'k', value: 1 });
    db.close();
  });

  it('upgrades a version 1 database: each page learns the cover of its live revision', async () => {
    const name = `db-${Math.random()}`;
    const v1 = new Dexie(name, { indexedDB, IDBKeyRange });
    v1.version(1).stores({ meta: 'key', ...MUNICIPAL_STORES_V1, ...CONTENT_STORES_V1 });
    const page = { seq: 1, status: 'published', version: 3, title: 'T', cover: 'draft-cover', publishedAt: 1 };
    await v1.table('pages').bulkAdd([
      { ...page, id: 'live', liveVersion: 2 },
      { ...page, id: 'hidden', seq: 2, status: 'unpublished', liveVersion: null },
    ]);
    await v1.table('revisions').bulkAdd([
      { pageId: 'live', version: 2, cover: 'live-cover' },
      { pageId: 'hidden', version: 2, cover: 'live-cover' },
    ]);
    v1.close();

    const db = new SandboxDb(name, { indexedDB, IDBKeyRange });
    expect((await db.pages.get('live'))?.liveCover).toBe('live-cover');
    expect((await db.pages.get('hidden'))?.liveCover).toBeNull();
    expect(await db.pages.where('liveCover').equals('live-cover').primaryKeys()).toEqual(['live']);
    db.close();
  });

  it('upgrades a version 3 database: its rows stay, and the journal (version 4) is there and empty', async () => {
    const name = `db-${Math.random()}`;
    const v3 = new Dexie(name, { indexedDB, IDBKeyRange });
    v3.version(1).stores({ meta: 'key', ...MUNICIPAL_STORES_V1, ...CONTENT_STORES_V1 });
    v3.version(2).stores(CONTENT_STORES_V2);
    v3.version(3).stores(MUNICIPAL_STORES_V3);
    await v3.table('connections').add({ id: 'c1', worldId: 'w1', name: 'Claude', hash: 'h', createdAt: 1 });
    v3.close();

    const db = new SandboxDb(name, { indexedDB, IDBKeyRange });
    // Versions 5 and 6 (the studio's tables, the journal's project index) came after: the newest is opened.
    expect(db.verno).toBe(6);
    expect((await db.connections.get('c1'))?.name).toBe('Claude');
    expect(await db.journal.count()).toBe(0);
    const id = await db.journal.add({
      scope: 'world:w1',
      at: 1,
      durationMs: 1,
      source: 'app',
      actor: 'person',
      name: null,
      method: 'GET',
      url: '/v1/services',
      status: 200,
      requestHeaders: [],
      requestBody: null,
      responseHeaders: [],
      responseBody: null,
    });
    expect(await db.journal.where('scope').equals('world:w1').primaryKeys()).toEqual([id]);
    db.close();
  });

  it('upgrades a version 4 database: its rows stay, and the studio’s tables (version 5) are there and empty', async () => {
    const name = `db-${Math.random()}`;
    const v4 = new Dexie(name, { indexedDB, IDBKeyRange });
    v4.version(1).stores({ meta: 'key', ...MUNICIPAL_STORES_V1, ...CONTENT_STORES_V1 });
    v4.version(2).stores(CONTENT_STORES_V2);
    v4.version(3).stores(MUNICIPAL_STORES_V3);
    v4.version(4).stores(JOURNAL_STORES_V4);
    await v4.table('connections').add({ id: 'c1', worldId: 'w1', name: 'Claude', hash: 'h', createdAt: 1 });
    v4.close();

    const db = new SandboxDb(name, { indexedDB, IDBKeyRange });
    expect(db.verno).toBe(6);
    expect((await db.connections.get('c1'))?.name).toBe('Claude');
    expect([await db.studioProjects.count(), await db.studioFiles.count()]).toEqual([0, 0]);
    await db.studioProjects.add({ name: 'demo', createdAt: 1, updatedAt: 1 });
    await db.studioFiles.add({
      project: 'demo',
      path: 'index.html',
      contentType: 'text/html; charset=utf-8',
      bytes: new ArrayBuffer(1),
      size: 1,
      updatedAt: 1,
    });
    expect(await db.studioFiles.where('project').equals('demo').count()).toBe(1);
    db.close();
  });

  it('upgrades a version 5 database: the journal’s studio rows stay and are found by project (version 6)', async () => {
    const name = `db-${Math.random()}`;
    const v5 = new Dexie(name, { indexedDB, IDBKeyRange });
    v5.version(1).stores({ meta: 'key', ...MUNICIPAL_STORES_V1, ...CONTENT_STORES_V1 });
    v5.version(2).stores(CONTENT_STORES_V2);
    v5.version(3).stores(MUNICIPAL_STORES_V3);
    v5.version(4).stores(JOURNAL_STORES_V4);
    v5.version(5).stores(STUDIO_STORES_V5);
    const row = {
      at: 1,
      durationMs: 1,
      actor: 'person',
      name: null,
      method: 'GET',
      url: '/v1/services',
      status: 200,
      requestHeaders: [],
      requestBody: null,
      responseHeaders: [],
      responseBody: null,
    };
    const page = await v5.table('journal').add({ ...row, scope: 'world:w1', source: 'page' });
    const studio = await v5.table('journal').add({ ...row, scope: 'world:w2', source: 'studio', project: 'demo' });
    v5.close();

    const db = new SandboxDb(name, { indexedDB, IDBKeyRange });
    expect(db.verno).toBe(6);
    expect(await db.journal.count()).toBe(2);
    expect(await db.journal.where('project').equals('demo').primaryKeys()).toEqual([studio]);
    // Only studio rows are in the index: the page's row has no project.
    expect(await db.journal.orderBy('project').primaryKeys()).toEqual([studio]);
    expect(page).toBeLessThan(studio as number);
    db.close();
  });

  it('closes itself when a newer schema version opens, instead of blocking the upgrade', async () => {
    const name = `db-${Math.random()}`;
    const old = new SandboxDb(name, { indexedDB, IDBKeyRange });
    await old.open();
    const newer = new Dexie(name, { indexedDB, IDBKeyRange });
    newer.version(old.verno + 1).stores({ meta: 'key', later: 'id' });
    let blocked = false;
    newer.on('blocked', () => {
      blocked = true;
    });
    await newer.open();
    expect(blocked).toBe(false);
    expect(old.isOpen()).toBe(false);
    expect(newer.verno).toBe(old.verno + 1);
    newer.close();
  });
});
