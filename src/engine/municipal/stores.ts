/** IndexedDB tables of the municipal demo service (see db/database.ts for the version history). */

/** Dexie store definitions: table name -> primary key and indexes. */
export const MUNICIPAL_STORES: Record<string, string> = {};

/** Typed tables the municipal service adds to SandboxDb. */
export type MunicipalTables = {};
