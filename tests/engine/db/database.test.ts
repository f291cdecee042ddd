/** The database lets go when a newer version wants to upgrade, so an old tab never blocks it. */
import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CONTENT_STORES_V1 } from '../../../src/engine/db/content-tables.ts';
import { SandboxDb } from '../../../src/engine/db/database.ts';
import { MUNICIPAL_STORES_V1 } from '../../../src/engine/db/municipal-tables.ts';

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
