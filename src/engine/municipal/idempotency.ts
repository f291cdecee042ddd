/**
 * Idempotent POSTs: keyed by world + method + path + Idempotency-Key, kept for the world's lifetime.
 * The identical payload replays the first answer; another payload is 409. The check, the operation
 * and the record are one IndexedDB transaction, so two identical requests in flight make one case.
 */
import type { MunicipalContext } from './context.ts';
import { keyReused } from './problems.ts';
import { type CaseChange, inWorldTransaction, type WorldTransaction, writeChanges } from './stores.ts';

export interface StoredAnswer {
  status: number;
  body: string;
  replayed: boolean;
}

/**
 * An operation in three steps inside the transaction: `load` reads, `decide` checks the rules on
 * what was read (throwing a problem to refuse) and says what to store, then everything is written
 * at once. Each awaited IndexedDB request is a round trip to the browser's database, so a draft
 * costs two: the reads together, then the writes together.
 */
interface IdempotentOperation<Loaded> {
  load: (tx: WorldTransaction) => Promise<Loaded>;
  decide: (loaded: Loaded) => { status: number; body: unknown; changes: CaseChange };
}

export async function idempotent<Loaded>(
  context: MunicipalContext,
  scope: { worldId: string; method: string; path: string; key: string; payload: string },
  operation: IdempotentOperation<Loaded>,
): Promise<StoredAnswer> {
  const recordKey = `${scope.worldId} ${scope.method} ${scope.path} ${scope.key}`;
  return inWorldTransaction(context.db, async (tx) => {
    // `load` reads only rows that live as long as their world, like the records, so when it fails
    // (an unknown case) there is no record to replay either.
    const [first, loaded] = await Promise.all([tx.get('idempotency', recordKey), operation.load(tx)]);
    if (first) {
      if (first.payload !== scope.payload) throw keyReused();
      return { status: first.status, body: first.body, replayed: true };
    }
    // A refusal throws and aborts the transaction: only successful answers are kept and replayed.
    const { status, body: answer, changes } = operation.decide(loaded);
    const body = JSON.stringify(answer);
    writeChanges(tx, changes);
    tx.add('idempotency', { key: recordKey, worldId: scope.worldId, payload: scope.payload, status, body });
    return { status, body, replayed: false };
  });
}
