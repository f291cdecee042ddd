/**
 * The studio's one door to the engine (issue 32): its projects through the owner channel
 * (src/engine/owner.ts, the same as the workspace's), and the served address of a project. Screens
 * and models use this module only, so the channel's shape is written in one place on the UI side.
 */

import {
  MAX_STUDIO_FILE_BYTES,
  MAX_STUDIO_FILES,
  MAX_STUDIO_NAME_LENGTH,
  MAX_STUDIO_PATH_LENGTH,
  MAX_STUDIO_PROJECT_BYTES,
  MAX_STUDIO_PROJECTS,
} from '../../engine/studio/limits.ts';
import type { StudioOrigin, StudioProjectSummary } from '../../engine/studio/types.ts';
import { ownerCall } from '../api/owner-client.ts';
import { apiUrl } from '../app/client.ts';
import { isTextFile } from './file-kinds.ts';

export type { StudioOrigin, StudioProjectSummary as ProjectSummary } from '../../engine/studio/types.ts';

/** One file of a project as the studio's UI holds it: its relative path and its bytes (text is UTF-8). */
export interface StudioFile {
  path: string;
  bytes: Uint8Array;
}

export interface StudioProject {
  name: string;
  files: StudioFile[];
  /** False for an imported project until the person chooses Run: then no preview (docs/studio.md). */
  runApproved: boolean;
  origin: StudioOrigin | null;
}

/** Where files the person chose come from: a `.zip` (its name) or chosen files (their names). */
export interface ChosenOrigin {
  kind: 'zip' | 'files';
  name: string;
}

/** The studio's calls; tests swap in an in-memory fake. */
export interface StudioApi {
  listProjects(): Promise<StudioProjectSummary[]>;
  readProject(name: string): Promise<StudioProject>;
  /** With `origin` the project is stored as imported: it waits for `approveRun`. */
  createProject(name: string, files: StudioFile[], origin?: ChosenOrigin): Promise<unknown>;
  approveRun(name: string): Promise<unknown>;
  saveFile(project: string, path: string, bytes: Uint8Array): Promise<unknown>;
  renameFile(project: string, from: string, to: string): Promise<unknown>;
  deleteFile(project: string, path: string): Promise<unknown>;
  duplicateProject(from: string, to: string): Promise<unknown>;
  deleteProject(name: string): Promise<unknown>;
}

/** A text file goes as text (the worker keeps it as UTF-8), anything else as bytes. */
function fileInput(file: StudioFile) {
  return isTextFile(file.path)
    ? { path: file.path, text: bytesText(file.bytes) }
    : { path: file.path, bytes: file.bytes };
}

export const studioApi: StudioApi = {
  listProjects: () => ownerCall('listProjects', {}),
  async readProject(name) {
    const project = await ownerCall('readProject', { name });
    return {
      name: project.name,
      files: project.files.map((file) => ({ path: file.path, bytes: file.bytes })),
      runApproved: project.runApproved,
      origin: project.origin,
    };
  },
  createProject: (name, files, origin) =>
    ownerCall('createProject', { name, files: files.map(fileInput), ...(origin && { origin }) }),
  approveRun: (name) => ownerCall('approveRun', { name }),
  saveFile: (project, path, bytes) => ownerCall('saveFile', { project, ...fileInput({ path, bytes }) }),
  renameFile: (project, from, to) => ownerCall('renameFile', { project, from, to }),
  deleteFile: (project, path) => ownerCall('deleteFile', { project, path }),
  duplicateProject: (from, to) => ownerCall('duplicateProject', { from, to }),
  deleteProject: (name) => ownerCall('deleteProject', { name }),
};

/** Where the worker serves a project's file: `<base>studio/<project>/<path>` (a folder gives its index.html). */
export function servedUrl(project: string, path = ''): string {
  return apiUrl(`/studio/${encodeURIComponent(project)}/${path.split('/').map(encodeURIComponent).join('/')}`);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const textBytes = (text: string): Uint8Array => encoder.encode(text);
export const bytesText = (bytes: Uint8Array): string => decoder.decode(bytes);

/** The engine's limits (src/engine/studio/limits.ts), named in every refusal's message. */
export const STUDIO_LIMITS = {
  nameLength: MAX_STUDIO_NAME_LENGTH,
  pathLength: MAX_STUDIO_PATH_LENGTH,
  fileBytes: MAX_STUDIO_FILE_BYTES,
  projectBytes: MAX_STUDIO_PROJECT_BYTES,
  projectFiles: MAX_STUDIO_FILES,
  projects: MAX_STUDIO_PROJECTS,
} as const;
