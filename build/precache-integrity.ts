/**
 * Every precached file's SHA-256, as Workbox's `integrity` field (`sha256-<base64>`, issue 38 part 4):
 * Workbox uses it as SRI when it fetches the file at install, and the worker serves a cached copy only
 * when its bytes still match (src/sw/app-file.ts), because any page of the origin can rewrite Cache Storage.
 * Read from the output folder when the manifest is made (after every file of the build is written).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A manifest entry as workbox-build hands it to a transform (`url` relative to the output folder). */
export interface ManifestEntry {
  url: string;
  revision: string | null;
  integrity?: string;
  size: number;
}

/** SRI of some bytes: `sha256-` and the digest in base64. */
export function sha256Integrity(bytes: Uint8Array): string {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

/** A workbox-build `manifestTransforms` entry that adds each file's integrity, read from `outDir`. */
export function precacheIntegrity(outDir: string) {
  return async (entries: ManifestEntry[]) => ({
    manifest: entries.map((entry) => ({
      ...entry,
      integrity: sha256Integrity(readFileSync(join(outDir, decodeURIComponent(entry.url)))),
    })),
    warnings: [] as string[],
  });
}
