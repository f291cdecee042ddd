/**
 * Builds `services.js` Workbox-style (shared/STYLE.md, "One worker script"): the stateful services and
 * the document builders as a classic script of their own whose imports of modules the worker's own
 * script (the core: sw.js, sandbox-sw.js) holds are not bundled again but read from one registry
 * object, `self.sandboxCore`, which the core fills. Each module exists in exactly one script; nothing
 * is evaluated from text.
 *
 * 1. The core's modules: a build of src/sw/sandbox.ts (what sw.js and sandbox-sw.js share) lists them.
 * 2. services.js: a build of src/sw/services-script.ts with each core module external, mapped to
 *    `sandboxCore.<key>`; while it is built, every import of a core module is read from the source
 *    (the names it imports, the members of a namespace it uses) into the registry's list.
 * 3. The core's builds (vite-plugin-pwa's sw.js, the embed) load src/sw/core-registry.ts as the module
 *    `registryModule()` makes: it imports exactly those names, and its `fillCoreRegistry()` puts them
 *    on `self.sandboxCore` before services.js is first evaluated.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Node } from 'acorn';
import { parseAst } from 'rolldown/parseAst';
import { build, type Plugin, type Rollup, type UserConfig } from 'vite';

/** The global the core fills and services.js reads. */
export const REGISTRY_GLOBAL = 'sandboxCore';
const REGISTRY_FILE = 'src/sw/core-registry.ts';
const CORE_ENTRY = 'src/sw/sandbox.ts';
const SERVICES_ENTRY = 'src/sw/services-script.ts';

export interface ServicesScript {
  code: string;
  map: string;
  /** Per core module (absolute id): the names services.js imports from it. */
  registry: Map<string, Set<string>>;
}

type Shared = Pick<UserConfig, 'resolve' | 'define'>;

/** Builds services.js in memory (the caller writes it): the code, its map and the registry it needs. */
export async function buildServicesScript(root: string, shared: Shared, fileName: string): Promise<ServicesScript> {
  const core = await coreModules(root, shared);
  const registry = new Map<string, Set<string>>();
  const key = (id: string) => registryKey(root, id);
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    resolve: shared.resolve,
    define: { ...shared.define, 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [coreAsExternal(core, registry)],
    build: {
      write: false,
      target: 'es2022',
      sourcemap: true,
      lib: { entry: SERVICES_ENTRY, formats: ['iife'], name: 'sandboxServicesScript', fileName: () => fileName },
      rolldownOptions: { output: { globals: (id: string) => `${REGISTRY_GLOBAL}.${key(id)}` } },
    },
  })) as Rollup.RollupOutput[];
  const files = output.flatMap((o) => o.output);
  const chunk = files.find((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const map = files.find((file): file is Rollup.OutputAsset => file.type === 'asset' && file.fileName.endsWith('.map'));
  if (!chunk || !map) throw new Error(`${fileName}: the build gave no script or no source map`);
  return { code: chunk.code, map: String(map.source), registry };
}

/**
 * The registry module's source: imports exactly what services.js uses; `fillCoreRegistry()` puts it on
 * `self.sandboxCore`.
 */
export function registryModule(root: string, registry: Map<string, Set<string>>): string {
  const lines: string[] = [];
  const entries: string[] = [];
  [...registry.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .forEach(([id, names], index) => {
      const sorted = [...names].sort();
      const reassignable = [...readFileSync(id, 'utf8').matchAll(/export\s+(?:let|var)\s+(\w+)/g)].map((m) => m[1]);
      const live = sorted.filter((name) => reassignable.includes(name));
      if (live.length)
        throw new Error(`${id}: services.js imports ${live.join(', ')}, exported with let/var: export a const`);
      const local = (name: string) => `m${index}_${name === 'default' ? 'default' : name}`;
      lines.push(
        `import { ${sorted.map((name) => `${name} as ${local(name)}`).join(', ')} } from ${JSON.stringify(id)};`,
      );
      // Plain values: the registered exports are functions, classes and constants (never reassigned),
      // and a plain object is cheaper at every worker start than getters.
      const members = sorted.map((name) => `${JSON.stringify(name)}: ${local(name)}`).join(', ');
      entries.push(`${registryKey(root, id)}: { ${members} }`);
    });
  // Filled when services.js is first needed (services-script-loader.ts), not at every worker start.
  lines.push(
    `export function fillCoreRegistry() {\n  self.${REGISTRY_GLOBAL} ??= {\n    ${entries.join(',\n    ')}\n  };\n}`,
  );
  return `${lines.join('\n')}\n`;
}

/** The plugin the core's builds use: src/sw/core-registry.ts becomes the registry module. */
export function registryPlugin(root: string, registry: () => Map<string, Set<string>> | undefined): Plugin {
  const file = `${root}/${REGISTRY_FILE}`;
  return {
    name: 'sandbox-core-registry',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== file) return undefined;
      const names = registry();
      if (!names)
        throw new Error(`${REGISTRY_FILE}: services.js must be built before the worker that fills its registry`);
      return { code: registryModule(root, names) };
    },
  };
}

/** `src/engine/http/errors.ts` -> `src_engine_http_errors_ts`; a package's file likewise. */
function registryKey(root: string, id: string): string {
  const path = relative(root, id).replace(/^(?:\.\.\/)+/, '');
  const inPackage = /node_modules\/(?!.*node_modules\/)(.*)$/.exec(path);
  return (inPackage?.[1] ?? path).replace(/[^A-Za-z0-9]/g, '_');
}

