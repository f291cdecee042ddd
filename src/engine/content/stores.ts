/** IndexedDB tables of the content service (see db/database.ts for the version history). */

/** Dexie store definitions: table name -> primary key and indexes. */
export const CONTENT_STORES: Record<string, string> = {};

/** Typed tables the content service adds to SandboxDb. */
export type ContentTables = {};
