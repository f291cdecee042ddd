/** Reading pages: the editorial draft, the exact live revision, lists, history and the public feed. */
import type { ContentContext } from './context.ts';
import type { Feed, LiveRevision, Page, PageList, RevisionList } from './contract.ts';
import { listPageRows, listRevisionRows } from './lists.ts';
import { historyEntry, liveResource, pageResource, pageSummary } from './page-resource.ts';
import { invalid, notPublished, pageNotFound } from './problems.ts';
import type { PageRow } from './stores.ts';

/** The query of a list: `page` (a positive integer, default 1) and `include=body`. */
interface ListQuery {
  page: number;
  includeBody: boolean;
}

/** `?page=` and `?include=` as the contract declares them; anything else is 422. */
export function listQuery(url: URL): ListQuery {
  const raw = url.searchParams.get('page');
  if (raw !== null && !/^[1-9][0-9]{0,6}$/.test(raw)) throw invalid('page must be a positive integer.');
  const include = url.searchParams.get('include');
  if (include !== null && include !== 'body') throw invalid('include may only be "body".');
  return { page: raw === null ? 1 : Number(raw), includeBody: include === 'body' };
}

export async function readPage(context: ContentContext, id: string): Promise<Page> {
  const page = await context.db.pages.get(id);
  if (!page) throw pageNotFound();
  return pageResource(page);
}

/** GET /api/pages; `status=published` selects published pages but answers their drafts (the trap). */
export async function pageList(context: ContentContext, query: ListQuery, status: string | null): Promise<PageList> {
  if (status !== null && status !== 'published') throw invalid('status may only be "published".');
  const list = await listPageRows(context, query.page, status === 'published');
  return {
    pages: list.rows.map((row) => pageSummary(row, query.includeBody)),
    page: list.page,
    next_page: list.next_page,
  };
}

export async function pageHistory(context: ContentContext, id: string, query: ListQuery): Promise<RevisionList> {
  if (!(await context.db.pages.get(id))) throw pageNotFound();
  const list = await listRevisionRows(context, id, query.page);
  return {
    revisions: list.rows.map((row) => historyEntry(row, query.includeBody)),
    page: list.page,
    next_page: list.next_page,
  };
}

/** The exact live revision of a page; 404 when nothing is live. */
/** `base`: the prefix of the cover's URL (http/read-address.ts, linkBase). */
export async function livePage(context: ContentContext, id: string, base: string): Promise<LiveRevision> {
  const page = await context.db.pages.get(id);
  if (!page) throw pageNotFound();
  const [live] = await liveRevisions(context, [page], base);
  if (!live) throw notPublished();
  return live;
}

/**
 * The public feed: live revisions only, selected explicitly (never drafts, never status=published).
 * The revisions and their covers are read in two batches, not one page after another.
 */
export async function publicFeed(context: ContentContext, query: ListQuery, base: string): Promise<Feed> {
  const list = await listPageRows(context, query.page, true);
  return { items: await liveRevisions(context, list.rows, base), page: list.page, next_page: list.next_page };
}

/** The live revisions of pages (those with none are left out), each with its cover's current alt text. */
async function liveRevisions(context: ContentContext, pages: PageRow[], base: string): Promise<LiveRevision[]> {
  const { db } = context;
  const live = pages.filter((page) => page.liveVersion !== null);
  const revisions = await db.revisions.bulkGet(live.map((page) => [page.id, page.liveVersion as number]));
  const coverIds = revisions.map((revision) => revision?.cover ?? null);
  const covers = await db.images.bulkGet(coverIds.filter((id): id is string => id !== null));
  const coverById = new Map(covers.filter((image) => image !== undefined).map((image) => [image.id, image]));
  const answers: LiveRevision[] = [];
  live.forEach((page, i) => {
    const revision = revisions[i];
    if (revision)
      answers.push(liveResource(page, revision, revision.cover ? coverById.get(revision.cover) : undefined, base));
  });
  return answers;
}
