/** The municipal service's write transaction over its tables (declared in db/municipal-tables.ts). */
import type { MunicipalDb } from '../db/database.ts';
import type { CaseRow, IdempotencyRow, WorldRow } from '../db/municipal-tables.ts';
import { inNativeTransaction, type NativeTransaction, type RowTypes } from '../db/native-transaction.ts';

export type { CaseRow, CaseState, IdempotencyRow, WorldRow } from '../db/municipal-tables.ts';

/** The rows of a world's write transaction (draft, submit, cancel), by store. */
interface WorldRows {
  worlds: WorldRow;
  cases: CaseRow;
  idempotency: IdempotencyRow;
}

export type WorldTransaction = NativeTransaction<WorldRows & RowTypes>;

/** One readwrite transaction over a world's stores (see db/native-transaction.ts for why native). */
export function inWorldTransaction<T>(db: MunicipalDb, work: (tx: WorldTransaction) => Promise<T>): Promise<T> {
  return inNativeTransaction(db, ['idempotency', 'worlds', 'cases'], work);
}

/** What a draft, submit or cancel stores: the case, and the world's row after the change. */
export interface CaseChange {
  row: CaseRow;
  world: WorldRow;
}

/** Issues the writes of a change together, with the world's next revision; the transaction commits after them. */
export function writeChanges(tx: WorldTransaction, { row, world }: CaseChange): void {
  tx.put('cases', row);
  tx.put('worlds', { ...world, revision: (world.revision ?? 0) + 1 });
}
