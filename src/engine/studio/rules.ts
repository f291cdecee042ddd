/**
 * The studio's rules as pure functions (the shape of municipal/drafts.ts): each takes what is stored
 * now and what is asked, and returns what to store, or throws the refusal (problems.ts). store.ts
 * loads, decides with these, and writes in one transaction, so a refusal changes nothing.
 */
import type { StudioFileRow, StudioOriginRow, StudioProjectRow } from '../db/studio-tables.ts';
import { contentTypeFor } from './content-types.ts';
import {
  MAX_STUDIO_FILE_BYTES,
  MAX_STUDIO_FILES,
  MAX_STUDIO_PATH_LENGTH,
  MAX_STUDIO_PROJECT_BYTES,
  MAX_STUDIO_PROJECTS,
  STUDIO_NAME_PATTERN,
} from './limits.ts';
import {
  fileTooLarge,
  nameInvalid,
  pathInvalid,
  projectTooLarge,
  tooManyFiles,
  tooManyProjects,
  twoFilesOnePath,
} from './problems.ts';
import type { StudioFileInput } from './types.ts';

/** One segment of a path: the characters a URL carries unchanged or with a plain %20, nothing that decodes to another path. */
const SEGMENT = /^[\p{L}\p{N} ._~()+@,-]+$/u;

/** The name, or `studio_name_invalid`. Names are kept as typed (case counts: `Demo` and `demo` are two). */
export function checkName(name: string): string {
  if (!STUDIO_NAME_PATTERN.test(name)) throw nameInvalid(name);
  return name;
}

/**
 * The path, or `studio_path_invalid`: relative, at most 100 characters, folders joined by `/`, no
 * empty, `.` or `..` segment, no backslash, and no `%` (so no `%2e%2e` can decode to a traversal).
 */
export function checkPath(path: string): string {
  if (path.length === 0) throw pathInvalid(path, 'is empty');
  if (path.length > MAX_STUDIO_PATH_LENGTH) throw pathInvalid(path, `has ${path.length} characters`);
  if (path.includes('\\')) throw pathInvalid(path, 'has a backslash');
  if (path.includes('%')) throw pathInvalid(path, 'has a “%”');
  if (path.startsWith('/')) throw pathInvalid(path, 'starts with “/”');
  for (const segment of path.split('/')) {
    if (segment === '..' || segment === '.') throw pathInvalid(path, `has a “${segment}” segment`);
    if (segment === '') throw pathInvalid(path, 'has an empty folder name');
    if (!SEGMENT.test(segment)) throw pathInvalid(path, 'has a character outside that list');
  }
  return path;
}

/** A file input's bytes: its text as UTF-8, or its bytes. */
export function bytesOf(input: { text: string } | { bytes: Uint8Array }): Uint8Array {
  return 'text' in input ? new TextEncoder().encode(input.text) : input.bytes;
}

/** The row to store for a file, or the refusal of its path or size. */
export function fileRow(project: string, input: StudioFileInput, now: number): StudioFileRow {
  const path = checkPath(input.path);
  const bytes = bytesOf(input);
  if (bytes.length > MAX_STUDIO_FILE_BYTES) throw fileTooLarge(path, bytes.length);
  return {
    project,
    path,
    contentType: contentTypeFor(path, input.contentType),
    // A copy: the stored bytes never share a buffer with the caller's.
    bytes: bytes.slice().buffer as ArrayBuffer,
    size: bytes.length,
    updatedAt: now,
  };
}

/** Holds a project's files (after a change) to the file count and the project size. */
export function checkProjectBounds(name: string, files: readonly Pick<StudioFileRow, 'size'>[]): void {
  if (files.length > MAX_STUDIO_FILES) throw tooManyFiles(name);
  const size = files.reduce((sum, file) => sum + file.size, 0);
  if (size > MAX_STUDIO_PROJECT_BYTES) throw projectTooLarge(name, size);
}

/**
 * Whether a project's pages may run (docs/studio.md, "Imported code waits"). A row stored before
 * issue 38 has no field: it is approved, as the build that stored it ran it whenever it was opened.
 */
export function isRunApproved(project: Pick<StudioProjectRow, 'runApproved'> | undefined): boolean {
  return project !== undefined && project.runApproved !== false;
}

/** What a new project's row says of its code: made here it runs; imported it waits, with its origin. */
export function trustOf(origin: StudioOriginRow | undefined): Pick<StudioProjectRow, 'origin' | 'runApproved'> {
  return origin ? { origin, runApproved: false } : { runApproved: true };
}

/** A new project: checks its name, room for it, each file and its bounds. */
export function newProject(
  name: string,
  inputs: readonly StudioFileInput[],
  projectCount: number,
  now: number,
  origin?: StudioOriginRow,
): { project: StudioProjectRow; files: StudioFileRow[] } {
  checkName(name);
  if (projectCount >= MAX_STUDIO_PROJECTS) throw tooManyProjects();
  if (inputs.length > MAX_STUDIO_FILES) throw tooManyFiles(name);
  const files = inputs.map((input) => fileRow(name, input, now));
  const paths = new Set<string>();
  for (const file of files) {
    if (paths.has(file.path)) throw twoFilesOnePath(file.path);
    paths.add(file.path);
  }
  checkProjectBounds(name, files);
  return { project: { name, createdAt: now, updatedAt: now, ...trustOf(origin) }, files };
}

/** The project's files after `row` is stored at its path (replacing the file there, if any), checked. */
export function afterSave(name: string, files: readonly StudioFileRow[], row: StudioFileRow): StudioFileRow[] {
  const next = [...files.filter((file) => file.path !== row.path), row];
  checkProjectBounds(name, next);
  return next;
}

/**
 * The name a project of the file gets when a project of its name is kept here: `<name>-2`, `-3`...,
 * the first one free, shortened so it stays within 40 characters.
 */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${name.slice(0, 40 - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
