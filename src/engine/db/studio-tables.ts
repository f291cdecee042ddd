/** IndexedDB tables of the studio (issue #32; see database.ts for the version history, docs/studio.md). */
import type { EntityTable, Table } from 'dexie';

/**
 * Version 5: the studio's projects and their files. A file's key is its project and path, so a
 * project's files are one key range; `project` finds them for a listing, a copy or a delete.
 */
export const STUDIO_STORES_V5: Record<string, string> = {
  studioProjects: 'name',
  studioFiles: '[project+path], project',
};

/** Where an imported project came from (issue 38, "Imported code waits"); `at` is when it was stored here. */
export interface StudioOriginRow {
  kind: 'zip' | 'files' | 'export' | 'scenario';
  /** The file's name, or the link it was read from. */
  name: string;
  at: number;
}

export interface StudioProjectRow {
  name: string;
  createdAt: number;
  updatedAt: number;
  /** Set on imported projects only (no index: new fields of a row need no new version). */
  origin?: StudioOriginRow;
  /**
   * Whether its pages may run. `false` for an imported project until the person chooses Run; rows
   * stored before issue 38 have no field and count as approved (studio/rules.ts `isRunApproved`).
   */
  runApproved?: boolean;
}

export interface StudioFileRow {
  project: string;
  /** Relative to the project's folder, e.g. `index.html`, `js/app.mjs` (studio/rules.ts). */
  path: string;
  /** The Content-Type it is served with, decided when stored (studio/content-types.ts). */
  contentType: string;
  bytes: ArrayBuffer;
  size: number;
  updatedAt: number;
}

export interface StudioTables {
  studioProjects: EntityTable<StudioProjectRow, 'name'>;
  studioFiles: Table<StudioFileRow, [string, string]>;
}
