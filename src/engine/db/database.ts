/**
 * The one IndexedDB database of the sandbox. Each domain declares its tables in its own store file;
 * the version history lives here, append-only: a change of schema is a new `version(n)` with an
 * upgrade function, never an edit of an old one.
 */
import Dexie, { type DexieOptions } from 'dexie';

export const DATABASE_NAME = 'offline-sandbox';

/** Tables and indexes of schema version 1, by domain. */
const STORES_V1: Record<string, string> = {
  // Engine-wide key/value facts (e.g. the schema's creation time).
  meta: 'key',
};

export class SandboxDb extends Dexie {
  constructor(name: string = DATABASE_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores(STORES_V1);
    // A newer worker wants to upgrade the schema: let go at once so an old tab never blocks it forever.
    this.on('versionchange', () => {
      this.close();
      return false;
    });
  }
}
