/** Page lists and history: at most 50 summaries a page, with `page` and `next_page`. */
import Dexie from 'dexie';
import type { ContentContext } from './context.ts';
import { PAGE_SIZE } from './contract.ts';

/**
 * Pages in creation order. Pages are never deleted (they are archived), so `seq` runs 1, 2, 3, ...
 * without gaps and page N is simply seq (N-1)*50+1 to N*50: page 200 costs what page 1 costs
 * (measured: walking an offset of 9,950 took 23 ms against 6 ms for page 1).
 * `publishedOnly` selects pages that have a live revision but answers their editorial drafts (the
 * documented trap of `status=published`); that list has gaps, so it walks an index with an offset.
 */
export async function listPageRows(context: ContentContext, page: number, publishedOnly: boolean) {
  const { db } = context;
  const offset = (page - 1) * PAGE_SIZE;
  // One more than a page tells whether there is a next one.
  const rows = publishedOnly
    ? await db.pages
        .where('[status+seq]')
        .between(['published', Dexie.minKey], ['published', Dexie.maxKey])
        .offset(offset)
        .limit(PAGE_SIZE + 1)
        .toArray()
    : await db.pages
        .where('seq')
        .between(offset + 1, offset + PAGE_SIZE + 1, true, true)
        .toArray();
  return { rows: rows.slice(0, PAGE_SIZE), page, next_page: rows.length > PAGE_SIZE ? page + 1 : null };
}

/** A page's revisions, newest first. */
export async function listRevisionRows(context: ContentContext, pageId: string, page: number) {
  const rows = await context.db.revisions
    .where('[pageId+version]')
    .between([pageId, Dexie.minKey], [pageId, Dexie.maxKey])
    .reverse()
    .offset((page - 1) * PAGE_SIZE)
    .limit(PAGE_SIZE + 1)
    .toArray();
  return { rows: rows.slice(0, PAGE_SIZE), page, next_page: rows.length > PAGE_SIZE ? page + 1 : null };
}

/** Images, 50 a page, in id order (ids are random: the order is stable, not by time). */
export async function listImageRows(context: ContentContext, page: number) {
  const rows = await context.db.images
    .offset((page - 1) * PAGE_SIZE)
    .limit(PAGE_SIZE + 1)
    .toArray();
  return { rows: rows.slice(0, PAGE_SIZE), page, next_page: rows.length > PAGE_SIZE ? page + 1 : null };
}
