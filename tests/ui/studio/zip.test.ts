/**
 * A project downloads as a .zip and a .zip opens as a project, byte for byte (issue 32); a hostile
 * archive is refused while it is read, before it costs more than a limit's worth (issue 38).
 */
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  MAX_STUDIO_FILE_BYTES,
  MAX_STUDIO_FILES,
  MAX_STUDIO_PROJECT_BYTES,
} from '../../../src/engine/studio/limits.ts';
import type { ApiError } from '../../../src/ui/kit/api.ts';
import { studioProblem } from '../../../src/ui/studio/problem.ts';
import type { StudioFile } from '../../../src/ui/studio/studio-client.ts';
import {
  filesOfZip,
  isZip,
  MAX_ZIP_BYTES,
  nameFromFile,
  projectZip,
  readChosenFiles,
} from '../../../src/ui/studio/zip.ts';
import { setLangForTest } from '../kit/lang.ts';
import { samePathTwice, writeZip, zeroBomb } from './zip-bombs.ts';

const files: StudioFile[] = [
  { path: 'index.html', bytes: new TextEncoder().encode('<!doctype html><p>Grüße</p>') },
  { path: 'img/dot.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]) },
  { path: 'app.js', bytes: new TextEncoder().encode('console.log(1)') },
];

/** One inflating step makes at most about 258 KB (256 bytes of deflate, at most ~1032:1). */
const STEP_OUTPUT = 1032 * 256;

async function refused(work: Promise<unknown>): Promise<ApiError> {
  const error = await work.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!error) throw new Error('not refused');
  return error as ApiError;
}

describe('a project as a zip', () => {
  it('opens again as the same files, byte for byte', async () => {
    const back = await filesOfZip(projectZip(files));
    const sorted = (list: StudioFile[]) => [...list].sort((a, b) => a.path.localeCompare(b.path));
    expect(sorted(back)).toEqual(sorted(files));
  });

  it('is the same archive for the same files, whatever their order', () => {
    expect(projectZip(files)).toEqual(projectZip([...files].reverse()));
  });

  it('of one folder gives that folder’s files', async () => {
    const zipped = zipSync({
      'site/index.html': new Uint8Array([1]),
      'site/css/a.css': new Uint8Array([2]),
      'site/': new Uint8Array(),
      '__MACOSX/site/._index.html': new Uint8Array([3]),
    });
    expect((await filesOfZip(zipped)).map((file) => file.path).sort()).toEqual(['css/a.css', 'index.html']);
  });

  it('is told by its bytes, not its name alone', () => {
    expect(isZip('a.zip', projectZip(files))).toBe(true);
    expect(isZip('a.zip', new Uint8Array([1, 2, 3]))).toBe(false);
  });

  it('names the project after the file, as a valid project name', () => {
    expect(nameFromFile('My Site (2).zip')).toBe('my-site-2');
    expect(nameFromFile('...zip')).toBe('project');
  });

  it('says a chosen .zip or chosen files are where the project came from', async () => {
    const zip = new File([projectZip(files) as BlobPart], 'Probe.zip');
    expect((await readChosenFiles([zip])).origin).toEqual({ kind: 'zip', name: 'Probe.zip' });
    const chosen = [new File(['<p>a</p>'], 'index.html'), new File(['a'], 'app.js')];
    const read = await readChosenFiles(chosen);
    expect([read.origin, read.files.map((file) => file.path)]).toEqual([
      { kind: 'files', name: 'index.html, app.js' },
      ['index.html', 'app.js'],
    ]);
  });
});

