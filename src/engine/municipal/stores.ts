/** IndexedDB tables of the municipal demo service (see db/database.ts for the version history). */
import type { EntityTable } from 'dexie';
import type { SandboxDb } from '../db/database.ts';
import type { ServiceId } from './catalogue.ts';

/** Dexie store definitions: table name -> primary key and indexes. */
export const MUNICIPAL_STORES: Record<string, string> = {
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

/** What a draft, submit or cancel stores: the case, and the world's row when it changed. */
export interface CaseChange {
  row: CaseRow;
  world?: WorldRow;
}

/** Issues the writes of a change together (inside the caller's transaction). */
export function writeChanges(db: SandboxDb, { row, world }: CaseChange): Promise<unknown>[] {
  return world ? [db.cases.put(row), db.worlds.put(world)] : [db.cases.put(row)];
}
