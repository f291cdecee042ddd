/**
 * The emitted worker scripts (issue 19): each worker runs its own classic script, services.js and
 * pdf-renderer.js, with one copy of every module across them (services.js reads the core's modules
 * from the registry the worker's script fills, build/services-script.ts); nothing in them evaluates text as code (a strict CSP
 * `script-src 'self'` forbids it); every script carries the build's id and a source map that the
 * precache leaves out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildId } from '../../build/build-id.ts';
import {
  EMBED_DIR,
  EMBED_FILES,
  EMBED_REGISTER,
  EMBED_WORKER,
  PDF_SCRIPT,
  SERVICES_SCRIPT,
  STUDIO_HOST_SCRIPT,
  WORKER_SCRIPT,
} from '../../src/shared/build.mjs';
import { builtSite, filesBelow, type Node, nodes, parseScript, parseText } from './support.ts';

/** The scripts each worker runs: its own, and the services and the PDF renderer it stores at install. */
const WORKERS = {
  app: [WORKER_SCRIPT, SERVICES_SCRIPT, PDF_SCRIPT],
  embed: [`${EMBED_DIR}/${EMBED_WORKER}`, `${EMBED_DIR}/${SERVICES_SCRIPT}`, `${EMBED_DIR}/${PDF_SCRIPT}`],
};
/** Every script the build emits outside the app's hashed UI assets and the examples beside it. */
const SCRIPTS = [WORKER_SCRIPT, SERVICES_SCRIPT, PDF_SCRIPT, ...EMBED_FILES.map((file) => `${EMBED_DIR}/${file}`)];
/** The worker scripts that store services.js and pdf-renderer.js with importScripts() (stored-script.ts). */
const IMPORTERS = [WORKER_SCRIPT, `${EMBED_DIR}/${EMBED_WORKER}`];

// Parsing 700 KB of minified JavaScript takes seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let dist: string;
beforeAll(() => {
  dist = builtSite();
}, 180_000);

/**
 * What in a script would evaluate text as code, or load code from elsewhere at run time. `importScripts`
 * is allowed where `mayImport` (a same-origin script URL, which the CSP allows).
 */
function codeFromText(tree: Node, mayImport = false): string[] {
  const found: string[] = [];
  const name = (node: unknown) => {
    const n = node as Node | undefined;
    if (n?.type === 'Identifier') return n.name as string;
    if (n?.type === 'MemberExpression' && !n.computed) return ((n.property as Node).name as string) ?? '';
    if (n?.type === 'MemberExpression' && (n.property as Node).type === 'Literal')
      return String((n.property as Node).value);
    return undefined;
  };
  for (const node of nodes(tree)) {
    const at = `at ${node.start}`;
    // Any reference to eval (direct, indirect `(0, eval)(...)`, `globalThis.eval`, `self['eval']`).
    if (node.type === 'Identifier' && node.name === 'eval') found.push(`eval ${at}`);
    if (node.type === 'MemberExpression' && name(node) === 'eval') found.push(`.eval ${at}`);
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      const callee = name(node.callee);
      if (callee === 'Function') found.push(`Function(...) ${at}`);
      if (callee === 'importScripts' && !mayImport) found.push(`importScripts(...) ${at}`);
      const first = (node.arguments as Node[])[0];
      if ((callee === 'setTimeout' || callee === 'setInterval') && first?.type === 'Literal')
        found.push(`${callee}("code") ${at}`);
    }
    // A service worker may not import(); the bundler must have resolved every one.
    if (node.type === 'ImportExpression') found.push(`import() ${at}`);
  }
  return found;
}

