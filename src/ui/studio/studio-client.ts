/**
 * The studio's one door to the engine (issue 32): its projects through the owner channel
 * (src/engine/owner.ts, the same as the workspace's), and the served address of a project. Screens
 * and models use this module only, so the channel's shape is written in one place on the UI side.
 */
import { apiUrl } from '../api/client.ts';
import { ownerCall } from '../content/owner-client.ts';

/** One file of a project: its relative path and its bytes (text files are UTF-8). */
export interface StudioFile {
  path: string;
  bytes: Uint8Array;
}

/** A project as the list shows it. */
export interface ProjectSummary {
  name: string;
  files: number;
  /** Bytes of all its files. */
  size: number;
}

export interface StudioProject {
  name: string;
  files: StudioFile[];
}

/** The studio's calls; tests swap in an in-memory fake. */
export interface StudioApi {
  listProjects(): Promise<ProjectSummary[]>;
  readProject(name: string): Promise<StudioProject>;
  createProject(name: string, files: StudioFile[]): Promise<ProjectSummary>;
  saveFile(project: string, path: string, bytes: Uint8Array): Promise<ProjectSummary>;
  renameFile(project: string, from: string, to: string): Promise<ProjectSummary>;
  deleteFile(project: string, path: string): Promise<ProjectSummary>;
  duplicateProject(name: string, to: string): Promise<ProjectSummary>;
  deleteProject(name: string): Promise<null>;
}

// The operations are declared by the engine's owner contract; until a name is typed there, the call is untyped.
// biome-ignore lint/suspicious/noExplicitAny: the operation map is the engine's (src/engine/owner.ts).
const call = (op: string, args: Record<string, unknown>): Promise<any> => ownerCall(op as never, args as never);

export const studioApi: StudioApi = {
  listProjects: () => call('listProjects', {}),
  readProject: (name) => call('readProject', { name }),
  createProject: (name, files) => call('createProject', { name, files }),
  saveFile: (project, path, bytes) => call('saveFile', { project, path, bytes }),
  renameFile: (project, from, to) => call('renameFile', { project, from, to }),
  deleteFile: (project, path) => call('deleteFile', { project, path }),
  duplicateProject: (name, to) => call('duplicateProject', { name, to }),
  deleteProject: (name) => call('deleteProject', { name }),
};

/** Where the worker serves a project's file: `<base>studio/<project>/<path>` (a folder gives its index.html). */
export function servedUrl(project: string, path = ''): string {
  return apiUrl(`/studio/${encodeURIComponent(project)}/${path.split('/').map(encodeURIComponent).join('/')}`);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const textBytes = (text: string): Uint8Array => encoder.encode(text);
export const bytesText = (bytes: Uint8Array): string => decoder.decode(bytes);

/** The engine's limits, named in every refusal's message. */
export const STUDIO_LIMITS = {
  nameLength: 40,
  pathLength: 100,
  fileBytes: 1024 * 1024,
  projectBytes: 5 * 1024 * 1024,
  projectFiles: 50,
  projects: 20,
} as const;
