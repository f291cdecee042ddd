/**
 * The layers (docs/architecture.md, "Layers"): the folder is the layer, and a crossing fails here.
 * - src/shared: what browser and Node both run (the bridge protocol, the build's files); imports nothing
 *   of ours but engine types.
 * - src/engine: imports only itself and src/shared; no worker, UI or Node packages.
 * - services inside the engine meet through ports (a service's contract.ts or llms-section.ts); the
 *   crossings into another service's internals that are left are listed below and may only shrink.
 * - src/sw (adapters) imports the engine and src/shared, never the UI or the scripts.
 * - src/ui is a client: engine types only (`import type`), apart from the listed values.
 * - src/embed (the embed's page script) imports only src/shared.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Import {
  file: string;
  /** As written: `./x.ts`, `valibot`. */
  source: string;
  /** Project-relative path of a relative import, else undefined. */
  target: string | undefined;
  typeOnly: boolean;
}

const IMPORT =
  /(?:^|\n)[ \t]*(import|export)[ \t]+(type[ \t]+)?(?:[^;'"]*?[ \t\n]from[ \t]+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return statSync(dir).isDirectory()
    ? readdirSync(dir).flatMap((name) => sourceFiles(join(dir, name)))
    : /\.(ts|tsx|mts|mjs)$/.test(dir)
      ? [dir]
      : [];
}

/** Every import and re-export of every file below `dir` (static and `import()`). */
function importsOf(dir: string): Import[] {
  return sourceFiles(dir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => {
      const source = match[3] ?? match[4] ?? '';
      const target = source.startsWith('.') ? relative('.', resolve(dirname(file), source)) : undefined;
      return { file, source, target, typeOnly: match[2] !== undefined };
    }),
  );
}

const layerOf = (path: string): string => {
  const [top = '', second = ''] = path.split('/');
  return top === 'src' ? `src/${second}` : top;
};
const describeImport = (i: Import) => `${i.file} -> ${i.target ?? i.source}${i.typeOnly ? ' (type)' : ''}`;

/** Imports of `dir` that leave the layers it may use. */
function crossings(dir: string, allowed: string[], forbiddenPackages: RegExp = /^$/): string[] {
  return importsOf(dir)
    .filter((i) => (i.target ? !allowed.includes(layerOf(i.target)) : forbiddenPackages.test(i.source)))
    .map(describeImport);
}

/** The engine's services; each may reach another only through its port files. */
const SERVICES = ['municipal', 'content', 'mcp', 'transfer', 'greeting', 'docs'];
const PORT_FILES = ['contract.ts', 'llms-section.ts'];

/**
 * Crossings into another service's internals that are left (issue 19 names MCP and transfer). Remove
 * an entry when its import goes; a new crossing fails, and so does an entry that no longer occurs.
 */
const KNOWN_SERVICE_CROSSINGS = [
  'src/engine/mcp/server.ts -> src/engine/content/tokens.ts',
  'src/engine/mcp/server.ts -> src/engine/municipal/worlds.ts',
  'src/engine/transfer/import.ts -> src/engine/municipal/berlin-time.ts',
  'src/engine/transfer/import.ts -> src/engine/municipal/problems.ts',
  'src/engine/transfer/import.ts -> src/engine/municipal/worlds.ts',
  'src/engine/transfer/move-world.ts -> src/engine/municipal/berlin-time.ts',
  'src/engine/transfer/plan.ts -> src/engine/content/schemas.ts',
  'src/engine/transfer/plan.ts -> src/engine/municipal/berlin-time.ts',
  'src/engine/transfer/schemas.ts -> src/engine/municipal/catalogue.ts',
  'src/engine/transfer/schemas.ts -> src/engine/municipal/profiles.ts',
  'src/engine/transfer/schemas.ts -> src/engine/municipal/scenario-names.ts',
];

/** Values (not types) the UI takes from the engine; may only shrink, like the list above. */
const KNOWN_UI_VALUE_IMPORTS = [
  'src/ui/transfer/ImportScreen.tsx -> src/engine/transfer/limits.ts',
  'src/ui/transfer/TransferPanel.tsx -> src/engine/transfer/limits.ts',
];

describe('layers', () => {
  it('finds the imports it checks (the reader works)', () => {
    const engine = importsOf('src/engine');
    expect(engine.length).toBeGreaterThan(300);
    expect(engine.some((i) => i.target === 'src/engine/http/errors.ts')).toBe(true);
    expect(importsOf('src/sw').some((i) => i.source === '../engine/services/all.ts')).toBe(true);
    expect(importsOf('src/ui').some((i) => i.typeOnly && i.target?.startsWith('src/engine/'))).toBe(true);
  });

  it('src/engine imports only itself and src/shared, and no worker, UI or Node package', () => {
    expect(crossings('src/engine', ['src/engine', 'src/shared'], /^(node:|workbox-|preact|@preact\/)/)).toEqual([]);
  });

  it('src/shared imports nothing of ours but itself (and engine types: the owner operations the bridge carries)', () => {
    const found = crossings('src/shared', ['src/shared'], /^(?!node:)/).filter(
      (line) => !/-> src\/engine\/\S+ \(type\)$/.test(line),
    );
    expect(found).toEqual([]);
  });

  it('src/sw imports the engine and src/shared, never the UI or the scripts', () => {
    expect(crossings('src/sw', ['src/sw', 'src/engine', 'src/shared'], /^(node:|preact|@preact\/)/)).toEqual([]);
  });

  it('src/embed (the embed’s page script) imports only src/shared', () => {
    expect(crossings('src/embed', ['src/embed', 'src/shared'], /./)).toEqual([]);
  });

  it('src/ui takes engine types only, apart from the listed values; never the worker or the scripts', () => {
    expect(crossings('src/ui', ['src/ui', 'src/engine', 'src/shared'])).toEqual([]);
    const values = importsOf('src/ui')
      .filter((i) => i.target?.startsWith('src/engine/') && !i.typeOnly)
      .map(describeImport);
    expect(values.sort()).toEqual([...KNOWN_UI_VALUE_IMPORTS].sort());
  });

  it('services meet through ports: the crossings into another service’s internals are the listed ones', () => {
    const service = (path: string) => (path.startsWith('src/engine/') ? path.split('/')[2] : undefined);
    const found = importsOf('src/engine')
      .filter((i) => {
        const from = service(i.file);
        const to = i.target && service(i.target);
        if (!from || !to || from === to || !SERVICES.includes(from) || !SERVICES.includes(to)) return false;
        return !PORT_FILES.includes(i.target?.split('/').pop() ?? '');
      })
      .map((i) => `${i.file} -> ${i.target}`);
    expect([...new Set(found)].sort()).toEqual([...KNOWN_SERVICE_CROSSINGS].sort());
  });
});
