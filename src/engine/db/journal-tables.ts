/** IndexedDB table of the request journal (see database.ts for the version history, docs/journal.md). */
import type { EntityTable } from 'dexie';
import type { JournalActor, JournalSource } from '../journal/sources.ts';

/**
 * Version 4: the request journal (issue #11). `id` grows with every entry (a key generator), so
 * "entries after N" is a key range; `scope` finds a world's or a token's entries, oldest first.
 */
export const JOURNAL_STORES_V4: Record<string, string> = {
  journal: '++id, scope, [scope+id]',
};

/**
 * Version 6 (issue 38): `project` finds a studio project's entries in every scope. Only studio rows
 * carry the field, so the index holds only theirs: a project's card, the studio view and the list of
 * projects read keys, never the whole journal (5,000 rows took seconds to read in Chromium).
 */
export const JOURNAL_STORES_V6: Record<string, string> = {
  journal: '++id, scope, [scope+id], project',
};

// Declared once beside the journal's answers; a type import, so the table's module stays free of them.
export type { JournalActor, JournalSource, RequestSource } from '../journal/sources.ts';

/** A body as kept: its type and size always, its text (redacted, truncated) only for text types. */
export interface JournalBody {
  mimeType: string;
  size: number;
  text?: string;
  truncated: boolean;
}

export interface JournalRow {
  /** Set by the key generator. */
  id?: number;
  /** `world:<id>`, `token:<id>` or `public` (requests without a known credential). */
  scope: string;
  /** When the request arrived (ms since the epoch, the engine's clock). */
  at: number;
  /**
   * A world's entry: how far the world's clock ran ahead of the device's when the request arrived
   * (ms), so `at + worldOffsetMs` is the world's time of it (issue #26). Absent on other scopes' entries
   * and on entries written before it was kept (read as 0).
   */
  worldOffsetMs?: number;
  durationMs: number;
  source: JournalSource;
  /** Source `studio`: the project whose page made the request. Absent on other sources' rows. */
  project?: string;
  actor: JournalActor;
  /** The agent connection's or the content token's name. */
  name: string | null;
  method: string;
  /** Path and query below the origin, redacted. */
  url: string;
  status: number;
  requestHeaders: [string, string][];
  requestBody: JournalBody | null;
  responseHeaders: [string, string][];
  responseBody: JournalBody | null;
}

export interface JournalTables {
  journal: EntityTable<JournalRow, 'id'>;
}