describe('the emitted scripts', () => {
  it('are the worker scripts, the embed page script and the studio host page script named in src/shared/build.mjs, and no others', () => {
    const scripts = filesBelow(dist).filter(
      (file) => file.endsWith('.js') && !file.startsWith('assets/') && !file.startsWith('examples/'),
    );
    expect(scripts).toEqual([...SCRIPTS, STUDIO_HOST_SCRIPT].sort());
    expect(filesBelow(join(dist, EMBED_DIR)).filter((file) => !file.endsWith('.map'))).toEqual([...EMBED_FILES].sort());
  });

  it.each(SCRIPTS)('%s parses as a classic script and holds no eval, Function or import()', (script) => {
    expect(codeFromText(parseScript(join(dist, script)), IMPORTERS.includes(script))).toEqual([]);
  });

  it('studio-host.js (the studio tab’s host page, issue 38) is a classic script with no eval, Function or import()', () => {
    expect(codeFromText(parseScript(join(dist, STUDIO_HOST_SCRIPT)))).toEqual([]);
  });

  it('only the worker scripts import a script, and only the services and the PDF renderer beside them', () => {
    for (const script of SCRIPTS.filter((name) => !IMPORTERS.includes(name))) {
      expect(codeFromText(parseScript(join(dist, script)))).toEqual([]);
    }
    for (const script of IMPORTERS) {
      const text = readFileSync(join(dist, script), 'utf8');
      // One importScripts() call (stored-script.ts), for both scripts.
      expect(codeFromText(parseText(text)).filter((hit) => hit.startsWith('importScripts'))).toHaveLength(1);
      expect(text).toContain(PDF_SCRIPT);
      expect(text).toContain(SERVICES_SCRIPT);
    }
  });

  it.each([PDF_SCRIPT, SERVICES_SCRIPT])('the embed’s %s is the app’s', (script) => {
    expect(readFileSync(join(dist, EMBED_DIR, script))).toEqual(readFileSync(join(dist, script)));
  });

  it('the parser check finds what it must refuse', () => {
    const sample = `(0, eval)('1'); globalThis['eval']('2'); new Function('3'); Function('4')();
      self.importScripts('x.js'); setTimeout('5'); import('./y.js'); x instanceof Function;`;
    expect(codeFromText(parseText(sample)).map((hit) => hit.split(' at ')[0])).toEqual([
      'eval',
      '.eval',
      'Function(...)',
      'Function(...)',
      'importScripts(...)',
      'setTimeout("code")',
      'import()',
    ]);
  });

  it.each(SCRIPTS)('%s carries the build id and a source map beside it', (script) => {
    const text = readFileSync(join(dist, script), 'utf8');
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
    expect(mapName).toBe(`${script.split('/').pop()}.map`);
    expect(existsSync(join(dist, `${script}.map`))).toBe(true);
    expect(carriesBuild(text)).toBe(true);
  });

  it('the app carries the same build id as the worker scripts', () => {
    const ui = filesBelow(join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dist, 'assets', file), 'utf8'));
    expect(ui.some(carriesBuild)).toBe(true);
  });
});

