/**
 * A project as a `.zip` for any static host, and a `.zip` or a set of files as a new project
 * (issue 32), with fflate (small, no dependencies). The archive is the same bytes for the same files:
 * paths in order, one fixed date, so a download of an unchanged project does not differ.
 */
import { Unzip, UnzipInflate, zipSync } from 'fflate';
import { ApiError } from '../kit/api.ts';
import { type ChosenOrigin, STUDIO_LIMITS, type StudioFile } from './studio-client.ts';

/** The studio's limits (src/engine/studio/limits.ts), the same the worker checks again. */
const {
  fileBytes: MAX_STUDIO_FILE_BYTES,
  projectFiles: MAX_STUDIO_FILES,
  pathLength: MAX_STUDIO_PATH_LENGTH,
  projectBytes: MAX_STUDIO_PROJECT_BYTES,
} = STUDIO_LIMITS;

/** Zip's dates start in 1980; one date for every entry keeps the archive's bytes stable. */
const FIXED_DATE = new Date(1980, 0, 1);

export function projectZip(files: StudioFile[]): Uint8Array {
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  return zipSync(Object.fromEntries(sorted.map((file) => [file.path, [file.bytes, { mtime: FIXED_DATE }]])), {
    level: 6,
  });
}

/**
 * The largest `.zip` read at all: the project's limit, plus for each file (and a Finder `__MACOSX`
 * copy of it) its local and central headers with the longest path in UTF-8, plus the end record.
 */
export const MAX_ZIP_BYTES =
  MAX_STUDIO_PROJECT_BYTES + 2 * MAX_STUDIO_FILES * (30 + 46 + 2 * 4 * MAX_STUDIO_PATH_LENGTH) + 22;

/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most about 1032:1, so one
 * step makes at most about 258 KB (a few ms): a bomb is stopped within a step of passing a limit,
 * and no step alone is a long task (1 KB steps, 1 MB each, took up to 38 ms of CPU under load).
 */
const STEP_BYTES = 256;
/** Work between two yields to the event loop: the page keeps answering while a .zip is read. */
const SLICE_MS = 12;

/** A refusal of what was chosen, before anything is stored: the studio's words name it (problem.ts). */
export function importRefusal(code: string, details: { path?: string; inflated?: number } = {}): ApiError {
  return new ApiError(0, { error: code, ...details });
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The files of an archive, checked while it is read (issue 38): the input's size, each entry's
 * declared and ACTUAL size (inflating stops as soon as an entry passes the file limit: a header can
 * lie), the running total, the number of files, and one path twice, all against the studio's limits.
 * Inflates in small steps on the main thread, yielding between slices (fflate's worker mode makes
 * `blob:` workers, which the app's `worker-src 'self'` forbids). A zip of one folder gives that
 * folder's contents (as hosts expect). Refusals are `importRefusal`s; a damaged zip is
 * `studio_zip_invalid`. `inflated` on a refusal says how many bytes were inflated before it.
 */
export async function filesOfZip(bytes: Uint8Array): Promise<StudioFile[]> {
  if (bytes.length > MAX_ZIP_BYTES) throw importRefusal('studio_zip_too_large');
  const entries: Array<{ path: string; chunks: Uint8Array[]; size: number; done: boolean }> = [];
  const paths = new Set<string>();
  let inflated = 0;
  let refusal: ApiError | undefined;
  const refuse = (code: string, path?: string) => {
    refusal ??= importRefusal(code, { ...(path !== undefined && { path }), inflated });
  };
  const unzip = new Unzip((file) => {
    if (refusal || file.name.endsWith('/') || file.name.startsWith('__MACOSX/')) return;
    if (paths.has(file.name)) return refuse('studio_import_duplicate_path', file.name);
    paths.add(file.name);
    if (entries.length >= MAX_STUDIO_FILES) return refuse('studio_import_too_many_files');
    if ((file.originalSize ?? 0) > MAX_STUDIO_FILE_BYTES) return refuse('studio_import_file_too_large', file.name);
    const entry = { path: file.name, chunks: [] as Uint8Array[], size: 0, done: false };
    entries.push(entry);
    file.ondata = (error, data, final) => {
      if (refusal) return;
      if (error) return refuse('studio_zip_invalid', file.name);
      entry.size += data.length;
      inflated += data.length;
      if (entry.size > MAX_STUDIO_FILE_BYTES) return refuse('studio_import_file_too_large', file.name);
      if (inflated > MAX_STUDIO_PROJECT_BYTES) return refuse('studio_import_too_large');
      entry.chunks.push(data);
      entry.done = final;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  let sliceStart = performance.now();
  try {
    for (let at = 0; at < bytes.length && !refusal; at += STEP_BYTES) {
      unzip.push(bytes.subarray(at, at + STEP_BYTES), at + STEP_BYTES >= bytes.length);
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToPage();
        sliceStart = performance.now();
      }
    }
  } catch {
    refuse('studio_zip_invalid');
  }
  if (!refusal && entries.some((entry) => !entry.done)) refuse('studio_zip_invalid');
  if (refusal) throw refusal;
  const files = entries.map((entry) => ({ path: entry.path, bytes: joined(entry.chunks, entry.size) }));
  const top = files[0]?.path.split('/')[0];
  const oneFolder = top !== undefined && files.every((file) => file.path.startsWith(`${top}/`));
  return oneFolder ? files.map((file) => ({ ...file, path: file.path.slice(top.length + 1) })) : files;
}

function joined(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

export function isZip(name: string, bytes: Uint8Array): boolean {
  // "PK\x03\x04": a local file header (the name may lie, the bytes do not).
  return name.toLowerCase().endsWith('.zip') && bytes[0] === 0x50 && bytes[1] === 0x4b;
}

/** What the person chose, and where it came from (stored with the project: it waits for Run). */
export interface ChosenFiles {
  files: StudioFile[];
  origin: ChosenOrigin;
}

/**
 * Files a person chose (a `.zip` alone is opened), read as bytes; sizes and the count are checked by
 * each file's size before anything is read.
 */
export async function readChosenFiles(chosen: File[]): Promise<ChosenFiles> {
  const only = chosen.length === 1 ? chosen[0] : undefined;
  if (only?.name.toLowerCase().endsWith('.zip')) {
    if (only.size > MAX_ZIP_BYTES) throw importRefusal('studio_zip_too_large');
    const bytes = new Uint8Array(await only.arrayBuffer());
    if (isZip(only.name, bytes)) return { files: await filesOfZip(bytes), origin: { kind: 'zip', name: only.name } };
  }
  if (chosen.length > MAX_STUDIO_FILES) throw importRefusal('studio_import_too_many_files');
  const large = chosen.find((file) => file.size > MAX_STUDIO_FILE_BYTES);
  if (large) throw importRefusal('studio_import_file_too_large', { path: large.name });
  if (chosen.reduce((sum, file) => sum + file.size, 0) > MAX_STUDIO_PROJECT_BYTES) {
    throw importRefusal('studio_import_too_large');
  }
  const files = await Promise.all(
    chosen.map(async (file) => ({ path: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  const names = chosen.map((file) => file.name).join(', ');
  return { files, origin: { kind: 'files', name: names.length > 200 ? `${names.slice(0, 199)}…` : names } };
}

/** A project name from a file's name: `My Site.zip` -> `my-site`. */
export function nameFromFile(fileName: string): string {
  return (
    fileName
      .replace(/\.zip$/i, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'project'
  );
}

/** Saves bytes as a file through a temporary link (the browser's download; no network). */
export function downloadBytes(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
