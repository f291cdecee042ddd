/**
 * The layers (docs/architecture.md, "Layers"): the folder is the layer, and a crossing fails here.
 * - src/shared: what browser and Node both run (the bridge protocol, the build's files); imports nothing
 *   of ours but engine types.
 * - src/engine: imports only itself and src/shared; no worker, UI or Node packages.
 * - services inside the engine meet through ports: another service's declared surface (its contract.ts
 *   or llms-section.ts; the studio's types.ts and limits.ts), or an interface the consumer declares (mcp/ports.ts, transfer/ports.ts) that
 *   the composition root (src/engine/services/all.ts) wires. No service imports another's internals.
 * - src/sw (adapters) imports the engine and src/shared, never the UI or the scripts.
 * - src/ui is a client: engine types only (`import type`), apart from the listed values.
 * - src/embed (the embed's page script) imports only src/shared.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
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

/** The imports that leave the layers they may use (`allowed`), or take a forbidden package. */
function crossings(imports: Import[], allowed: string[], forbiddenPackages: RegExp = /^$/): string[] {
  return imports
    .filter((i) => (i.target ? !allowed.includes(layerOf(i.target)) : forbiddenPackages.test(i.source)))
    .map(describeImport);
}

/** The engine's services; each may reach another only through its port files. */
const SERVICES = ['municipal', 'content', 'mcp', 'transfer', 'greeting', 'docs', 'studio'];
/** A service's declared surface: what another service may import of it. */
const PORT_FILES = ['contract.ts', 'llms-section.ts'];
/** The studio has no routes, so no contract.ts: its surface is its owner-channel shapes and its bounds. */
const SURFACE_FILES = ['src/engine/studio/types.ts', 'src/engine/studio/limits.ts'];

/**
 * Imports from one service into another service's internals (anything but its port files). The
 * composition root (src/engine/services/) and the engine's kernel (http, db, journal…) are no service.
 */
function serviceCrossings(imports: Import[]): string[] {
  const service = (path: string) => (path.startsWith('src/engine/') ? path.split('/')[2] : undefined);
  const found = imports
    .filter((i) => {
      const from = service(i.file);
      const to = i.target && service(i.target);
      if (!from || !to || from === to || !SERVICES.includes(from) || !SERVICES.includes(to)) return false;
      return !PORT_FILES.includes(i.target?.split('/').pop() ?? '') && !SURFACE_FILES.includes(i.target ?? '');
    })
    .map((i) => `${i.file} -> ${i.target}`);
  return [...new Set(found)].sort();
}

/** An import as the reader makes it, for the tests of the rules themselves. */
const anImport = (file: string, source: string, typeOnly = false): Import => ({
  file,
  source,
  target: source.startsWith('.') ? relative('.', resolve(dirname(file), source)) : undefined,
  typeOnly,
});

