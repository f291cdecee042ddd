/**
 * What an import needs of the municipal and studio services, declared here by the consumer and wired
 * in the composition root (services/all.ts). Transfer never reaches into another service's internals:
 * a new need is a new member here, and tests/architecture/layers.test.ts fails on a direct import.
 * The shapes exchanged are the studio's declared surface (studio/types.ts).
 */
import type { SandboxDb } from '../db/database.ts';
import type { ImportedOrigin, ProjectInFile, StudioImportChoice, StudioImportPlan } from '../studio/types.ts';

export interface TransferPorts {
  /** Deletes the worlds that have ended, with everything they hold (the municipal service's own rule). */
  deleteExpiredWorlds(db: SandboxDb, now: number): Promise<void>;
  /** The municipal service's Problem when the browser's live worlds would exceed `limit`. */
  worldsFull(limit: number, retryAfterSeconds: number): Error;
  /**
   * What the import stores of the file's projects, from the names taken here and the person's choices
   * (the studio's own rules: names, sizes, counts, keep both or replace). Pure; throws the studio's Problem.
   * Every project is stored as imported from `origin`: its pages wait for the person's Run.
   */
  planStudioImport(
    inFile: readonly ProjectInFile[],
    here: ReadonlySet<string>,
    choices: Readonly<Record<string, StudioImportChoice>>,
    now: number,
    origin: ImportedOrigin,
  ): StudioImportPlan;
  /** Drops the studio's kept served files of `db`: called around every write of the studio's tables. */
  forgetServedFiles(db: SandboxDb): void;
}
