/**
 * The studio's data as the owner channel carries it (owner.ts): argument schemas and result types.
 * The schemas only check the shape; every rule (name, path, sizes, counts) is checked by rules.ts,
 * so a refusal names its limit with its own code (problems.ts) instead of `malformed_request`.
 * With limits.ts, the studio's declared surface: what other services may import of it (types and
 * schemas only; docs/architecture.md, "Layers").
 */
import * as v from 'valibot';
import type { StudioFileRow, StudioProjectRow } from '../db/studio-tables.ts';

/** Loose bounds on the raw strings, so a huge argument is refused before any rule reads it. */
const Name = v.pipe(v.string(), v.maxLength(1000));
const Path = v.pipe(v.string(), v.maxLength(1000));
const Bytes = v.custom<Uint8Array>((input) => input instanceof Uint8Array, 'Send the file’s bytes.');
const ContentType = v.optional(v.pipe(v.string(), v.maxLength(200)));

/** A file to store: its text (kept as UTF-8) or its bytes (an uploaded image), never both. */
export const StudioFileInput = v.union([
  v.strictObject({ path: Path, text: v.string(), contentType: ContentType }),
  v.strictObject({ path: Path, bytes: Bytes, contentType: ContentType }),
]);
export type StudioFileInput = v.InferOutput<typeof StudioFileInput>;

/** What the UI says of a project it brings in from files (an export file's are set by the import). */
const ChosenOrigin = v.strictObject({
  kind: v.picklist(['zip', 'files']),
  name: v.pipe(v.string(), v.maxLength(500)),
});

/** Where the projects of an export file come from: a chosen `.sandbox` file or a scenario link. */
export const ImportedOrigin = v.optional(
  v.strictObject({ kind: v.picklist(['export', 'scenario']), name: v.pipe(v.string(), v.maxLength(500)) }),
);
export type ImportedOrigin = NonNullable<v.InferOutput<typeof ImportedOrigin>>;

export const STUDIO_OPERATIONS = {
  /** Every project, by name. */
  listProjects: v.strictObject({}),
  /** One project with every file's bytes (and text, for text types). */
  readProject: v.strictObject({ name: Name }),
  /**
   * A new project with these files (a template's, from the UI; may be empty). With `origin` (files or
   * a `.zip` the person chose) it is stored as imported: its pages do not run until `approveRun`.
   */
  createProject: v.strictObject({
    name: Name,
    files: v.pipe(v.array(StudioFileInput), v.maxLength(1000)),
    origin: v.optional(ChosenOrigin),
  }),
  /** The person chose Run for an imported project: from now on its pages run as any other's. */
  approveRun: v.strictObject({ name: Name }),
  /** Stores one file, new or replacing the one at `path`. */
  saveFile: v.union([
    v.strictObject({ project: Name, path: Path, text: v.string(), contentType: ContentType }),
    v.strictObject({ project: Name, path: Path, bytes: Bytes, contentType: ContentType }),
  ]),
  /** Moves a file to a new path (refused when a file is there already). */
  renameFile: v.strictObject({ project: Name, from: Path, to: Path }),
  deleteFile: v.strictObject({ project: Name, path: Path }),
  /** A copy of project `from` named `to`. */
  duplicateProject: v.strictObject({ from: Name, to: Name }),
  deleteProject: v.strictObject({ name: Name }),
};

/** A file as listed and served. Times are ISO 8601 (UTC). */
export interface StudioFileSummary {
  path: string;
  /** The Content-Type it is served with (by its extension; content-types.ts). */
  contentType: string;
  size: number;
  updatedAt: string;
}

/** A file as read for the editor: `text` for text types (html, css, js, json, svg, txt...), else null. */
export interface StudioFile extends StudioFileSummary {
  bytes: Uint8Array;
  text: string | null;
}

/** Where an imported project came from; `at` is ISO 8601 (UTC). */
export interface StudioOrigin {
  kind: 'zip' | 'files' | 'export' | 'scenario';
  name: string;
  at: string;
}

export interface StudioProjectSummary {
  name: string;
  /** False for an imported project until the person chooses Run (docs/studio.md, "Imported code waits"). */
  runApproved: boolean;
  /** Null for a project made in the studio (and for rows stored before issue 38). */
  origin: StudioOrigin | null;
  /** How many files, and their bytes together. */
  fileCount: number;
  bytes: number;
  createdAt: string;
  updatedAt: string;
}

export interface StudioProject extends StudioProjectSummary {
  /** Sorted by path. */
  files: StudioFile[];
}

/**
 * What an import does with a project whose name is taken here: `replace` it (the one here is deleted),
 * or `keep-both` (the file's is stored as `<name>-2`, `-3`...). Without a choice: `keep-both`, so
 * nothing is ever overwritten without asking.
 */
export const StudioImportChoice = v.picklist(['replace', 'keep-both']);
export type StudioImportChoice = v.InferOutput<typeof StudioImportChoice>;
export const StudioImportChoices = v.optional(v.record(Name, StudioImportChoice));

/** A project as the export file holds it, its files' bytes already decoded. */
export interface ProjectInFile {
  name: string;
  createdAt: number;
  updatedAt: number;
  files: Array<{ path: string; contentType: string; bytes: Uint8Array; updatedAt: number }>;
}

/** What an import stores of the file's projects (decided by transfer.ts, written by the import). */
export interface StudioImportPlan {
  preview: Array<{ name: string; file_count: number; bytes: number; conflict: boolean; kept_as: string }>;
  /** Projects here that the import replaces: deleted, with their files, before the new rows are stored. */
  replaced: string[];
  projects: StudioProjectRow[];
  files: StudioFileRow[];
  result: Array<{ name: string; stored_as: string; replaced: boolean }>;
}

/** What each studio operation answers. */
export interface StudioResults {
  listProjects: StudioProjectSummary[];
  readProject: StudioProject;
  createProject: StudioProjectSummary;
  approveRun: StudioProjectSummary;
  saveFile: StudioFileSummary;
  renameFile: StudioFileSummary;
  deleteFile: null;
  duplicateProject: StudioProjectSummary;
  deleteProject: null;
}
