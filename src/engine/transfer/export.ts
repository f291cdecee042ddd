/**
 * Export: the content store and the worlds whose capabilities the caller holds, as one file
 * (format.ts). Secrets never leave: no capability, no token or connection hash; the workspace's own
 * token is not a connection and is left out.
 */
import { berlinDate } from '../berlin-time.ts';
import { sha256Hex } from '../clock.ts';
import type { ImageRow, PageRow, RevisionRow, TokenRow } from '../db/content-tables.ts';
import type { SandboxDb } from '../db/database.ts';
import type { JournalRow } from '../db/journal-tables.ts';
import type { CaseRow, ConnectionRow, IdempotencyRow, WorldRow } from '../db/municipal-tables.ts';
import type { StudioFileRow, StudioProjectRow } from '../db/studio-tables.ts';
import type { EngineContext } from '../domain.ts';
import { toBase64 } from './base64.ts';
import { encodeFile } from './format.ts';
import { EXPORT_EXTENSION, MAX_FILE_BYTES } from './limits.ts';
import { worldNotFound } from './problems.ts';

/** A world as written: its rows without the capability's hash, the world id or any connection's hash. */
interface WrittenWorld extends Omit<WorldRow, 'tokenHash'> {
  cases: Omit<CaseRow, 'worldId'>[];
  idempotency: Omit<IdempotencyRow, 'worldId'>[];
  journal: Omit<JournalRow, 'id' | 'scope'>[];
  connections: Omit<ConnectionRow, 'worldId' | 'hash'>[];
}

/** What export writes: the stored rows (schemas.ts checks the same shape when a file is read). */
interface WrittenPayload {
  exportedAt: number;
  content: {
    pages: PageRow[];
    revisions: RevisionRow[];
    images: Array<Omit<ImageRow, 'bytes'> & { data: string }>;
    connections: Omit<TokenRow, 'hash' | 'workspace'>[];
  };
  worlds: WrittenWorld[];
  /** The studio's projects, each file's bytes as base64 in `data`. */
  studio: {
    projects: Array<
      Omit<StudioProjectRow, 'origin' | 'runApproved'> & {
        files: Array<Omit<StudioFileRow, 'project' | 'bytes'> & { data: string }>;
      }
    >;
  };
}

export interface ExportedFile {
  /** The file's bytes, exactly as they are to be saved. */
  bytes: Uint8Array<ArrayBuffer>;
  /** A file name with Berlin's date (the date every screen shows), e.g. `sandbox-2026-03-27.sandbox`. */
  name: string;
}

/** Reads everything in one read transaction (a consistent copy) and writes the file. */
export async function exportFile(
  context: EngineContext,
  worldTokens: string[],
  maxBytes = MAX_FILE_BYTES,
): Promise<ExportedFile> {
  const hashes = await Promise.all(worldTokens.map((token) => sha256Hex(token)));
  const payload = await readPayload(context.db, hashes, context.clock.now());
  const bytes = await encodeFile(payload, maxBytes);
  return { bytes, name: `sandbox-${berlinDate(payload.exportedAt)}${EXPORT_EXTENSION}` };
}

async function readPayload(db: SandboxDb, worldHashes: string[], now: number): Promise<WrittenPayload> {
  const tables = [db.pages, db.revisions, db.images, db.tokens, db.worlds, db.cases, db.idempotency, db.journal];
  return db.transaction('r', [...tables, db.connections, db.studioProjects, db.studioFiles], async () => {
    const [pages, revisions, images, tokens] = await Promise.all([
      db.pages.orderBy('seq').toArray(),
      db.revisions.toArray(),
      db.images.toArray(),
      db.tokens.toArray(),
    ]);
    const worlds: WrittenWorld[] = [];
    for (const hash of worldHashes) worlds.push(await readWorld(db, hash, now));
    const [projects, files] = await Promise.all([db.studioProjects.toArray(), db.studioFiles.toArray()]);
    return {
      exportedAt: now,
      content: {
        pages,
        revisions,
        images: images.map(({ bytes, ...image }) => ({ ...image, data: toBase64(new Uint8Array(bytes)) })),
        connections: tokens
          .filter((token) => !token.workspace)
          .map(({ id, name, scopes, createdAt, lastUsedAt, revokedAt }) => ({
            id,
            name,
            scopes,
            createdAt,
            lastUsedAt,
            revokedAt,
          })),
      },
      worlds,
      studio: {
        // Not where a project came from nor whether it may run: the receiving device has not seen its code.
        projects: projects.map(({ origin: _origin, runApproved: _approved, ...project }) => ({
          ...project,
          files: files
            .filter((file) => file.project === project.name)
            .map(({ project: _project, bytes, ...file }) => ({ ...file, data: toBase64(new Uint8Array(bytes)) })),
        })),
      },
    };
  });
}

async function readWorld(db: SandboxDb, tokenHash: string, now: number): Promise<WrittenWorld> {
  const world = await db.worlds.where('tokenHash').equals(tokenHash).first();
  if (!world || world.expiresAt <= now) throw worldNotFound();
  const { tokenHash: _secret, ...row } = world;
  const [cases, idempotency, journal, connections] = await Promise.all([
    db.cases.where('[worldId+seq]').between([world.id, 0], [world.id, Number.MAX_SAFE_INTEGER]).toArray(),
    db.idempotency.where('worldId').equals(world.id).toArray(),
    db.journal
      .where('[scope+id]')
      .between([`world:${world.id}`, 0], [`world:${world.id}`, Number.MAX_SAFE_INTEGER])
      .toArray(),
    db.connections.where('worldId').equals(world.id).toArray(),
  ]);
  return {
    ...row,
    cases: cases.map(({ worldId: _world, ...item }) => item),
    idempotency: idempotency.map(({ worldId: _world, ...record }) => record),
    journal: journal.map(({ id: _id, scope: _scope, ...entry }) => entry),
    connections: connections.map(({ id, name, createdAt, lastUsedAt, revokedAt }) => ({
      id,
      name,
      createdAt,
      lastUsedAt,
      revokedAt,
    })),
  };
}