describe('a hostile archive is refused while it is read (issue 38)', () => {
  it('a bomb (0.3 MB of zip, 300 MB of zeros, its header saying 10 bytes) stops within a step of the file limit', async () => {
    const bomb = zeroBomb(300);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const error = await refused(filesOfZip(bomb));
    expect([error.code, error.problem.path]).toEqual(['studio_import_file_too_large', 'index.html']);
    expect(error.problem.inflated).toBeGreaterThan(MAX_STUDIO_FILE_BYTES);
    expect(error.problem.inflated).toBeLessThanOrEqual(MAX_STUDIO_FILE_BYTES + STEP_OUTPUT);
  });

  it('a bomb that declares its size is refused by its header, before any of it is inflated', async () => {
    const error = await refused(filesOfZip(zeroBomb(300, { honest: true })));
    expect([error.code, error.problem.path, error.problem.inflated]).toEqual([
      'studio_import_file_too_large',
      'index.html',
      0,
    ]);
  });

  it('more files than a project holds are refused at the first one too many', async () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_STUDIO_FILES + 1 }, (_, n) => [`f${n}.txt`, new Uint8Array([n])]),
    );
    const error = await refused(filesOfZip(zipSync(many)));
    expect(error.code).toBe('studio_import_too_many_files');
    expect(error.problem.inflated).toBe(MAX_STUDIO_FILES);
  });

  it('files that together pass the project limit are refused before the rest is inflated', async () => {
    const near = MAX_STUDIO_FILE_BYTES - 1;
    const count = Math.ceil(MAX_STUDIO_PROJECT_BYTES / near) + 3;
    const big = Object.fromEntries(Array.from({ length: count }, (_, n) => [`f${n}.bin`, new Uint8Array(near)]));
    const error = await refused(filesOfZip(writeZip(Object.entries(big).map(([name, data]) => ({ name, data })))));
    expect(error.code).toBe('studio_import_too_large');
    expect(error.problem.inflated).toBeLessThanOrEqual(MAX_STUDIO_PROJECT_BYTES + STEP_OUTPUT);
  });

  it('one path twice is refused, naming the path', async () => {
    const error = await refused(filesOfZip(samePathTwice('site/index.html')));
    expect([error.code, error.problem.path]).toEqual(['studio_import_duplicate_path', 'site/index.html']);
    setLangForTest('en');
    expect(studioProblem(error)).toBe(
      'The .zip holds “site/index.html” twice. Which one counts is not clear: nothing was kept.',
    );
    setLangForTest('de');
    expect(studioProblem(error)).toContain('„site/index.html“ zweimal');
  });

  it('an input larger than any project needs is refused unread; a damaged one is not a zip', async () => {
    expect((await refused(filesOfZip(new Uint8Array(MAX_ZIP_BYTES + 1)))).code).toBe('studio_zip_too_large');
    const big = { name: 'big.zip', size: MAX_ZIP_BYTES + 1 } as File;
    expect((await refused(readChosenFiles([big]))).code).toBe('studio_zip_too_large');
    const cut = projectZip(files).slice(0, 40);
    expect((await refused(filesOfZip(cut))).code).toBe('studio_zip_invalid');
  });

  it('chosen files are held to the same limits by their sizes, before they are read', async () => {
    const unread = (name: string, size: number) =>
      ({ name, size, arrayBuffer: () => Promise.reject(new Error('read')) }) as unknown as File;
    const tooMany = Array.from({ length: MAX_STUDIO_FILES + 1 }, (_, n) => unread(`f${n}.txt`, 1));
    expect((await refused(readChosenFiles(tooMany))).code).toBe('studio_import_too_many_files');
    const large = await refused(readChosenFiles([unread('a.txt', 1), unread('huge.png', MAX_STUDIO_FILE_BYTES + 1)]));
    expect([large.code, large.problem.path]).toEqual(['studio_import_file_too_large', 'huge.png']);
    const six = Array.from({ length: 6 }, (_, n) => unread(`f${n}.bin`, MAX_STUDIO_FILE_BYTES));
    expect((await refused(readChosenFiles(six))).code).toBe('studio_import_too_large');
  });

  it('yields to the page while it reads: it gives the event loop a turn between slices, even for a full project', async () => {
    // Five files of noise (deflate cannot shrink it): 4.5 MB of zip, read in 256-byte steps.
    let seed = 1;
    const noise = () =>
      Uint8Array.from({ length: 900 * 1024 }, () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed >> 23;
      });
    const zipped = writeZip(Array.from({ length: 5 }, (_, n) => ({ name: `f${n}.bin`, data: noise() })));
    let ticks = 0;
    let last = performance.now();
    let longest = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      ticks++;
    }, 0);
    const read = await filesOfZip(zipped);
    clearInterval(timer);
    expect(read.map((file) => file.bytes.length)).toEqual(Array(5).fill(900 * 1024));
    // Read in one go, no timer would fire before the end. Slices are 12 ms of work; the bound is wide
    // because a shared machine deschedules the test for tens of ms (measured: 76 and 143 ms under load 12).
    expect(ticks).toBeGreaterThan(2);
    expect(longest).toBeLessThan(500);
  });
});
