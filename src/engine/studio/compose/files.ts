/**
 * The project's files as the composer reaches them: a reference (`js/app.mjs`, `../img/a.png?v=2`)
 * resolved against the URL of the file that holds it names a project file only when it is inside the
 * project's folder (`<origin><base>studio/<project>/`); anything else (the app's files, another
 * project, another origin) is left as written, and the opaque page's request for it goes to the network.
 */
import type { ServedFile } from '../serve.ts';
import { filePath } from '../stored-path.ts';

export interface ComposeContext {
  /** The project's folder as an absolute URL, ending in `/`. */
  folder: string;
  read(path: string): Promise<ServedFile | undefined>;
}

export interface ProjectFile {
  /** The stored path (`js/app.mjs`). */
  path: string;
  /** The absolute URL as referenced, without its fragment (the import map's key for a module). */
  url: string;
  /** The fragment as written (`#icon`), kept after a data: URL. */
  hash: string;
  file: ServedFile;
}

/** The project file `reference` names from `from` (an absolute URL), or undefined. */
export async function projectFile(
  context: ComposeContext,
  reference: string,
  from: string,
): Promise<ProjectFile | undefined> {
  const trimmed = reference.trim().replace(/&amp;/g, '&');
  if (trimmed === '' || /^(data|blob|javascript|mailto|about):/i.test(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, from);
  } catch {
    return undefined;
  }
  const hash = url.hash;
  url.hash = '';
  const address = `${url.origin}${url.pathname}`;
  if (!address.startsWith(context.folder)) return undefined;
  const path = filePath(address.slice(context.folder.length));
  if (path === undefined) return undefined;
  const file = await context.read(path);
  return file ? { path, url: url.href, hash, file } : undefined;
}

export const textOf = (file: ServedFile) => new TextDecoder().decode(file.bytes);
export const isHtml = (type: string) => /^text\/html/.test(type);
export const isCss = (type: string) => /^text\/css/.test(type);
export const isScript = (type: string) => /^text\/javascript/.test(type);
