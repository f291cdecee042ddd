/**
 * One readwrite transaction on IndexedDB's own API, over the database Dexie opened and upgraded.
 * For the hottest write path only (a draft, submit or cancel with its idempotency record): there
 * Dexie's per-operation bookkeeping cost about 0.9 ms of a 3.5 ms transaction in a service worker
 * (measured side by side, docs/decisions.md). Everything else goes through Dexie.
 *
 * The rules are IndexedDB's: await nothing but this transaction's requests inside `work` (the
 * transaction commits once it has nothing left to do), and a failed request aborts it all.
 */
import type Dexie from 'dexie';

/** Store name -> row type, e.g. `{ cases: CaseRow }`. */
export type RowTypes = Record<string, unknown>;

export class NativeTransaction<Rows extends RowTypes> {
  constructor(private readonly tx: IDBTransaction) {}

  get<S extends keyof Rows & string>(store: S, key: IDBValidKey): Promise<Rows[S] | undefined> {
    return requested(this.tx.objectStore(store).get(key));
  }

  /** Every row whose index `index` equals `key`. */
  allByIndex<S extends keyof Rows & string>(store: S, index: string, key: IDBValidKey): Promise<Rows[S][]> {
    return requested(this.tx.objectStore(store).index(index).getAll(key));
  }

  /** Issued, not awaited: the transaction completes only after it, or aborts if it fails. */
  put<S extends keyof Rows & string>(store: S, row: Rows[S]): void {
    this.tx.objectStore(store).put(row);
  }

  /** Like put, but fails (and aborts the transaction) when the key exists. */
  add<S extends keyof Rows & string>(store: S, row: Rows[S]): void {
    this.tx.objectStore(store).add(row);
  }
}

/** Runs `work` in one readwrite transaction and resolves with its result once the transaction committed. */
export async function inNativeTransaction<Rows extends RowTypes, T>(
  db: Dexie,
  stores: Array<keyof Rows & string>,
  work: (tx: NativeTransaction<Rows>) => Promise<T>,
): Promise<T> {
  if (!db.isOpen()) await db.open();
  const tx = db.backendDB().transaction(stores, 'readwrite');
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new DOMException('The transaction was aborted.', 'AbortError'));
  });
  let result: T;
  try {
    result = await work(new NativeTransaction<Rows>(tx));
  } catch (error) {
    committed.catch(() => {}); // the abort below is the expected outcome, not a second error
    try {
      tx.abort();
    } catch {
      // A failed request has aborted it already.
    }
    throw error;
  }
  // Commit now rather than when IndexedDB notices that nothing else is asked for.
  tx.commit();
  await committed;
  return result;
}

function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
