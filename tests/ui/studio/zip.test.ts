/** A project downloads as a .zip and a .zip opens as a project, byte for byte (issue 32). */
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { StudioFile } from '../../../src/ui/studio/studio-client.ts';
import { filesOfZip, isZip, nameFromFile, projectZip } from '../../../src/ui/studio/zip.ts';

const files: StudioFile[] = [
  { path: 'index.html', bytes: new TextEncoder().encode('<!doctype html><p>Grüße</p>') },
  { path: 'img/dot.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]) },
  { path: 'app.js', bytes: new TextEncoder().encode('console.log(1)') },
];

describe('a project as a zip', () => {
  it('opens again as the same files, byte for byte', () => {
    const back = filesOfZip(projectZip(files));
    const sorted = (list: StudioFile[]) => [...list].sort((a, b) => a.path.localeCompare(b.path));
    expect(sorted(back)).toEqual(sorted(files));
  });

  it('is the same archive for the same files, whatever their order', () => {
    expect(projectZip(files)).toEqual(projectZip([...files].reverse()));
  });

  it('of one folder gives that folder’s files', () => {
    const zipped = zipSync({
      'site/index.html': new Uint8Array([1]),
      'site/css/a.css': new Uint8Array([2]),
      'site/': new Uint8Array(),
    });
    expect(
      filesOfZip(zipped)
        .map((file) => file.path)
        .sort(),
    ).toEqual(['css/a.css', 'index.html']);
  });

  it('is told by its bytes, not its name alone', () => {
    expect(isZip('a.zip', projectZip(files))).toBe(true);
    expect(isZip('a.zip', new Uint8Array([1, 2, 3]))).toBe(false);
  });

  it('names the project after the file, as a valid project name', () => {
    expect(nameFromFile('My Site (2).zip')).toBe('my-site-2');
    expect(nameFromFile('...zip')).toBe('project');
  });
});