/** Values (not types) the UI takes from the engine; may only shrink, like the list above. */
const KNOWN_UI_VALUE_IMPORTS = [
  'src/ui/transfer/ImportScreen.tsx -> src/engine/transfer/limits.ts',
  'src/ui/transfer/TransferPanel.tsx -> src/engine/transfer/limits.ts',
  // Issue 20: the editor offers the schema's choices and shows the slug the engine will make; a
  // dependency-free module, so both use the very same rule (docs/ui-kit.md).
  'src/ui/content/PageEditor.tsx -> src/engine/content/choices.ts',
  // Issue 28: a handed-in card names each rule by its code; the codes are the engine's list (values
  // only, no judges), read by the card's code alone, which gives them to the board.
  'src/ui/cards/card-code.ts -> src/engine/report/rule-codes.ts',
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
    expect(
      crossings(importsOf('src/engine'), ['src/engine', 'src/shared'], /^(node:|workbox-|preact|@preact\/)/),
    ).toEqual([]);
  });

  it('src/shared imports nothing of ours but itself (and engine types: the owner operations the bridge carries)', () => {
    const found = crossings(importsOf('src/shared'), ['src/shared'], /^(?!node:)/).filter(
      (line) => !/-> src\/engine\/\S+ \(type\)$/.test(line),
    );
    expect(found).toEqual([]);
  });

  it('src/sw imports the engine and src/shared, never the UI or the scripts', () => {
    expect(crossings(importsOf('src/sw'), ['src/sw', 'src/engine', 'src/shared'], /^(node:|preact|@preact\/)/)).toEqual(
      [],
    );
  });

  it('src/embed (the embed’s page script) imports only src/shared', () => {
    expect(crossings(importsOf('src/embed'), ['src/embed', 'src/shared'], /./)).toEqual([]);
  });

  it('src/ui takes engine types only, apart from the listed values; never the worker or the scripts', () => {
    expect(crossings(importsOf('src/ui'), ['src/ui', 'src/engine', 'src/shared'])).toEqual([]);
    const values = importsOf('src/ui')
      .filter((i) => i.target?.startsWith('src/engine/') && !i.typeOnly)
      .map(describeImport);
    expect(values.sort()).toEqual([...KNOWN_UI_VALUE_IMPORTS].sort());
  });

  it('services meet through ports: no service imports another service’s internals', () => {
    expect(serviceCrossings(importsOf('src/engine'))).toEqual([]);
  });

  it('MCP and transfer get what they need of other services through the ports the composition root wires', () => {
    const root = importsOf('src/engine/services').map((i) => i.target);
    expect(root).toContain('src/engine/mcp/ports.ts');
    expect(root).toContain('src/engine/transfer/ports.ts');
    expect(root).toContain('src/engine/studio/transfer.ts');
    const mcp = importsOf('src/engine/mcp').map((i) => i.target);
    expect(mcp).toContain('src/engine/mcp/ports.ts');
    expect(importsOf('src/engine/transfer').map((i) => i.target)).toContain('src/engine/transfer/ports.ts');
  });
});

describe('the layer rules themselves (each would catch a crossing)', () => {
  it('a service importing another’s internals is a crossing; its contract, the kernel and the root are not', () => {
    expect(
      serviceCrossings([
        anImport('src/engine/mcp/server.ts', '../municipal/worlds.ts'),
        anImport('src/engine/transfer/schemas.ts', '../municipal/catalogue.ts', true),
        anImport('src/engine/content/routes.ts', '../municipal/contract.ts'),
        anImport('src/engine/docs/llms-txt.ts', '../content/llms-section.ts'),
        anImport('src/engine/mcp/server.ts', '../http/errors.ts'),
        anImport('src/engine/mcp/server.ts', './tools.ts'),
        anImport('src/engine/services/all.ts', '../municipal/worlds.ts'),
        anImport('src/engine/transfer/import.ts', '../studio/store.ts'),
        anImport('src/engine/transfer/import.ts', '../studio/transfer.ts', true),
        anImport('src/engine/transfer/ports.ts', '../studio/types.ts', true),
        anImport('src/engine/transfer/import.ts', '../studio/limits.ts'),
        anImport('src/engine/studio/rules.ts', '../content/limits.ts'),
        anImport('src/engine/studio/rules.ts', '../municipal/contract.ts'),
        anImport('src/engine/services/all.ts', '../studio/store.ts'),
      ]),
    ).toEqual([
      'src/engine/mcp/server.ts -> src/engine/municipal/worlds.ts',
      'src/engine/studio/rules.ts -> src/engine/content/limits.ts',
      'src/engine/transfer/import.ts -> src/engine/studio/store.ts',
      'src/engine/transfer/import.ts -> src/engine/studio/transfer.ts',
      'src/engine/transfer/schemas.ts -> src/engine/municipal/catalogue.ts',
    ]);
  });

  it('an import out of the allowed layers, or of a forbidden package, is a crossing', () => {
    const engine = ['src/engine', 'src/shared'];
    const forbidden = /^(node:|workbox-|preact|@preact\/)/;
    expect(
      crossings(
        [
          anImport('src/engine/core.ts', '../sw/sw.ts'),
          anImport('src/engine/core.ts', '../ui/app.tsx', true),
          anImport('src/engine/core.ts', '../../scripts/serve.mjs'),
          anImport('src/engine/core.ts', 'node:fs'),
          anImport('src/engine/core.ts', 'preact'),
          anImport('src/engine/core.ts', '../shared/time-text.mjs'),
          anImport('src/engine/core.ts', './http/router.ts'),
          anImport('src/engine/core.ts', 'valibot'),
        ],
        engine,
        forbidden,
      ),
    ).toEqual([
      'src/engine/core.ts -> src/sw/sw.ts',
      'src/engine/core.ts -> src/ui/app.tsx (type)',
      'src/engine/core.ts -> scripts/serve.mjs',
      'src/engine/core.ts -> node:fs',
      'src/engine/core.ts -> preact',
    ]);
  });

  it('the reader finds static, type-only, re-exported and dynamic imports', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "const d = await import('./d.ts');",
    ].join('\n');
    const found = [...text.matchAll(IMPORT)].map((m) => `${m[3] ?? m[4]}${m[2] ? ' (type)' : ''}`);
    expect(found).toEqual(['./a.ts', '../b.ts (type)', './c.ts', './d.ts']);
  });
});

