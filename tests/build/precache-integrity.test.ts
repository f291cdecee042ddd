/** The build records each precached file's SHA-256 as Workbox's `integrity` (issue 38 part 4). */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precacheIntegrity, sha256Integrity } from '../../build/precache-integrity.ts';
import { builtSite } from './support.ts';

describe('the precache manifest', () => {
  it('gets each file’s SHA-256 as SRI, read from the output folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'integrity-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'assets', 'a b.js'), 'export {}');
    const { manifest } = await precacheIntegrity(dir)([
      { url: 'index.html', revision: 'r1', size: 15 },
      { url: 'assets/a%20b.js', revision: null, size: 9 },
    ]);
    const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(manifest).toEqual([
      { url: 'index.html', revision: 'r1', size: 15, integrity: sri('<!doctype html>') },
      { url: 'assets/a%20b.js', revision: null, size: 9, integrity: sri('export {}') },
    ]);
  });

  // vite-plugin-pwa adds manifest.webmanifest once more after the transforms, without integrity;
  // Workbox keeps the integrity of the entry that has one (PrecacheController.addToCacheList).
  it('in the build: every URL of sw.js carries the integrity of the file it names', () => {
    const dist = builtSite();
    const text = readFileSync(join(dist, 'sw.js'), 'utf8');
    const start = text.indexOf('[{"integrity"');
    const entries = JSON.parse(text.slice(start, text.indexOf('}]', start) + 2)) as Array<{
      url: string;
      integrity?: string;
    }>;
    expect(entries.length).toBeGreaterThan(20);
    for (const url of new Set(entries.map((entry) => entry.url))) {
      const integrities = new Set(entries.filter((e) => e.url === url && e.integrity).map((e) => e.integrity));
      expect([...integrities], url).toEqual([sha256Integrity(readFileSync(join(dist, url)))]);
    }
  }, 180_000);
});
