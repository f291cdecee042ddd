/**
 * The studio's model (Preact Signals): the project list, the open project with its files, the open
 * file, and the preview's version (a save bumps it, the preview reloads). Every change goes through
 * the studio client; a refusal is thrown as the kit's ApiError for the form that asked to show.
 */
import { signal } from '@preact/signals';
import { ApiError } from '../kit/api.ts';
import { clearDraft, clearProjectDrafts } from './drafts.ts';
import { isTextFile } from './file-kinds.ts';
import type { ChosenOrigin, ProjectSummary, StudioApi, StudioFile, StudioProject } from './studio-client.ts';
import { textBytes } from './studio-client.ts';
import { type TemplateId, templateFiles } from './templates.ts';

const LAST_FILE = 'sandbox.studio.open.';

function rememberOpen(project: string, path: string): void {
  try {
    localStorage.setItem(`${LAST_FILE}${project}`, path);
  } catch {
    // Storage blocked: the first file opens next time.
  }
}

function lastOpen(project: string): string | undefined {
  try {
    return localStorage.getItem(`${LAST_FILE}${project}`) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The file to open first: the one open last time, else index.html, else the first text file. */
export function firstFile(project: Pick<StudioProject, 'files'>, remembered?: string): string | undefined {
  const paths = project.files.map((file) => file.path);
  if (remembered && paths.includes(remembered)) return remembered;
  if (paths.includes('index.html')) return 'index.html';
  return paths.find(isTextFile) ?? paths[0];
}

const byPath = (a: StudioFile, b: StudioFile) => a.path.localeCompare(b.path);

export function createStudioModel(api: StudioApi) {
  const projects = signal<ProjectSummary[] | undefined>(undefined);
  const listError = signal<unknown>(undefined);
  const project = signal<StudioProject | undefined>(undefined);
  const projectError = signal<unknown>(undefined);
  const openPath = signal<string | undefined>(undefined);
  /** Bumped by every save: the preview reloads. */
  const previewVersion = signal(0);
  let opening = '';

  function setFiles(files: StudioFile[]): void {
    const current = project.value;
    if (current) project.value = { ...current, files: [...files].sort(byPath) };
  }

  function changed(): void {
    previewVersion.value++;
    void loadList();
  }

  async function loadList(): Promise<void> {
    try {
      projects.value = await api.listProjects();
      listError.value = undefined;
    } catch (error) {
      listError.value = error;
    }
  }

  /** Reads a project; a newer open wins over an older one still answering. */
  async function openProject(name: string): Promise<void> {
    opening = name;
    if (project.value?.name !== name) {
      project.value = undefined;
      openPath.value = undefined;
    }
    projectError.value = undefined;
    try {
      const read = await api.readProject(name);
      if (opening !== name) return;
      project.value = { ...read, files: [...read.files].sort(byPath) };
      openPath.value = firstFile(read, openPath.value ?? lastOpen(name));
    } catch (error) {
      if (opening === name) projectError.value = error;
    }
  }

  function openFile(path: string): void {
    openPath.value = path;
    if (project.value) rememberOpen(project.value.name, path);
  }

  function fileOf(path: string): StudioFile | undefined {
    return project.value?.files.find((file) => file.path === path);
  }

  async function create(name: string, template: TemplateId): Promise<void> {
    await createFrom(name, await templateFiles(template));
  }

  /** A project of files the person chose (`origin`): stored as imported, it waits for Run. */
  async function createFrom(name: string, files: StudioFile[], origin?: ChosenOrigin): Promise<void> {
    await api.createProject(name, files, origin);
    await loadList();
  }

  /** The person chose Run for the open project: its preview starts. */
  async function approveRun(): Promise<void> {
    const current = project.value;
    if (!current) return;
    await api.approveRun(current.name);
    if (project.value?.name === current.name) project.value = { ...project.value, runApproved: true };
    void loadList();
  }

  /** Stores one file; the preview reloads unless the caller stores more first (`quiet`). */
  async function saveBytes(path: string, bytes: Uint8Array, quiet = false): Promise<void> {
    const current = project.value;
    if (!current) return;
    await api.saveFile(current.name, path, bytes);
    const others = (project.value?.files ?? []).filter((file) => file.path !== path);
    setFiles([...others, { path, bytes }]);
    if (!quiet) changed();
  }

  /** Uploaded files, one after the other; the first refusal stops (those before it are kept), one reload. */
  async function upload(files: StudioFile[]): Promise<void> {
    try {
      for (const file of files) await saveBytes(file.path, file.bytes, true);
    } finally {
      changed();
    }
  }

  async function saveText(path: string, text: string): Promise<void> {
    const name = project.value?.name;
    await saveBytes(path, textBytes(text));
    if (name) clearDraft(name, path);
  }

  /** A new, empty file, opened at once. */
  async function addFile(path: string): Promise<void> {
    if (fileOf(path)) throw new ApiError(0, { error: 'studio_file_exists' });
    await saveBytes(path, new Uint8Array());
    openFile(path);
  }

  async function renameFile(from: string, to: string): Promise<void> {
    const current = project.value;
    const file = fileOf(from);
    if (!current || !file) return;
    await api.renameFile(current.name, from, to);
    clearDraft(current.name, from);
    setFiles([...current.files.filter((each) => each.path !== from), { path: to, bytes: file.bytes }]);
    if (openPath.value === from) openFile(to);
    changed();
  }

  async function deleteFile(path: string): Promise<void> {
    const current = project.value;
    if (!current) return;
    await api.deleteFile(current.name, path);
    clearDraft(current.name, path);
    setFiles(current.files.filter((file) => file.path !== path));
    if (openPath.value === path && project.value) openPath.value = firstFile(project.value);
    changed();
  }

  async function duplicateProject(name: string, to: string): Promise<void> {
    await api.duplicateProject(name, to);
    await loadList();
  }

  async function deleteProject(name: string): Promise<void> {
    await api.deleteProject(name);
    clearProjectDrafts(name);
    if (project.value?.name === name) project.value = undefined;
    await loadList();
  }

  return {
    projects,
    listError,
    project,
    projectError,
    openPath,
    previewVersion,
    loadList,
    openProject,
    openFile,
    fileOf,
    create,
    createFrom,
    approveRun,
    saveBytes,
    upload,
    saveText,
    addFile,
    renameFile,
    deleteFile,
    duplicateProject,
    deleteProject,
  };
}

export type StudioModel = ReturnType<typeof createStudioModel>;
