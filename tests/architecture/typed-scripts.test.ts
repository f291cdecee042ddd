/**
 * The Node scripts are type-checked like the rest (docs/architecture.md, "Layers"): tsconfig.node.json
 * has allowJs + checkJs, and every .mjs of scripts/, bench/ and src/shared is a file of its program.
 * TypeScript silently leaves out a .mjs whose .d.mts sits beside it, and an `exclude` leaves out
 * anything, so the check is on the program's file list, not on the config's patterns.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

function scriptsBelow(dir: string, recursive: boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return recursive ? scriptsBelow(path, true) : [];
    return name.endsWith('.mjs') ? [path] : [];
  });
}

const nodeScripts = [
  ...scriptsBelow('scripts', true),
  ...scriptsBelow('bench', false),
  ...scriptsBelow('src/shared', false),
].sort();

/** The files of tsconfig.node.json's program, project-relative. */
function programFiles(): string[] {
  const tsc = resolve('node_modules/.bin/tsc');
  const out = execFileSync(tsc, ['-p', 'tsconfig.node.json', '--listFilesOnly'], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => relative('.', line.trim()));
}

describe('Node scripts are type-checked', () => {
  it('tsconfig.node.json checks JavaScript', () => {
    const config = JSON.parse(readFileSync('tsconfig.node.json', 'utf8')) as {
      compilerOptions: { allowJs?: boolean; checkJs?: boolean };
    };
    expect(config.compilerOptions).toMatchObject({ allowJs: true, checkJs: true });
  });

  it('every .mjs of scripts/, bench/ and src/shared is in its program', () => {
    expect(nodeScripts.length).toBeGreaterThan(20);
    const checked = new Set(programFiles());
    const missing = nodeScripts.filter((file) => !checked.has(file));
    expect(missing).toEqual([]);
  });

  it('no script turns the check off (@ts-nocheck, @ts-ignore)', () => {
    const off = nodeScripts.filter((file) => /@ts-(nocheck|ignore)\b/.test(readFileSync(file, 'utf8')));
    expect(off).toEqual([]);
  });
});
