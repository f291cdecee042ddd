/**
 * The studio's storage: each operation loads what it needs, decides with rules.ts, and writes in ONE
 * transaction, so a refusal (thrown inside it) leaves the database as it was.
 */
import type { SandboxDb } from '../db/database.ts';
import type { StudioFileRow, StudioProjectRow } from '../db/studio-tables.ts';
import { isTextType } from './content-types.ts';
import { fileExists, fileNotFound, projectExists, projectNotFound } from './problems.ts';
import { afterSave, checkName, checkPath, fileRow, newProject } from './rules.ts';
import type { StudioFile, StudioFileInput, StudioFileSummary, StudioProject, StudioProjectSummary } from './types.ts';

type Db = Pick<SandboxDb, 'transaction' | 'studioProjects' | 'studioFiles'>;

const iso = (ms: number) => new Date(ms).toISOString();

export function fileSummary(row: StudioFileRow): StudioFileSummary {
  return { path: row.path, contentType: row.contentType, size: row.size, updatedAt: iso(row.updatedAt) };
}

export function projectSummary(project: StudioProjectRow, files: readonly StudioFileRow[]): StudioProjectSummary {
  return {
    name: project.name,
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
): Promise<StudioProjectSummary> {
  return db.transaction('rw', [db.studioProjects, db.studioFiles], async () => {
    checkName(name);
    if (await db.studioProjects.get(name)) throw projectExists(name);
    const made = newProject(name, inputs, await db.studioProjects.count(), now);
    await db.studioProjects.add(made.project);
    await db.studioFiles.bulkAdd(made.files);
    return projectSummary(made.project, made.files);
  });
}

export async function saveFile(db: Db, name: string, input: StudioFileInput, now: number): Promise<StudioFileSummary> {
  return db.transaction('rw', [db.studioProjects, db.studioFiles], async () => {
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
  return db.transaction('rw', [db.studioProjects, db.studioFiles], async () => {
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
  return db.transaction('rw', [db.studioProjects, db.studioFiles], async () => {
    const project = await requireProject(db, name);
    if (!(await db.studioFiles.get([name, path]))) throw fileNotFound(path);
    await db.studioFiles.delete([name, path]);
    await db.studioProjects.put({ ...project, updatedAt: now });
    return null;
  });
}

export async function duplicateProject(db: Db, from: string, to: string, now: number): Promise<StudioProjectSummary> {
  return db.transaction('rw', [db.studioProjects, db.studioFiles], async () => {
    checkName(to);
    await requireProject(db, from);
    if (await db.studioProjects.get(to)) throw projectExists(to);
    const files = await filesOf(db, from);
    const made = newProject(
      to,
      files.map((file) => ({ path: file.path, bytes: new Uint8Array(file.bytes), contentType: file.contentType })),
      await db.studioProjects.count(),
      now,
    );
    await db.studioProjects.add(made.project);
    await db.studioFiles.bulkAdd(made.files);
    return projectSummary(made.project, made.files);
  });
}

export async function deleteProject(db: Db, name: string): Promise<null> {
  return db.transaction('rw', [db.studioProjects, db.studioFiles], async () => {
    await requireProject(db, name);
    await db.studioFiles.where('project').equals(name).delete();
    await db.studioProjects.delete(name);
    return null;
  });
}

/** The file a served URL names, read without a transaction of its own (one get). */
export async function readServedFile(db: Db, name: string, path: string): Promise<StudioFileRow | undefined> {
  return db.studioFiles.get([name, path]);
}