describe('Biome enforces the engine’s layers and ports too (noRestrictedImports in biome.json)', () => {
  /** Lints probe files laid out like the repository with the repository's biome.json; what it flags. */
  function lintProbes(files: Record<string, string>): string[] {
    const dir = mkdtempSync(join(tmpdir(), 'layers-'));
    try {
      copyFileSync('biome.json', join(dir, 'biome.json'));
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      const run = spawnSync(resolve('node_modules/.bin/biome'), ['lint', '--reporter=json', 'src'], {
        cwd: dir,
        encoding: 'utf8',
      });
      const report = JSON.parse(run.stdout) as {
        diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
      };
      return report.diagnostics
        .filter((d) => d.category === 'lint/style/noRestrictedImports')
        .map((d) => `${d.location.path}:${d.location.start.line}`)
        .sort();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('flags a service reaching into another’s internals and the engine importing the worker, UI, scripts or Node', () => {
    const lines = [
      "import { a } from '../municipal/worlds.ts';",
      "import type { B } from '../content/tokens.ts';",
      "import { c } from '../municipal/contract.ts';",
      "import { d } from '../content/llms-section.ts';",
      "import { e } from '../http/errors.ts';",
      "import { f } from './tools.ts';",
      "import { g } from '../../sw/sw.ts';",
      "import { h } from 'node:fs';",
      "import { i } from 'preact';",
      "import { j } from '../../shared/time-text.mjs';",
      "import { k } from 'valibot';",
      'export { a, c, d, e, f, g, h, i, j, k };',
      'export type { B };',
    ].join('\n');
    const root = [
      "import { a } from '../municipal/worlds.ts';",
      "import { b } from '../../ui/app.tsx';",
      "import { c } from '../../../scripts/serve.mjs';",
      'export { a, b, c };',
    ].join('\n');
    // The studio is a service too: its surface is types.ts and limits.ts, and it may not reach out either.
    const toStudio = [
      "import { a } from '../studio/store.ts';",
      "import type { B } from '../studio/transfer.ts';",
      "import type { C } from '../studio/types.ts';",
      "import { d } from '../studio/limits.ts';",
      'export { a, d };',
      'export type { B, C };',
    ].join('\n');
    const fromStudio = [
      "import { a } from '../municipal/worlds.ts';",
      "import { b } from '../municipal/contract.ts';",
      'export { a, b };',
    ].join('\n');
    expect(
      lintProbes({
        'src/engine/mcp/probe.ts': lines,
        'src/engine/services/probe.ts': root,
        'src/sw/probe.ts': root,
        'src/engine/transfer/probe.ts': toStudio,
        'src/engine/studio/probe.ts': fromStudio,
      }),
    ).toEqual([
      'src/engine/mcp/probe.ts:1',
      'src/engine/mcp/probe.ts:2',
      'src/engine/mcp/probe.ts:7',
      'src/engine/mcp/probe.ts:8',
      'src/engine/mcp/probe.ts:9',
      'src/engine/services/probe.ts:2',
      'src/engine/services/probe.ts:3',
      'src/engine/studio/probe.ts:1',
      'src/engine/transfer/probe.ts:1',
      'src/engine/transfer/probe.ts:2',
    ]);
  });
});
