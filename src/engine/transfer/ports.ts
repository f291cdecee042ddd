/**
 * What an import needs of the municipal service, declared here by the consumer and wired in the
 * composition root (services/all.ts). Transfer never reaches into municipal's internals: a new need
 * is a new member here, and tests/architecture/layers.test.ts fails on a direct import.
 */
import type { SandboxDb } from '../db/database.ts';

export interface TransferPorts {
  /** Deletes the worlds that have ended, with everything they hold (the municipal service's own rule). */
  deleteExpiredWorlds(db: SandboxDb, now: number): Promise<void>;
  /** The municipal service's Problem when the browser's live worlds would exceed `limit`. */
  worldsFull(limit: number, retryAfterSeconds: number): Error;
}
