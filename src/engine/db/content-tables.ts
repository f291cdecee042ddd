/** IndexedDB tables of the content service (see database.ts for the version history). */
import type { EntityTable, Table, Transaction } from 'dexie';

/** Dexie store definitions of schema version 1: table name -> primary key and indexes. Never edited. */
export const CONTENT_STORES_V1: Record<string, string> = {
  tokens: 'id, &hash',
  pages: 'id, &seq, [status+seq]',
  revisions: '[pageId+version], pageId',
  images: 'id',
};

/** Version 2: pages index the cover of their live revision, so an image's visibility is one lookup. */
export const CONTENT_STORES_V2: Record<string, string> = {
  pages: 'id, &seq, [status+seq], liveCover',
};

/** Upgrade to version 2: each page learns the cover of its live revision. */
export async function addLiveCovers(tx: Transaction): Promise<void> {
  const pages = tx.table<PageRow, string>('pages');
  const revisions = tx.table<RevisionRow, [string, number]>('revisions');
  for (const page of await pages.toArray()) {
    const live = page.liveVersion === null ? undefined : await revisions.get([page.id, page.liveVersion]);
    await pages.update(page.id, { liveCover: live?.cover ?? null });
  }
}

export type Scope = 'content:read' | 'content:write' | 'content:publish';

/** A scoped connection made by the owner. Only the token's SHA-256 is stored. */
export interface TokenRow {
  id: string;
  name: string;
  hash: string;
  scopes: Scope[];
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
  /** The owner workspace's own token: not listed as a connection, one row for every owner tab. */
  workspace?: boolean;
  /** The workspace's tokens of other (earlier) tabs, still valid besides `hash` (content/tokens.ts). */
  earlierHashes?: string[];
}

/**
 * The token row whose secret hashes to `hash`: a connection, or the owner workspace by any of its
 * tabs' secrets (content/tokens.ts). Requests are authenticated and journalled by it.
 */
export async function tokenByHash(tokens: EntityTable<TokenRow, 'id'>, hash: string): Promise<TokenRow | undefined> {
  const row = await tokens.where('hash').equals(hash).first();
  if (row) return row;
  return tokens
    .filter((candidate) => candidate.workspace === true && !!candidate.earlierHashes?.includes(hash))
    .first();
}

export type PageStatus = 'draft' | 'published' | 'unpublished' | 'archived';

/** The editable fields of a page: what a full replace (PUT) sends. */
export interface PageFields {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  cover: string | null;
  type: string;
  locale: string;
  fields: Record<string, string>;
}

/** A page: its editorial draft (the fields) and which revision is live, if any. */
export interface PageRow extends PageFields {
  id: string;
  /** Creation order, for stable pagination. */
  seq: number;
  status: PageStatus;
  version: number;
  createdAt: number;
  updatedAt: number;
  /** Version of the revision that is live, or null when nothing is public. */
  liveVersion: number | null;
  /** The live revision's cover image (indexed: while set, that image is public). */
  liveCover: string | null;
  publishedAt: number | null;
}

export type RevisionAction = 'created' | 'updated' | 'published' | 'unpublished' | 'archived' | 'restored';

/** One entry of a page's history: the fields as they were after each change. */
export interface RevisionRow extends PageFields {
  pageId: string;
  version: number;
  action: RevisionAction;
  at: number;
}

export interface ImageRow {
  id: string;
  type: string;
  size: number;
  bytes: ArrayBuffer;
  alt: string;
  createdAt: number;
}

/** Typed tables the content service adds to SandboxDb. */
export interface ContentTables {
  tokens: EntityTable<TokenRow, 'id'>;
  pages: EntityTable<PageRow, 'id'>;
  revisions: Table<RevisionRow, [string, number]>;
  images: EntityTable<ImageRow, 'id'>;
}