describe('the app’s start script', () => {
  it('is one file, and holds neither the reference screen nor the Inspector’s Edit and resend', () => {
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    const scripts = [...index.matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    expect(scripts).toHaveLength(1);
    const start = readFileSync(join(dist, scripts[0] as string), 'utf8');
    // Each part's test id as its mark: both load as chunks of their own when they are needed.
    for (const mark of ['reference-list', 'resend-answers']) expect(start).not.toContain(mark);
    const chunks = filesBelow(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    for (const part of ['ReferenceScreen', 'ResendPanel']) {
      expect(chunks.some((file) => file.startsWith(`${part}-`))).toBe(true);
    }
  });
});

describe('one copy of every module', () => {
  it.each(Object.entries(WORKERS))('the %s worker’s scripts hold each module once', (_worker, scripts) => {
    const sources = scripts.flatMap((script) => mapSources(join(dist, `${script}.map`)));
    expect(sources.length).toBeGreaterThan(100);
    expect(duplicates(sources.map(moduleIdentity))).toEqual([]);
    // The engine, its services, Dexie, valibot and jsPDF are all there, once.
    for (const expected of [
      'src/engine/core.ts',
      'src/engine/services/all.ts',
      'src/engine/http/errors.ts',
      'src/engine/documents/build.ts',
      'src/engine/pdf/jspdf-renderer.ts',
      'dexie',
      'valibot',
      'jspdf',
    ]) {
      expect(sources.map(moduleIdentity).some((identity) => identity.startsWith(expected))).toBe(true);
    }
  });

  it('pdf-renderer.js holds jsPDF and the renderer only: nothing of the engine’s core', () => {
    const sources = mapSources(join(dist, `${PDF_SCRIPT}.map`)).map(moduleIdentity);
    expect(sources.filter((source) => source.startsWith('src/')).sort()).toEqual([
      // What html2canvas, dompurify and canvg are aliased to: jsPDF's HTML rendering is never used.
      'src/engine/empty-module.ts',
      'src/engine/pdf/jspdf-renderer.ts',
      // What fast-png is aliased to: our documents embed no PNG image.
      'src/engine/pdf/no-png.ts',
      'src/sw/pdf-script.ts',
    ]);
    // Neither the PNG decoder nor the zlib it brings (pako, 47 KB): jsPDF compresses with fflate.
    expect(sources.filter((source) => /^(fast-png|pako|iobuffer)\b/.test(source))).toEqual([]);
  });

  it('services.js holds the services and the documents, none of the core’s modules', () => {
    const services = mapSources(join(dist, `${SERVICES_SCRIPT}.map`)).map(moduleIdentity);
    for (const expected of ['src/engine/services/all.ts', 'src/engine/documents/build.ts', 'dexie']) {
      expect(services.some((identity) => identity.startsWith(expected))).toBe(true);
    }
    const core = new Set(mapSources(join(dist, `${WORKER_SCRIPT}.map`)).map(moduleIdentity));
    expect(services.filter((identity) => core.has(identity))).toEqual([]);
    for (const absent of ['src/engine/core.ts', 'src/engine/http/errors.ts', 'valibot']) {
      expect(services.some((identity) => identity.startsWith(absent))).toBe(false);
    }
  });

  it('the stateful contracts (routes, errors, the guides’ texts) are services.js’s, not the workers’ own (issue 43)', () => {
    const contracts = [
      'src/engine/municipal/contract.ts',
      'src/engine/municipal/contract/routes.ts',
      'src/engine/municipal/contract/errors.ts',
      'src/engine/municipal/problems.ts',
      'src/engine/content/contract.ts',
      'src/engine/content/contract/routes.ts',
      'src/engine/content/contract/errors.ts',
      'src/engine/mcp/contract.ts',
    ];
    for (const worker of IMPORTERS) {
      const own = new Set(mapSources(join(dist, `${worker}.map`)).map(moduleIdentity));
      expect(
        contracts.filter((file) => own.has(file)),
        worker,
      ).toEqual([]);
      // The catalogue stays: the core answers GET /v1/services without services.js.
      expect(own.has('src/engine/municipal/catalogue-routes.ts'), worker).toBe(true);
    }
    const services = new Set(mapSources(join(dist, `${SERVICES_SCRIPT}.map`)).map(moduleIdentity));
    expect(contracts.filter((file) => !services.has(file))).toEqual([]);
  });

  it('services.js reads every core module it uses from the registry sw.js and sandbox-sw.js fill', () => {
    const text = readFileSync(join(dist, SERVICES_SCRIPT), 'utf8');
    // The IIFE's arguments: sandboxCore.<module>, one per core module services.js imports.
    const keys = [...text.matchAll(/sandboxCore\.(\w+)/g)].map((m) => m[1] as string);
    expect(keys.length).toBeGreaterThan(10);
    expect(keys).toContain('valibot_dist_index_mjs');
    for (const worker of [WORKER_SCRIPT, `${EMBED_DIR}/${EMBED_WORKER}`]) {
      const core = readFileSync(join(dist, worker), 'utf8');
      // Minified, the registry is an object literal with one property per module.
      for (const key of new Set(keys)) expect(core, `${worker} registers ${key}`).toMatch(new RegExp(`\\b${key}:`));
    }
  });

  it('the embed page script holds none of the worker’s modules', () => {
    const sources = mapSources(join(dist, EMBED_DIR, `${EMBED_REGISTER}.map`));
    expect(sources.map(moduleIdentity).sort()).toEqual(['src/embed/register.ts', 'src/shared/build.mjs']);
  });

  it('the precache leaves out the worker scripts, the source maps and the embed', () => {
    const manifest = precacheUrls(readFileSync(join(dist, WORKER_SCRIPT), 'utf8'));
    expect(manifest).toContain('index.html');
    const workerScripts: string[] = [WORKER_SCRIPT, SERVICES_SCRIPT, PDF_SCRIPT];
    expect(
      manifest.filter((url) => url.endsWith('.map') || workerScripts.includes(url) || url.startsWith(`${EMBED_DIR}/`)),
    ).toEqual([]);
  });
});

/** True when the text holds this build's id (build/build-id.ts, the same sources and base path). */
function carriesBuild(text: string): boolean {
  const id = buildId(process.cwd(), process.env.BASE_PATH ?? '/');
  return [`"${id}"`, `'${id}'`, `\`${id}\``].some((literal) => text.includes(literal));
}

function mapSources(path: string): string[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { sources: string[] }).sources;
}

/** `node_modules/valibot/dist/index.mjs` -> `valibot/dist/index.mjs`; `../../src/x.ts` -> `src/x.ts`. */
function moduleIdentity(source: string): string {
  const inPackage = /node_modules\/(?!.*node_modules\/)((?:@[^/]+\/)?[^/]+\/.*)$/.exec(source);
  if (inPackage?.[1]) return inPackage[1];
  return source.replace(/^(?:\.\.\/)+/, '');
}

function duplicates(items: string[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const item of items) {
    if (seen.has(item)) twice.push(item);
    seen.add(item);
  }
  return twice;
}

/** The URLs of the precache manifest Workbox wrote into sw.js (`[{integrity:..., revision:..., url:...}, ...]`). */
function precacheUrls(text: string): string[] {
  return [...text.matchAll(/\{"integrity":"[^"]*","revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map(
    (match) => match[1] ?? '',
  );
}
