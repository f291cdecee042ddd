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

export interface StudioProjectRow {
  name: string;
  createdAt: number;
  updatedAt: number;
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
