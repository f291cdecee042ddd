/**
 * What a worker evaluates when it starts (docs/performance.md, third pass): the bundler evaluates at
 * start every module its entry reaches through static imports, and a module reached only through a
 * bundler-resolved `import()` when that import() is first called (a lazily initialised module of the
 * same script). So the static import graph of the worker's entries, import() edges left out, is what a
 * cold /hello pays for; the stateful services' contracts, their valibot schemas and the catalogue must
 * not be part of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';

type AstNode = { type: string; source?: { value: string } | null; importKind?: string; exportKind?: string };

/** The modules of src/ an entry reaches through static imports (type-only imports never run). */
function evaluatedAtStart(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const program = parseAst(readFileSync(file, 'utf8'), { lang: 'ts', sourceType: 'module' }, file) as unknown as {
      body: AstNode[];
    };
    for (const node of program.body) {
      const source = node.source?.value;
      if (!source?.startsWith('.')) continue;
      if (node.type === 'ImportDeclaration' && node.importKind === 'type') continue;
      if (node.type === 'ExportNamedDeclaration' && node.exportKind === 'type') continue;
      if (!['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(node.type)) continue;
      const target = resolve(dirname(file), source);
      if (!existsSync(target)) throw new Error(`${file}: cannot resolve ${source}`);
      visit(target);
    }
  };
  visit(resolve(entry));
  return new Set([...seen].map((file) => file.slice(resolve('.').length + 1)));
}

/** Built at a service's first request, never at the worker's start. */
const NOT_AT_START = [
  'src/engine/municipal/contract.ts',
  'src/engine/municipal/contract/schemas.ts',
  'src/engine/municipal/contract/errors.ts',
  'src/engine/municipal/contract/routes.ts',
  'src/engine/municipal/schemas.ts',
  'src/engine/municipal/catalogue.ts',
  'src/engine/municipal/problems.ts',
  'src/engine/content/contract.ts',
  'src/engine/content/contract/schemas.ts',
  'src/engine/content/contract/errors.ts',
  'src/engine/content/contract/routes.ts',
  'src/engine/content/schemas.ts',
  'src/engine/mcp/contract.ts',
  'src/engine/journal/schemas.ts',
  'src/engine/http/fault-contract.ts',
  'src/engine/report/schemas.ts',
];

describe.each(['src/sw/sw.ts', 'src/sw/embed.ts'])('the worker %s at its start', (entry) => {
  const modules = evaluatedAtStart(entry);

  it('routes by the contracts’ heads and evaluates no other service’s contract, schemas or catalogue', () => {
    expect(modules).toContain('src/engine/contracts.ts');
    expect(modules).toContain('src/engine/municipal/head.ts');
    expect(modules).toContain('src/engine/greeting/contract.ts');
    expect(NOT_AT_START.filter((file) => modules.has(file))).toEqual([]);
  });

  it('leaves the core registry (which imports what services.js uses) for services.js’s first use', () => {
    expect(modules).not.toContain('src/sw/core-registry.ts');
    expect(modules).toContain('src/sw/services-script-loader.ts');
  });
});

describe('services.js at its first API request (issue 43)', () => {
  // What services.js evaluates when the worker first asks it for the services (services-script.ts).
  const modules = evaluatedAtStart('src/engine/services/all.ts');

  it('evaluates the services and Dexie’s schema, not the studio’s server, console or store, nor the transfers', () => {
    expect(modules).toContain('src/engine/municipal/routes.ts');
    expect(modules).toContain('src/engine/db/database.ts');
    const onDemand = [
      'src/engine/services/on-demand.ts',
      'src/engine/studio/serve.ts',
      'src/engine/studio/console.ts',
      'src/engine/studio/store.ts',
      'src/engine/studio/owner-ops.ts',
      'src/engine/studio/transfer.ts',
      'src/engine/transfer/export.ts',
      'src/engine/transfer/import.ts',
    ];
    expect(onDemand.filter((file) => modules.has(file))).toEqual([]);
    expect(evaluatedAtStart('src/engine/services/on-demand.ts')).toContain('src/engine/studio/console.ts');
  });
});

describe('the graph this test reads', () => {
  it('follows static imports and leaves out import()', () => {
    // contract-modules.ts reaches the catalogue through import() only; core.ts imports it statically.
    expect(evaluatedAtStart('src/engine/core.ts')).toContain('src/engine/contract-modules.ts');
    expect(evaluatedAtStart('src/engine/contract-modules.ts')).toEqual(new Set(['src/engine/contract-modules.ts']));
    expect(evaluatedAtStart('src/engine/contract-modules.dev.ts')).toContain(
      'src/engine/municipal/catalogue-routes.ts',
    );
  });
});
