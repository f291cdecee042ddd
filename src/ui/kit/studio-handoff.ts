/**
 * "Copy as fetch" in the reference can insert into the studio's open file (issue 32): the reference
 * leaves the code here and opens the studio, which inserts it at the cursor of the file open last.
 * A small kit module (the foundation imports no feature), so the reference carries no part of the studio.
 */

const CURRENT = 'sandbox.studio.current';
const WAITING = 'sandbox.studio.insert';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The studio's open file ("project/path"), set while the editor shows it; the reference offers the action then. */
export function studioOpenFile(): { project: string; path: string } | undefined {
  const value = storage()?.getItem(CURRENT);
  const slash = value?.indexOf('/') ?? -1;
  if (!value || slash < 1) return undefined;
  return { project: value.slice(0, slash), path: value.slice(slash + 1) };
}

export function noteStudioOpenFile(project: string, path: string): void {
  try {
    storage()?.setItem(CURRENT, `${project}/${path}`);
  } catch {
    // Storage blocked: the reference does not offer the insert.
  }
}

/** The reference's side: leaves the code and answers the project to open (undefined: none is open). */
export function sendToStudio(code: string): string | undefined {
  const open = studioOpenFile();
  if (!open) return undefined;
  try {
    storage()?.setItem(WAITING, code);
  } catch {
    return undefined;
  }
  return open.project;
}

/** The studio's side: the code waiting to be inserted, taken once. */
export function takeFromReference(): string | undefined {
  const store = storage();
  const code = store?.getItem(WAITING) ?? undefined;
  if (code !== undefined) store?.removeItem(WAITING);
  return code;
}
