/** IndexedDB tables of the municipal demo service (see database.ts for the version history). */
import type { EntityTable } from 'dexie';

/** Dexie store definitions of schema version 1: table name -> primary key and indexes. Never edited. */
export const MUNICIPAL_STORES_V1: Record<string, string> = {
  worlds: 'id, &tokenHash, expiresAt',
  // [worldId+seq] lists a world's cases in creation order without sorting.
  cases: 'id, worldId, [worldId+seq]',
  idempotency: 'key, worldId',
};

/** Version 3: agent connections to a world (issue #11). */
export const MUNICIPAL_STORES_V3: Record<string, string> = {
  connections: 'id, &hash, worldId',
};

/**
 * A named connection the person made to one world, for an agent: it reads and drafts, but only the
 * person submits or cancels. Only its token's SHA-256 is stored; the token is shown once.
 */
export interface ConnectionRow {
  id: string;
  worldId: string;
  name: string;
  hash: string;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

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
  /**
   * Workshop time travel (issue #13): how far this world's clock runs ahead of the device's, in ms.
   * Missing means 0. The world's stored times (cases, receipts) are in world time; `expiresAt` stays
   * device time (the sweep and the 401 compare it with the device's clock), so a move also moves it.
   */
  clockOffsetMs?: number;
  /** Workshop faults switched on for this world (issue #13); missing means none. */
  faults?: FaultSettingsRow;
  /** The named scenario the world was last filled with (issue #13), for a reset; missing means none. */
  scenario?: string;
  /** The last "next request" fault that fired (issue #18), for the Workshop page; missing means none yet. */
  faultFired?: FaultFiredRow;
}

/** When a "next request" fault met a request: the fault, the request (`GET /v1/drafts`), the device's time in ms. */
export interface FaultFiredRow {
  fault: '429' | '503' | 'lost-answer';
  request: string;
  at: number;
}

/** A world's fault switches, as the facilitator set them (the API's FaultSettings, stored as given). */
export interface FaultSettingsRow {
  fault: 'none' | '429' | '503' | 'lost-answer';
  when: 'next' | 'rate';
  rate: number;
  latency_ms: number;
  latency_jitter_ms: number;
  seed: number;
  applies_to: 'everyone' | 'agents';
}

export type CaseState = 'review' | 'completed' | 'received' | 'cancelled';

export interface CaseRow {
  id: string;
  worldId: string;
  /** Order of creation inside the world. */
  seq: number;
  /** A service id of the catalogue. */
  service: string;
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
  /** In review: an agent connection asked to submit; the person's confirmation in the app is awaited. */
  /** An agent connection's request to submit; `declinedAt` when the person cancelled the case instead. */
  confirmationRequest?: { connectionId: string; name: string; at: number; declinedAt?: number };
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
  connections: EntityTable<ConnectionRow, 'id'>;
}
