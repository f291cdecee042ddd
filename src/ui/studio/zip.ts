/**
 * A project as a `.zip` for any static host, and a `.zip` or a set of files as a new project
 * (issue 32), with fflate (small, no dependencies). The archive is the same bytes for the same files:
 * paths in order, one fixed date, so a download of an unchanged project does not differ.
 */
import { unzipSync, zipSync } from 'fflate';
import type { StudioFile } from './studio-client.ts';

/** Zip's dates start in 1980; one date for every entry keeps the archive's bytes stable. */
const FIXED_DATE = new Date(1980, 0, 1);

export function projectZip(files: StudioFile[]): Uint8Array {
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  return zipSync(Object.fromEntries(sorted.map((file) => [file.path, [file.bytes, { mtime: FIXED_DATE }]])), {
    level: 6,
  });
}

/** The files of an archive; a zip of one folder gives that folder's contents (as hosts expect). */
export function filesOfZip(bytes: Uint8Array): StudioFile[] {
  const entries = Object.entries(unzipSync(bytes))
    .filter(([path]) => !path.endsWith('/') && !path.startsWith('__MACOSX/'))
    .map(([path, data]) => ({ path, bytes: data }));
  const top = entries[0]?.path.split('/')[0];
  const oneFolder = top !== undefined && entries.every((entry) => entry.path.startsWith(`${top}/`));
  return oneFolder ? entries.map((entry) => ({ ...entry, path: entry.path.slice(top.length + 1) })) : entries;
}

export function isZip(name: string, bytes: Uint8Array): boolean {
  // "PK\x03\x04": a local file header (the name may lie, the bytes do not).
  return name.toLowerCase().endsWith('.zip') && bytes[0] === 0x50 && bytes[1] === 0x4b;
}

/** Files a person chose (a `.zip` alone is opened), read as bytes. */
export async function readChosenFiles(chosen: File[]): Promise<StudioFile[]> {
  const read = await Promise.all(
    chosen.map(async (file) => ({ path: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  if (read.length === 1 && read[0] && isZip(read[0].path, read[0].bytes)) return filesOfZip(read[0].bytes);
  return read;
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
