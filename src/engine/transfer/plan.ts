/**
 * What an import does, decided by one pure function of the file and what is stored now (the shape
 * of municipal/drafts.ts: load, decide, write once). The preview is the same decision, not written.
 */

import { berlinIso } from '../berlin-time.ts';
import type { RandomSource } from '../clock.ts';
import { CONTENT_LIMITS } from '../content/contract.ts';
import type { ImageRow, PageRow, RevisionRow, TokenRow } from '../db/content-tables.ts';
import type { JournalRow } from '../db/journal-tables.ts';
import type { CaseRow, ConnectionRow, IdempotencyRow, WorldRow } from '../db/municipal-tables.ts';
import { MUNICIPAL_LIMITS } from '../municipal/contract.ts';
import { fromBase64 } from './base64.ts';
import { type FreshWorld, moveWorld, unusableHash } from './move-world.ts';
import { damagedFile } from './problems.ts';
import type { ImageEntry, Payload, WorldEntry } from './schemas.ts';

/** What the database holds now, as far as the decision needs it (read inside the import's transaction). */
export interface Existing {
  /** Page id -> its creation order here (kept when the page is replaced). */
  pageSeqs: Map<string, number>;
  imageIds: Set<string>;
  tokenIds: Set<string>;
}

interface PagePreview {
  id: string;
  title: string;
  status: PageRow['status'];
}

/** What the owner is shown before confirming. */
export interface ImportPreview {
  version: number;
  exported_at: string;
  pages: { added: PagePreview[]; replaced: PagePreview[] };
  revisions: number;
  images: { added: number; replaced: number };
  /** Content connections: `added` come back revoked; `kept` are here already and left as they are. */
  connections: { added: number; kept: number };
  worlds: Array<{ cases: number; journal: number; connections: number; ends_at: string }>;
  /**
   * The studio's projects in the file (docs/studio.md). `conflict`: a project of that name is here;
   * the import then takes a choice, `replace` or `keep-both` (the default), and `kept_as` is the
   * name the file's project gets when both are kept.
   */
  projects: Array<{ name: string; file_count: number; bytes: number; conflict: boolean; kept_as: string }>;
}

export interface ImportPlan {
  preview: ImportPreview;
  pages: PageRow[];
  /** Pages replaced: their revisions here are deleted before the file's are stored. */
  replacedPages: string[];
  revisions: RevisionRow[];
  images: ImageRow[];
  tokens: TokenRow[];
  worlds: WorldRow[];
  cases: CaseRow[];
  idempotency: IdempotencyRow[];
  journal: JournalRow[];
  connections: ConnectionRow[];
}

export function planImport(
  payload: Payload,
  version: number,
  existing: Existing,
  fresh: FreshWorld[],
  now: number,
  random: RandomSource,
): ImportPlan {
  const { content } = payload;
  unique(content.pages, (page) => page.id, 'pages');
  unique(content.revisions, (revision) => `${revision.pageId} ${revision.version}`, 'revisions');
  unique(content.images, (image) => image.id, 'images');
  unique(content.connections, (connection) => connection.id, 'connections');
  let nextSeq = Math.max(0, ...existing.pageSeqs.values());
  const fileRevisions = new Map(
    content.revisions.map((revision) => [`${revision.pageId} ${revision.version}`, revision]),
  );
  const pages: PageRow[] = [...content.pages]
    .sort((a, b) => a.seq - b.seq)
    .map((page) => ({
      ...page,
      seq: existing.pageSeqs.get(page.id) ?? ++nextSeq,
      // Derived, as the database's upgrade to version 2 derives it: the live revision's cover.
      liveCover:
        page.liveVersion === null ? null : (fileRevisions.get(`${page.id} ${page.liveVersion}`)?.cover ?? null),
    }));
  const pageIds = new Set(pages.map((page) => page.id));
  const replacedPages = pages.filter((page) => existing.pageSeqs.has(page.id)).map((page) => page.id);
  const summary = (page: PageRow): PagePreview => ({ id: page.id, title: page.title, status: page.status });

  const tokens: TokenRow[] = content.connections
    .filter((connection) => !existing.tokenIds.has(connection.id))
    .map((connection) => ({ ...connection, hash: unusableHash(random), revokedAt: connection.revokedAt ?? now }));

  const delta = now - payload.exportedAt;
  const moved = payload.worlds.map((entry, index) => {
    checkWorld(entry, payload.exportedAt);
    return moveWorld(entry, fresh[index] as FreshWorld, delta, now, random);
  });

  const images = content.images.map(imageRow);
  return {
    preview: {
      version,
      exported_at: new Date(payload.exportedAt).toISOString(),
      pages: {
        added: pages.filter((page) => !existing.pageSeqs.has(page.id)).map(summary),
        replaced: pages.filter((page) => existing.pageSeqs.has(page.id)).map(summary),
      },
      revisions: content.revisions.filter((revision) => pageIds.has(revision.pageId)).length,
      images: {
        added: images.filter((image) => !existing.imageIds.has(image.id)).length,
        replaced: images.filter((image) => existing.imageIds.has(image.id)).length,
      },
      connections: { added: tokens.length, kept: content.connections.length - tokens.length },
      worlds: moved.map((world) => ({
        cases: world.cases.length,
        journal: world.journal.length,
        connections: world.connections.length,
        // In the world's time, as the world bar and /v1/sessions/current say it after the import.
        ends_at: berlinIso(world.world.expiresAt + (world.world.clockOffsetMs ?? 0)),
      })),
      projects: [],
    },
    pages,
    replacedPages,
    revisions: content.revisions.filter((revision) => pageIds.has(revision.pageId)),
    images,
    tokens,
    worlds: moved.map((world) => world.world),
    cases: moved.flatMap((world) => world.cases),
    idempotency: moved.flatMap((world) => world.idempotency),
    journal: moved.flatMap((world) => world.journal),
    connections: moved.flatMap((world) => world.connections),
  };
}

/** An image's bytes from base64, held to the same bound as an upload. */
function imageRow({ data, ...image }: ImageEntry): ImageRow {
  const bytes = fromBase64(data);
  if (!bytes || bytes.length !== image.size || image.size > CONTENT_LIMITS.imageBytes) {
    throw damagedFile(`the image ${image.id} is not what its entry says`);
  }
  return { ...image, bytes: bytes.buffer as ArrayBuffer };
}

/**
 * Rules a world of a file must keep, beyond its shape: it was alive when exported, for at most 24
 * hours more, with at most 40 cases, and its ids are unique (they become new ids one to one).
 */
function checkWorld(entry: WorldEntry, exportedAt: number): void {
  const left = entry.expiresAt - exportedAt;
  if (left <= 0 || left > MUNICIPAL_LIMITS.worldMs)
    throw damagedFile('a world does not end within 24 hours of the export');
  if (entry.cases.length > MUNICIPAL_LIMITS.casesPerWorld) throw damagedFile('a world holds too many cases');
  unique(entry.cases, (item) => item.id, 'cases');
  unique(entry.connections, (connection) => connection.id, 'connections');
  unique(entry.idempotency, (record) => record.key, 'idempotency records');
}

/** A file written by hand could name one id twice: refused, rather than one row silently lost. */
function unique<T>(rows: T[], key: (row: T) => string, what: string): void {
  if (new Set(rows.map(key)).size !== rows.length) throw damagedFile(`two of its ${what} have the same id`);
}
