/** The database lets go when a newer version wants to upgrade, so an old tab never blocks it. */
import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { SandboxDb } from '../../../src/engine/db/database.ts';

describe('SandboxDb', () => {
  it('opens with the meta table and stores values', async () => {
    const db = new SandboxDb(`db-${Math.random()}`, { indexedDB, IDBKeyRange });
    await db.meta.put({ key: 'k', value: 1 });
    expect(await db.meta.get('k')).toEqual({ key: 'k', value: 1 });
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
