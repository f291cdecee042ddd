/** The native write transaction: all of its writes land together, or none of them. */
import { describe, expect, it } from 'vitest';
import type { MetaRow } from '../../../src/engine/db/database.ts';
import { inNativeTransaction } from '../../../src/engine/db/native-transaction.ts';
import { testDb } from '../support.ts';

type Rows = { meta: MetaRow };

describe('inNativeTransaction', () => {
  it('resolves with the result after its writes are committed', async () => {
    const db = testDb();
    const result = await inNativeTransaction<Rows, string>(db, ['meta'], async (tx) => {
      const before = await tx.get('meta', 'a');
      tx.put('meta', { key: 'a', value: before === undefined ? 1 : 2 });
      tx.add('meta', { key: 'b', value: 'added' });
      return 'done';
    });
    expect(result).toBe('done');
    expect(await db.meta.toArray()).toEqual([
      { key: 'a', value: 1 },
      { key: 'b', value: 'added' },
    ]);
  });

  it('writes nothing when the work throws after issuing writes', async () => {
    const db = testDb();
    const refusal = new Error('refused');
    const run = inNativeTransaction<Rows, void>(db, ['meta'], async (tx) => {
      tx.put('meta', { key: 'a', value: 1 });
      await tx.get('meta', 'a');
      throw refusal;
    });
    await expect(run).rejects.toBe(refusal);
    expect(await db.meta.count()).toBe(0);
  });

  it('writes nothing when one of its writes fails (an add of an existing key)', async () => {
    const db = testDb();
    await db.meta.put({ key: 'taken', value: 0 });
    const run = inNativeTransaction<Rows, void>(db, ['meta'], async (tx) => {
      tx.put('meta', { key: 'a', value: 1 });
      tx.add('meta', { key: 'taken', value: 1 });
    });
    await expect(run).rejects.toMatchObject({ name: 'ConstraintError' });
    expect(await db.meta.toArray()).toEqual([{ key: 'taken', value: 0 }]);
  });

  it('reads rows by index', async () => {
    const db = testDb();
    await db.idempotency.bulkPut([
      { key: 'w1 a', worldId: 'w1', payload: '{}', status: 201, body: '1' },
      { key: 'w2 b', worldId: 'w2', payload: '{}', status: 201, body: '2' },
    ]);
    const rows = await inNativeTransaction<{ idempotency: { key: string } }, { key: string }[]>(
      db,
      ['idempotency'],
      (tx) => tx.allByIndex('idempotency', 'worldId', 'w1'),
    );
    expect(rows.map((row) => row.key)).toEqual(['w1 a']);
  });
});
