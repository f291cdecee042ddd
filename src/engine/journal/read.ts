/** Reading the journal: a world's (GET /v1/journal) and the owner's (content tokens and public). */
import type { SandboxDb } from '../db/database.ts';
import type { JournalBody, JournalRow } from '../db/journal-tables.ts';
import { JOURNAL_LIMITS } from './limits.ts';

/** Only the journal's table is read here. */
type JournalDb = Pick<SandboxDb, 'journal'>;

import type { JournalEntry, JournalPage } from './schemas.ts';

/** A world's entries after `after`: the newest JOURNAL_LIMITS.page of them, oldest first. */
export function readWorldJournal(db: JournalDb, worldId: string, after: number): Promise<JournalPage> {
  return readScopeJournal(db, `world:${worldId}`, after);
}

/** One scope's entries (`world:<id>`, `token:<id>`) after `after`: the newest JOURNAL_LIMITS.page, oldest first. */
export async function readScopeJournal(db: JournalDb, scope: string, after: number): Promise<JournalPage> {
  const rows = await db.journal
    .where('[scope+id]')
    .between([scope, after], [scope, Number.MAX_SAFE_INTEGER], false, true)
    .reverse()
    .limit(JOURNAL_LIMITS.page)
    .toArray();
  return page(rows.reverse(), after);
}

/**
 * The owner's view: every content token's entries and those without a known credential (the
 * `public` scope), never a world's (those are the person's, read with the world's capability).
 */
export async function readOwnerJournal(db: JournalDb, after: number): Promise<JournalPage> {
  const rows = await db.journal
    .where(':id')
    .above(after)
    .reverse()
    .filter((row) => !row.scope.startsWith('world:'))
    .limit(JOURNAL_LIMITS.page)
    .toArray();
  return page(rows.reverse(), after);
}

/**
 * What studio pages did (source `studio`, docs/studio.md), in every world and content token and
 * without a credential: the owner's view of the studio projects (the Inspector's "Studio projects").
 * The pages are the person's own, written in the app's studio, so the app's window may read their
 * requests in the worlds they opened; a world's other entries stay the person's (its capability).
 */
export async function readStudioJournal(db: JournalDb, after: number): Promise<JournalPage> {
  // The `project` index holds only studio rows: their ids are keys, the rows read are the page's.
  const ids = (await db.journal.where('project').above('').primaryKeys()) as number[];
  const newest = ids
    .filter((id) => id > after)
    .sort((a, b) => a - b)
    .slice(-JOURNAL_LIMITS.page);
  const rows = await db.journal.bulkGet(newest);
  return page(
    rows.filter((row) => row !== undefined),
    after,
  );
}

/**
 * One project's entries in every scope, its newest JOURNAL_LIMITS.page (oldest first), with the scope
 * of each (a project's card judges each world's requests as a client of their own).
 */
export async function readProjectEntries(
  db: JournalDb,
  project: string,
): Promise<{ entries: JournalEntry[]; scopes: Map<number, string> }> {
  const ids = (await db.journal.where('project').equals(project).primaryKeys()) as number[];
  const rows = (await db.journal.bulkGet(ids.slice(-JOURNAL_LIMITS.page))).filter((row) => row !== undefined);
  return { entries: rows.map(entryResource), scopes: new Map(rows.map((row) => [row.id ?? 0, row.scope])) };
}

/** Every project name the journal's studio entries carry, sorted (the index's keys). */
export async function journalProjects(db: JournalDb): Promise<string[]> {
  return (await db.journal.orderBy('project').uniqueKeys()) as string[];
}

function page(rows: JournalRow[], after: number): JournalPage {
  return { entries: rows.map(entryResource), last_id: rows.at(-1)?.id ?? after };
}

function entryResource(row: JournalRow): JournalEntry {
  return {
    id: row.id ?? 0,
    time: new Date(row.at).toISOString(),
    world_time: row.scope.startsWith('world:') ? new Date(row.at + (row.worldOffsetMs ?? 0)).toISOString() : null,
    source: row.source,
    actor: row.actor,
    name: row.name,
    project: row.project ?? null,
    method: row.method,
    url: row.url,
    status: row.status,
    duration_ms: row.durationMs,
    request: { headers: headerList(row.requestHeaders), body: bodyResource(row.requestBody) },
    response: { headers: headerList(row.responseHeaders), body: bodyResource(row.responseBody) },
  };
}

function headerList(headers: [string, string][]) {
  return headers.map(([name, value]) => ({ name, value }));
}

function bodyResource(body: JournalBody | null): JournalEntry['request']['body'] {
  if (!body) return null;
  return {
    mime_type: body.mimeType,
    size: body.size,
    ...(body.text !== undefined ? { text: body.text } : {}),
    truncated: body.truncated,
  };
}
