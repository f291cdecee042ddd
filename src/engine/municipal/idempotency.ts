/**
 * Idempotent POSTs: keyed by world + method + path + Idempotency-Key, kept for the world's lifetime.
 * The identical payload replays the first answer; another payload is 409. The check, the operation
 * and the record are one IndexedDB transaction, so two identical requests in flight make one case.
 */
import type { Table } from 'dexie';
import type { EngineContext } from '../domain.ts';
import { keyReused } from './problems.ts';

export interface StoredAnswer {
  status: number;
  body: string;
  replayed: boolean;
}

export async function idempotent(
  context: EngineContext,
  scope: { worldId: string; method: string; path: string; key: string; payload: string },
  /** Every table the operation touches, besides the idempotency records. */
  tables: Table[],
  operation: () => Promise<{ status: number; body: unknown }>,
): Promise<StoredAnswer> {
  const { db } = context;
  const recordKey = `${scope.worldId} ${scope.method} ${scope.path} ${scope.key}`;
  return db.transaction('rw', [db.idempotency, ...tables], async () => {
    const first = await db.idempotency.get(recordKey);
    if (first) {
      if (first.payload !== scope.payload) throw keyReused();
      return { status: first.status, body: first.body, replayed: true };
    }
    // Errors throw and abort the transaction: only successful answers are kept and replayed.
    const answer = await operation();
    const body = JSON.stringify(answer.body);
    await db.idempotency.add({
      key: recordKey,
      worldId: scope.worldId,
      payload: scope.payload,
      status: answer.status,
      body,
    });
    return { status: answer.status, body, replayed: false };
  });
}
