/**
 * The studio's storage: each operation loads what it needs, decides with rules.ts, and writes in ONE
 * transaction, so a refusal (thrown inside it) leaves the database as it was.
 */
import type { SandboxDb } from '../db/database.ts';
import type { StudioFileRow, StudioOriginRow, StudioProjectRow } from '../db/studio-tables.ts';
import { isTextType } from './content-types.ts';
import { fileExists, fileNotFound, projectExists, projectNotFound } from './problems.ts';
import { afterSave, checkName, checkPath, fileRow, isRunApproved, newProject } from './rules.ts';
import type { StudioFile, StudioFileInput, StudioFileSummary, StudioProject, StudioProjectSummary } from './types.ts';

type Db = Pick<SandboxDb, 'transaction' | 'studioProjects' | 'studioFiles'>;

const iso = (ms: number) => new Date(ms).toISOString();

export function fileSummary(row: StudioFileRow): StudioFileSummary {
  return { path: row.path, contentType: row.contentType, size: row.size, updatedAt: iso(row.updatedAt) };
}

export function projectSummary(project: StudioProjectRow, files: readonly StudioFileRow[]): StudioProjectSummary {
  return {
    name: project.name,
    runApproved: isRunApproved(project),
    origin: project.origin ? { ...project.origin, at: iso(project.origin.at) } : null,
    fileCount: files.length,
    bytes: files.reduce((sum, file) => sum + file.size, 0),
    createdAt: iso(project.createdAt),
    updatedAt: iso(project.updatedAt),
  };
}

function fileOf(row: StudioFileRow): StudioFile {
  const bytes = new Uint8Array(row.bytes);
  return { ...fileSummary(row), bytes, text: isTextType(row.contentType) ? new TextDecoder().decode(bytes) : null };
}

/** A project's files, sorted by path (the key's order). */
export function filesOf(db: Db, name: string): Promise<StudioFileRow[]> {
  return db.studioFiles.where('project').equals(name).sortBy('path');
}

async function requireProject(db: Db, name: string): Promise<StudioProjectRow> {
  const project = await db.studioProjects.get(name);
  if (!project) throw projectNotFound(name);
  return project;
}

export async function listProjects(db: Db): Promise<StudioProjectSummary[]> {
  return db.transaction('r', [db.studioProjects, db.studioFiles], async () => {
    const [projects, files] = await Promise.all([db.studioProjects.toArray(), db.studioFiles.toArray()]);
    return projects.map((project) =>
      projectSummary(
        project,
        files.filter((file) => file.project === project.name),
      ),
    );
  });
}

export async function readProject(db: Db, name: string): Promise<StudioProject> {
  return db.transaction('r', [db.studioProjects, db.studioFiles], async () => {
    const project = await requireProject(db, name);
    const files = await filesOf(db, name);
    return { ...projectSummary(project, files), files: files.map(fileOf) };
  });
}

export async function createProject(
  db: Db,
  name: string,
  inputs: readonly StudioFileInput[],
  now: number,
  origin?: Omit<StudioOriginRow, 'at'>,
): Promise<StudioProjectSummary> {
  return writing(db, async () => {
    checkName(name);
    if (await db.studioProjects.get(name)) throw projectExists(name);
    const from = origin && { ...origin, at: now };
    const made = newProject(name, inputs, await db.studioProjects.count(), now, from);
    await db.studioProjects.add(made.project);
    await db.studioFiles.bulkAdd(made.files);
    return projectSummary(made.project, made.files);
  });
}

/** The person chose Run: the project's pages run from now on (a project made here is approved already). */
export async function approveRun(db: Db, name: string): Promise<StudioProjectSummary> {
  return writing(db, async () => {
    const project = { ...(await requireProject(db, name)), runApproved: true };
    await db.studioProjects.put(project);
    return projectSummary(project, await filesOf(db, name));
  });
}

export async function saveFile(db: Db, name: string, input: StudioFileInput, now: number): Promise<StudioFileSummary> {
  return writing(db, async () => {
    const project = await requireProject(db, name);
    const row = fileRow(name, input, now);
    afterSave(name, await filesOf(db, name), row);
    await db.studioFiles.put(row);
    await db.studioProjects.put({ ...project, updatedAt: now });
    return fileSummary(row);
  });
}

