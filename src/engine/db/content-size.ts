/**
 * The content store stays exportable (issue #17): export is the way out of the browser, so the store
 * never grows past what one export file can hold. A write that would take it past the budget is
 * refused with 507 `store_full` by its service (content's writes, transfer's import), nothing stored;
 * everything that was accepted can be exported.
 *
 * The store's size is what its rows take in an export file (JSON, images in base64). It is measured
 * once per worker life and after a delete or an import; each accepted write adds an upper bound of
 * its growth, and before refusing, the store is measured again, so an over-estimate never refuses.
 */
import { MAX_FILE_BYTES } from '../transfer/limits.ts';
import type { ContentDb } from './database.ts';

/** Room left in the export file for the tab's world (40 cases, a journal of 500 entries with bodies). */
const WORLD_RESERVE_BYTES = 8 * 1024 * 1024;
/** The most the content store may take in an export file. */
export const CONTENT_BUDGET_BYTES = MAX_FILE_BYTES - WORLD_RESERVE_BYTES;

const estimates = new WeakMap<ContentDb, number>();

/** The UTF-8 length of a string, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const jsonBytes = (value: unknown) => utf8Length(JSON.stringify(value)) + 1;

/** An image's bytes in the file: base64 plus its entry. */
export const imageGrowth = (size: number) => Math.ceil(size / 3) * 4 + 300;

/** A page write stores the page and a revision, each about the body's size. */
export const pageGrowth = (body: unknown) => 2 * jsonBytes(body) + 1024;

/** What the content store takes in an export file now (read in one pass; images by their size). */
export async function measureContentStore(db: ContentDb): Promise<number> {
  let total = 0;
  await db.transaction('r', [db.pages, db.revisions, db.images, db.tokens], async () => {
    await db.pages.each((page) => {
      total += jsonBytes(page);
    });
    await db.revisions.each((revision) => {
      total += jsonBytes(revision);
    });
    await db.images.each(({ bytes: _bytes, ...image }) => {
      total += jsonBytes(image) + imageGrowth(image.size);
    });
    total += (await db.tokens.count()) * 300;
  });
  estimates.set(db, total);
  return total;
}

/**
 * Reserves room for a write of about `growth` bytes before it is made. Returns what the store takes
 * now when it would no longer fit into one export file (the caller refuses with 507 store_full).
 */
export async function reserveContentBytes(db: ContentDb, growth: number): Promise<number | undefined> {
  let current = estimates.get(db) ?? (await measureContentStore(db));
  if (current + growth > CONTENT_BUDGET_BYTES) current = await measureContentStore(db);
  if (current + growth > CONTENT_BUDGET_BYTES) return current;
  estimates.set(db, current + growth);
  return undefined;
}

/** After a delete or an import: measured again at the next write. */
export function forgetContentSize(db: ContentDb): void {
  estimates.delete(db);
}
