/**
 * The editor's unsaved text, kept per project and file in localStorage, so a reload or a closed tab
 * loses nothing (like every form of the app, src/ui/kit/unsaved.ts). Cleared when the file is saved,
 * renamed, deleted, or its project deleted.
 */

const PREFIX = 'sandbox.studio.draft.';

function key(project: string, path: string): string {
  return `${PREFIX}${project}/${path}`;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // Storage blocked: the draft lasts as long as the page.
  }
}

export function readDraft(project: string, path: string): string | undefined {
  return storage()?.getItem(key(project, path)) ?? undefined;
}

export function keepDraft(project: string, path: string, text: string): void {
  try {
    storage()?.setItem(key(project, path), text);
  } catch {
    // Storage full or blocked: the text stays in the editor for this visit.
  }
}

export function clearDraft(project: string, path: string): void {
  storage()?.removeItem(key(project, path));
}

/** The paths of a project that have a kept draft. */
export function draftPaths(project: string): string[] {
  const store = storage();
  if (!store) return [];
  const prefix = `${PREFIX}${project}/`;
  const paths: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const name = store.key(i);
    if (name?.startsWith(prefix)) paths.push(name.slice(prefix.length));
  }
  return paths;
}

/** A project deleted: its drafts go with it. */
export function clearProjectDrafts(project: string): void {
  for (const path of draftPaths(project)) clearDraft(project, path);
}
