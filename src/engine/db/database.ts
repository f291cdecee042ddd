/**
 * The one IndexedDB database of the sandbox. Each service's tables are declared in a file of their own here
 * (municipal-tables.ts, content-tables.ts), and this module imports no service;
 * the version history lives here, append-only: a change of schema is a new `version(n)` with an
 * upgrade function, never an edit of an old one (installed copies still hold the old versions).
 */
import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import { addLiveCovers, CONTENT_STORES_V1, CONTENT_STORES_V2, type ContentTables } from './content-tables.ts';
import { JOURNAL_STORES_V4, JOURNAL_STORES_V6, type JournalTables } from './journal-tables.ts';
import { MUNICIPAL_STORES_V1, MUNICIPAL_STORES_V3, type MunicipalTables } from './municipal-tables.ts';
import { STUDIO_STORES_V5, type StudioTables } from './studio-tables.ts';

const DATABASE_NAME = 'offline-sandbox';

export interface MetaRow {
  key: string;
  value: unknown;
}

/** Tables and indexes of schema version 1. */
const STORES_V1: Record<string, string> = {
  meta: 'key',
  ...MUNICIPAL_STORES_V1,
  ...CONTENT_STORES_V1,
};

/**
 * The database as the municipal service sees it: its own tables, and the journal, because a world
 * that ends takes its journal with it (deleteWorlds).
 */
export type MunicipalDb = Dexie & MunicipalTables & JournalTables;
/** The database as the content service sees it: its own tables, and the journal, read for a token's report card. */
export type ContentDb = Dexie & ContentTables & JournalTables;

// Declaration merging gives SandboxDb the typed tables each domain declares.
export interface SandboxDb extends MunicipalTables, ContentTables, JournalTables, StudioTables {}

// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface only adds the domains' table fields, which Dexie creates in version().stores().
export class SandboxDb extends Dexie {
  declare meta: EntityTable<MetaRow, 'key'>;

  constructor(name: string = DATABASE_NAME, options?: DexieOptions) {
    super(name, options);
    // The engine never uses liveQuery: without these two middlewares each write skips the work of
    // announcing its changes to other tabs and workers (about 0.4 ms per transaction, measured in Chromium).
    this.unuse({ stack: 'dbcore', name: 'Observability' });
    this.unuse({ stack: 'dbcore', name: 'Cache' });
    this.version(1).stores(STORES_V1);
    this.version(2).stores(CONTENT_STORES_V2).upgrade(addLiveCovers);
    this.version(3).stores(MUNICIPAL_STORES_V3);
    // A new table only: nothing to upgrade in the rows of version 3.
    this.version(4).stores(JOURNAL_STORES_V4);
    // The studio's projects (issue #32): new tables only.
    this.version(5).stores(STUDIO_STORES_V5);
    // An index of the journal's studio entries by project (issue 38): IndexedDB indexes the rows it has.
    this.version(6).stores(JOURNAL_STORES_V6);
    // A newer worker wants to upgrade the schema: let go at once so an old tab never blocks it forever.
    this.on('versionchange', () => {
      this.close();
      return false;
    });
  }
}