/** The modules of the core (src/sw/sandbox.ts and all it imports), by absolute id. */
async function coreModules(root: string, shared: Shared): Promise<Set<string>> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    resolve: shared.resolve,
    define: shared.define,
    // src/sw/core-registry.ts is read as it is in the source (empty): the registry is what this decides.
    build: {
      write: false,
      target: 'es2022',
      minify: false,
      // Every module that is part of the core counts, also when tree-shaking would leave it empty.
      rolldownOptions: { treeshake: false },
      lib: { entry: CORE_ENTRY, formats: ['es'], fileName: () => 'core.js' },
    },
  })) as Rollup.RollupOutput[];
  const ids = output.flatMap((o) => o.output).flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
  return new Set(ids.filter((id) => !id.startsWith('\0')));
}

/**
 * Leaves each core module out of services.js (external, read from the registry) and records what of
 * it the services' modules import.
 */
function coreAsExternal(core: Set<string>, registry: Map<string, Set<string>>): Plugin {
  return {
    name: 'sandbox-core-as-external',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && core.has(resolved.id)) return { id: resolved.id, external: true };
      return resolved;
    },
    async transform(code, id) {
      if (core.has(id) || id.startsWith('\0')) return null;
      const lang = /\.tsx?$/.test(id) ? 'ts' : 'js';
      for (const [source, names] of importedNames(code, lang, id)) {
        const resolved = await this.resolve(source, id);
        if (!resolved || !core.has(resolved.id)) continue;
        const known = registry.get(resolved.id) ?? new Set<string>();
        for (const name of names) known.add(name);
        registry.set(resolved.id, known);
      }
      return null;
    },
  };
}

type AstNode = Node & Record<string, unknown>;

/** Per import source of a module: the names it takes (type-only imports left out). */
export function importedNames(code: string, lang: 'ts' | 'js', id: string): Map<string, Set<string>> {
  const program = parseAst(code, { lang, sourceType: 'module' }, id) as unknown as { body: AstNode[] };
  const found = new Map<string, Set<string>>();
  const add = (source: string, name: string) => {
    const names = found.get(source) ?? new Set<string>();
    names.add(name);
    found.set(source, names);
  };
  for (const node of program.body) {
    const source = (node.source as { value?: string } | null | undefined)?.value;
    if (!source) continue;
    if (node.type === 'ImportDeclaration') {
      if (node.importKind === 'type') continue;
      const specifiers = node.specifiers as AstNode[];
      // `import './x.ts'` for its effect: a core module ran already in the core.
      for (const specifier of specifiers) {
        if (specifier.importKind === 'type') continue;
        if (specifier.type === 'ImportDefaultSpecifier') add(source, 'default');
        else if (specifier.type === 'ImportSpecifier') add(source, nameOf(specifier.imported));
        else for (const member of namespaceMembers(program, nameOf(specifier.local), id)) add(source, member);
      }
    } else if (node.type === 'ExportNamedDeclaration') {
      if (node.exportKind === 'type') continue;
      for (const specifier of node.specifiers as AstNode[]) {
        if (specifier.exportKind !== 'type') add(source, nameOf(specifier.local));
      }
    } else if (node.type === 'ExportAllDeclaration') {
      throw new Error(`${id}: export * from '${source}' cannot be mapped to the core's registry; name the exports`);
    }
  }
  return found;
}

function nameOf(node: unknown): string {
  const n = node as { name?: string; value?: string };
  return n.name ?? String(n.value);
}

/** TypeScript nodes that hold code that runs. */
const RUNTIME_TS = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'TSInstantiationExpression',
  'TSEnumDeclaration',
  'TSEnumMember',
  'TSParameterProperty',
  'TSExportAssignment',
]);
/** Keys that hold types or positions, never code. */
const SKIPPED_KEYS = new Set([
  'type',
  'start',
  'end',
  'typeAnnotation',
  'typeArguments',
  'typeParameters',
  'returnType',
  'superTypeArguments',
]);

/** The members of namespace `local` the module reads (`v.object`); it must never be used as a value. */
function namespaceMembers(program: { body: AstNode[] }, local: string, id: string): Set<string> {
  const members = new Set<string>();
  const visit = (node: unknown, parent: AstNode | undefined, key: string | undefined): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent, key);
      return;
    }
    const n = node as AstNode;
    if (typeof n.type !== 'string') return;
    if (n.type === 'MemberExpression' && (n.object as AstNode).type === 'Identifier' && nameOf(n.object) === local) {
      if (n.computed) throw new Error(`${id}: ${local}[...] cannot be mapped to the core's registry`);
      members.add(nameOf(n.property));
      return;
    }
    const isImportLocal = parent?.type === 'ImportNamespaceSpecifier';
    // Types never reach the script; the expressions inside `x as T`, `x!`, `x satisfies T` do.
    if (n.type.startsWith('TS') && !RUNTIME_TS.has(n.type)) return;
    if (n.type === 'Identifier' && nameOf(n) === local && !isImportLocal && key !== 'property' && key !== 'key') {
      throw new Error(`${id}: the namespace ${local} is used as a value; it cannot be mapped to the core's registry`);
    }
    for (const [childKey, child] of Object.entries(n)) {
      if (!SKIPPED_KEYS.has(childKey)) visit(child, n, childKey);
    }
  };
  visit(program.body, undefined, undefined);
  return members;
}
