/**
 * The journal's two lists, declared once: where a request came from and who made it. The table's
 * types (db/journal-tables.ts), the answers' picklists (journal, report card, export file) and so the
 * OpenAPI enums are derived from them (docs/journal.md).
 */

/**
 * Where a request came from, as the adapter says (the worker, the embed, the engine's own MCP calls);
 * `reference`: the person's tries on the app's reference screen (the app's own, marked); `studio`: a
 * studio project's page (`<base>studio/<name>/`), whose entry names the project (docs/studio.md).
 */
export const JOURNAL_SOURCES = ['app', 'page', 'embed', 'bridge', 'mcp', 'reference', 'studio'] as const;

/** Who made it: the world's person, an agent connection, a content token, or nobody known. */
export const JOURNAL_ACTORS = ['person', 'agent', 'token', 'anonymous'] as const;

export type JournalSource = (typeof JOURNAL_SOURCES)[number];
export type JournalActor = (typeof JOURNAL_ACTORS)[number];

/**
 * What an adapter says of a request's origin: a source, or `studio:<project>` for a studio page's
 * request (stored as source `studio` with the row's `project`, docs/studio.md).
 */
export type RequestSource = JournalSource | `studio:${string}`;
