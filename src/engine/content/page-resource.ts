/** Pages as the API shows them: full drafts, summaries, live revisions, history entries. */
import type { LiveRevision, Page, PageSummary, Revision } from './contract.ts';
import type { ImageRow, PageFields, PageRow, RevisionRow } from './stores.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

export function pageResource(page: PageRow): Page {
  return {
    id: page.id,
    ...fieldsOf(page),
    status: page.status,
    version: page.version,
    published_version: page.liveVersion,
    // A published page whose draft moved on holds private edits that are not live.
    has_unpublished_changes: page.liveVersion !== null && page.liveVersion !== page.version,
    created_at: iso(page.createdAt),
    updated_at: iso(page.updatedAt),
    published_at: isoOrNull(page.publishedAt),
  };
}

/** Lists omit the body and the named fields unless include=body. */
export function pageSummary(page: PageRow, includeBody: boolean): PageSummary {
  const { body, fields, ...rest } = pageResource(page);
  return includeBody ? { ...rest, body, fields } : rest;
}

/** The exact live revision, with its cover's current alternative text. */
export function liveResource(
  page: PageRow,
  revision: RevisionRow,
  cover: ImageRow | undefined,
  base: string,
): LiveRevision {
  return {
    id: page.id,
    version: revision.version,
    ...fieldsOf(revision),
    cover: revision.cover
      ? { id: revision.cover, url: `${base}api/images/${revision.cover}`, alt: cover?.alt ?? '' }
      : null,
    published_at: isoOrNull(page.publishedAt),
  };
}

export function historyEntry(revision: RevisionRow, includeBody: boolean): Revision {
  const { body, fields, ...rest } = fieldsOf(revision);
  return {
    version: revision.version,
    action: revision.action,
    at: iso(revision.at),
    ...rest,
    ...(includeBody ? { body, fields } : {}),
  };
}

export function fieldsOf(source: PageFields): PageFields {
  return {
    title: source.title,
    slug: source.slug,
    excerpt: source.excerpt,
    body: source.body,
    cover: source.cover,
    type: source.type,
    locale: source.locale,
    fields: source.fields,
  };
}
