/**
 * The import map of a composed page: each project module the page reaches (from its scripts, and
 * from module to module, static imports and literal `import('./x.js')`) keyed by its absolute URL,
 * valued by a data: URL of its source in which every relative or root-relative specifier is written
 * absolute (a data: URL has no base to resolve `./x.js` against) and `import.meta.url` is the file's
 * real URL. Specifiers are found with es-module-lexer's asm.js build (no WebAssembly: the app's CSP
 * has no `wasm-unsafe-eval`). A specifier keeps its line, so line numbers stay as written.
 */
import { parse } from 'es-module-lexer/minimal/js';
import { dataUrl } from './data-url.ts';
import { type ComposeContext, isScript, projectFile, textOf } from './files.ts';

/** Enough for any project (at most 50 files): a loop of imports ends here. */
const MAX_MODULES = 200;

/** The specifiers a script names that are URLs (`./`, `../`, `/`): bare names are left to the browser. */
const isUrlLike = (specifier: string) => /^(\.{1,2}\/|\/)/.test(specifier);

export interface ModuleGraph {
  /** Absolute URL -> data: URL: the import map's `imports`. */
  imports: Map<string, string>;
  /** Adds the modules a script names (`from` its URL), leaving the script as written (the page's inline scripts). */
  reach(source: string, from: string): Promise<void>;
  /** The data: URL of the module at `reference` from `from` (for `<script type=module src>`), or undefined. */
  module(reference: string, from: string): Promise<string | undefined>;
}

export function moduleGraph(context: ComposeContext): ModuleGraph {
  const imports = new Map<string, string>();

  async function module(reference: string, from: string): Promise<string | undefined> {
    const found = await projectFile(context, reference, from);
    if (!found) return undefined;
    const known = imports.get(found.url);
    if (known !== undefined || imports.size >= MAX_MODULES) return known;
    // Set before reaching further: a module that imports itself (or a cycle) is made once.
    imports.set(found.url, '');
    let bytes = new Uint8Array(found.file.bytes);
    if (isScript(found.file.contentType)) {
      const { text, reached } = rewriteModule(textOf(found.file), found.url);
      bytes = new TextEncoder().encode(text);
      for (const url of reached) await module(url, found.url);
    }
    const data = dataUrl(found.file.contentType, found.path, bytes);
    imports.set(found.url, data);
    return data;
  }

  async function reach(source: string, from: string): Promise<void> {
    for (const specifier of specifiersOf(source)) await module(specifier, from);
  }

  return { imports, reach, module };
}

/** The URL-like specifiers a script names, without changing it (the page's own inline scripts). */
function specifiersOf(source: string): string[] {
  try {
    return parse(source)[0].flatMap((i) => (i.n !== undefined && i.d !== -2 && isUrlLike(i.n) ? [i.n] : []));
  } catch {
    return [];
  }
}

/**
 * A module's source with its URL-like specifiers absolute and `import.meta.url` its URL; `reached`
 * lists the absolute URLs. A source the lexer cannot read is kept as it is (the browser then names
 * its syntax error, in its file).
 */
export function rewriteModule(source: string, url: string): { text: string; reached: string[] } {
  let found: ReturnType<typeof parse>[0];
  try {
    found = parse(source)[0];
  } catch {
    return { text: source, reached: [] };
  }
  const edits: { start: number; end: number; text: string }[] = [];
  const reached: string[] = [];
  for (const i of found) {
    if (i.d === -2) {
      // `import.meta` (s..e); only its `.url` becomes a literal.
      const after = /^\s*\.\s*url\b/.exec(source.slice(i.e, i.e + 20));
      if (after) edits.push({ start: i.s, end: i.e + after[0].length, text: JSON.stringify(url) });
      continue;
    }
    if (i.n === undefined || !isUrlLike(i.n)) continue;
    const absolute = new URL(i.n, url).href.replace(/'/g, '%27');
    reached.push(absolute);
    // A static import's s..e is inside its quotes; a dynamic one's is the whole string literal.
    edits.push(
      i.d === -1 ? { start: i.s, end: i.e, text: absolute } : { start: i.s, end: i.e, text: JSON.stringify(absolute) },
    );
  }
  edits.sort((a, b) => b.start - a.start);
  let text = source;
  for (const edit of edits) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return { text, reached };
}
