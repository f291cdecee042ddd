/** IndexedDB tables of the municipal demo service (see db/database.ts for the version history). */
import type { EntityTable } from 'dexie';
import type { SandboxDb } from '../db/database.ts';
import { inNativeTransaction, type NativeTransaction, type RowTypes } from '../db/native-transaction.ts';
import type { ServiceId } from './catalogue.ts';

/** Dexie store definitions of schema version 1: table name -> primary key and indexes. Never edited. */
export const MUNICIPAL_STORES_V1: Record<string, string> = {
  worlds: 'id, &tokenHash, expiresAt',
  // [worldId+seq] lists a world's cases in creation order without sorting.
  cases: 'id, worldId, [worldId+seq]',
  idempotency: 'key, worldId',
};

/** A session's isolated world. Only a hash of its bearer capability is stored. */
export interface WorldRow {
  id: string;
  tokenHash: string;
  createdAt: number;
  expiresAt: number;
  /** Cases ever created here, in every state (the limit is 40). */
  caseCount: number;
  /** Receipts issued here, for receipt numbers. */
  receiptCount: number;
  /** Current address key of each profile in this world. */
  addresses: Record<string, string>;
  /**
   * Grows with every change of the world's cases (see writeChanges), so a list of them kept in
   * memory is known to be current while it is unchanged. Missing in rows written before it existed.
   */
  revision?: number;
}

export type CaseState = 'review' | 'completed' | 'received' | 'cancelled';

export interface CaseRow {
  id: string;
  worldId: string;
  /** Order of creation inside the world. */
  seq: number;
  service: ServiceId;
  state: CaseState;
  version: number;
  profileId: string;
  /** The profile's address key when the draft was made; submit checks it is unchanged. */
  profileAddress: string;
  fields: Record<string, string>;
  fee: number;
  createdAt: number;
  reviewExpiresAt: number;
  receipt: { number: string; issuedAt: number } | null;
  /** For a completed umzug: the address it replaced, restored on cancel. */
  previousAddress?: string;
}

/** The first answer to a POST with an Idempotency-Key, replayed for identical retries. */
export interface IdempotencyRow {
  /** `${worldId} ${method} ${path} ${key}` */
  key: string;
  worldId: string;
  /** The request body as canonical JSON. */
  payload: string;
  status: number;
  body: string;
}

/** Typed tables the municipal service adds to SandboxDb. */
export interface MunicipalTables {
  worlds: EntityTable<WorldRow, 'id'>;
  cases: EntityTable<CaseRow, 'id'>;
  idempotency: EntityTable<IdempotencyRow, 'key'>;
}

/** The rows of a world's write transaction (draft, submit, cancel), by store. */
export interface WorldRows {
  worlds: WorldRow;
  cases: CaseRow;
  idempotency: IdempotencyRow;
}

export type WorldTransaction = NativeTransaction<WorldRows & RowTypes>;

/** One readwrite transaction over a world's stores (see db/native-transaction.ts for why native). */
export function inWorldTransaction<T>(db: SandboxDb, work: (tx: WorldTransaction) => Promise<T>): Promise<T> {
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
