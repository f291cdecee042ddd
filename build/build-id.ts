/**
 * The build id: a hash of everything a build is made from (the sources, the lock file, the build's
 * own code and the base path), so two builds of the same sources share an id and any change makes a
 * new one. The app, its worker and the embed's scripts all carry it (src/shared/build.mjs).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** What a build is made from, relative to the project's root. */
const INPUTS = ['src', 'public', 'build', 'index.html', 'package-lock.json', 'vite.config.ts'];

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

export function buildId(projectRoot: string, base: string): string {
  const root = resolve(projectRoot);
  const hash = createHash('sha256').update(`base ${base}\n`);
  for (const input of INPUTS) {
    for (const file of files(join(root, input))) {
      hash.update(`${relative(root, file).split('\\').join('/')}\n`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 12);
}
