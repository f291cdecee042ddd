import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { idbStore } from '../../../src/ui/kit/idb-store.ts';

describe('idbStore: one object store of a small database of the UI', () => {
  it('keeps records by their key path and reads them back in another run', async () => {
    const run = idbStore('idb-store-test-a', 'things', 'id');
    await run('readwrite', (store) => store.put({ id: 'b', n: 2 }));
    await run('readwrite', (store) => store.put({ id: 'a', n: 1 }));
    await run('readwrite', (store) => store.put({ id: 'a', n: 3 }));
    const all = await run<{ id: string; n: number }[]>('readonly', (store) => store.getAll());
    expect(all).toEqual([
      { id: 'a', n: 3 },
      { id: 'b', n: 2 },
    ]);
  });

  it('a second store over the same database sees what the first wrote (one database per name)', async () => {
    await idbStore('idb-store-test-b', 'things', 'id')('readwrite', (store) => store.put({ id: 'x' }));
    const again = idbStore('idb-store-test-b', 'things', 'id');
    expect(await again('readonly', (store) => store.get('x'))).toEqual({ id: 'x' });
  });

  it('rejects when the transaction fails, and the store still works afterwards', async () => {
    const run = idbStore('idb-store-test-c', 'things', 'id');
    await run('readwrite', (store) => store.add({ id: 'once' }));
    await expect(run('readwrite', (store) => store.add({ id: 'once' }))).rejects.toThrow();
    expect(await run('readonly', (store) => store.count())).toBe(1);
  });
});