export async function renameFile(
  db: Db,
  name: string,
  from: string,
  to: string,
  now: number,
): Promise<StudioFileSummary> {
  return writing(db, async () => {
    const project = await requireProject(db, name);
    const target = checkPath(to);
    const file = await db.studioFiles.get([name, from]);
    if (!file) throw fileNotFound(from);
    if (target === from) return fileSummary(file);
    if (await db.studioFiles.get([name, target])) throw fileExists(target);
    // The type follows the new name: `notes.txt` renamed `index.html` is served as a page.
    const moved = fileRow(name, { path: target, bytes: new Uint8Array(file.bytes) }, now);
    await db.studioFiles.delete([name, from]);
    await db.studioFiles.add(moved);
    await db.studioProjects.put({ ...project, updatedAt: now });
    return fileSummary(moved);
  });
}

export async function deleteFile(db: Db, name: string, path: string, now: number): Promise<null> {
  return writing(db, async () => {
    const project = await requireProject(db, name);
    if (!(await db.studioFiles.get([name, path]))) throw fileNotFound(path);
    await db.studioFiles.delete([name, path]);
    await db.studioProjects.put({ ...project, updatedAt: now });
    return null;
  });
}

export async function duplicateProject(db: Db, from: string, to: string, now: number): Promise<StudioProjectSummary> {
  return writing(db, async () => {
    checkName(to);
    const source = await requireProject(db, from);
    if (await db.studioProjects.get(to)) throw projectExists(to);
    const files = await filesOf(db, from);
    const made = newProject(
      to,
      files.map((file) => ({ path: file.path, bytes: new Uint8Array(file.bytes), contentType: file.contentType })),
      await db.studioProjects.count(),
      now,
    );
    // A copy is as trusted as its source: a copy of code that has not run has not run either.
    const project: StudioProjectRow = {
      ...made.project,
      runApproved: isRunApproved(source),
      ...(source.origin && { origin: source.origin }),
    };
    await db.studioProjects.add(project);
    await db.studioFiles.bulkAdd(made.files);
    return projectSummary(project, made.files);
  });
}

export async function deleteProject(db: Db, name: string): Promise<null> {
  return writing(db, async () => {
    await requireProject(db, name);
    await db.studioFiles.where('project').equals(name).delete();
    await db.studioProjects.delete(name);
    return null;
  });
}

/**
 * Served files kept in memory, per database: an IndexedDB read costs more than the rest of a studio
 * answer (docs/studio.md, "Serving"; bench: a served file against GET /hello). Only this module and the
 * import write the studio's tables, and both forget the kept files on every write, in the same worker.
 * Bounded: at most 200 answers or 16 MB, then all are dropped.
 */
const kept = new WeakMap<object, { files: Map<string, ServedFileRow | undefined>; bytes: number }>();
const KEPT_FILES = 200;
const KEPT_BYTES = 16 * 1024 * 1024;

/** Counts the writes per database, so a read that overlapped a write is not kept. */
const writes = new WeakMap<object, number>();

/** How many writes of the studio's tables `db` has seen: what the served answers were made from. */
export function studioVersion(db: object): number {
  return writes.get(db) ?? 0;
}

/** Drops every kept file of `db`: called by every write of the studio's tables. */
export function forgetServedFiles(db: object): void {
  kept.delete(db);
  writes.set(db, (writes.get(db) ?? 0) + 1);
}

/** A served file with whether its project may run (read together, so the server checks both at once). */
export type ServedFileRow = StudioFileRow & { runApproved: boolean };

/** The file a served URL names (or undefined), from memory when it was read since the last write. */
export async function readServedFile(db: Db, name: string, path: string): Promise<ServedFileRow | undefined> {
  const key = `${name}/${path}`;
  let cache = kept.get(db);
  if (cache?.files.has(key)) return cache.files.get(key);
  const before = writes.get(db) ?? 0;
  const [row, project] = await Promise.all([db.studioFiles.get([name, path]), db.studioProjects.get(name)]);
  const file = row && { ...row, runApproved: isRunApproved(project) };
  // A write began or ended while reading: the answer may be stale, so it is not kept.
  if ((writes.get(db) ?? 0) !== before) return file;
  cache = kept.get(db);
  if (!cache || cache.files.size >= KEPT_FILES || cache.bytes + (file?.size ?? 0) > KEPT_BYTES) {
    cache = { files: new Map(), bytes: 0 };
    kept.set(db, cache);
  }
  cache.files.set(key, file);
  cache.bytes += file?.size ?? 0;
  return file;
}

/** Runs a write transaction of the studio's tables and forgets the kept files, whether it succeeds or not. */
function writing<T>(db: Db, work: () => Promise<T>): Promise<T> {
  forgetServedFiles(db);
  return db.transaction('rw', [db.studioProjects, db.studioFiles], work).finally(() => forgetServedFiles(db));
}
