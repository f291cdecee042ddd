/**
 * What services.js takes from the core (build/services-script.ts): read from each module's source, so
 * the registry holds exactly those names; what cannot be mapped fails the build with a clear error.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedNames, registryModule } from '../../build/services-script.ts';

const names = (code: string) =>
  Object.fromEntries([...importedNames(code, 'ts', 'x.ts')].map(([source, set]) => [source, [...set].sort()]));

describe('the names services.js imports from a module', () => {
  it('are the named, default and re-exported ones, without type-only imports', () => {
    const code = `import type { A } from './a.ts';
      import { type B, c, d as e } from './b.ts';
      import f from './f.ts';
      export { g } from './g.ts';
      export type { H } from './h.ts';
      const x: A = c(e, f);`;
    expect(names(code)).toEqual({ './b.ts': ['c', 'd'], './f.ts': ['default'], './g.ts': ['g'] });
  });

  it('of a namespace are the members the code reads, not those only types name', () => {
    const code = `import * as v from 'valibot';
      type Out = v.InferOutput<typeof S>;
      const S = v.object({ a: v.string() });
      const t = (x: unknown) => v.parse(S, x) as Out;
      const u = v.is(S, 1)!;`;
    expect(names(code)).toEqual({ valibot: ['is', 'object', 'parse', 'string'] });
  });

  it('refuses what cannot be mapped: a namespace used as a value, v[...], export *', () => {
    expect(() => names(`import * as v from 'valibot'; use(v);`)).toThrow(/used as a value/);
    expect(() => names(`import * as v from 'valibot'; v['object']();`)).toThrow(/cannot be mapped/);
    expect(() => names(`export * from './a.ts';`)).toThrow(/export \* from/);
  });
});

describe('the registry module', () => {
  it('imports each name once and fills self.sandboxCore only when asked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-'));
    writeFileSync(join(dir, 'a.ts'), 'export const one = 1;\nexport function two() {}\n');
    const code = registryModule(dir, new Map([[join(dir, 'a.ts'), new Set(['two', 'one'])]]));
    expect(code).toContain(`import { one as m0_one, two as m0_two } from ${JSON.stringify(join(dir, 'a.ts'))};`);
    expect(code).toMatch(/export function fillCoreRegistry\(\) \{\n {2}self\.sandboxCore \?\?= \{\n {4}a_ts: \{/);
  });

  it('refuses an export that may be reassigned (a plain object would not follow it)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-'));
    writeFileSync(join(dir, 'b.ts'), 'export let counter = 0;\n');
    expect(() => registryModule(dir, new Map([[join(dir, 'b.ts'), new Set(['counter'])]]))).toThrow(/export a const/);
  });
});
