/**
 * Completion of the sandbox's paths inside strings (issue 32), derived from the contracts: the paths
 * are read from the served OpenAPI documents (the same the reference reads), so a route added to a
 * contract is offered with no other change.
 */
import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { BACKGROUND_MARK, VIA_HEADER } from '../../shared/bridge-protocol.mjs';
import { apiUrl, BASE } from '../app/client.ts';
import { DOCUMENTS } from '../workbench/reference-documents.ts';

interface OpenApiLike {
  paths?: Record<string, Record<string, { summary?: string }>>;
}

export interface SandboxPath {
  path: string;
  /** "GET, POST" */
  methods: string;
  summary: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every path of the documents, once, sorted, with its methods and first summary. */
export function pathsOfDocuments(documents: unknown[]): SandboxPath[] {
  const found = new Map<string, SandboxPath>();
  for (const document of documents) {
    for (const [path, item] of Object.entries((document as OpenApiLike).paths ?? {})) {
      const methods = METHODS.filter((method) => method in item);
      const summary = methods.map((method) => item[method]?.summary).find(Boolean) ?? '';
      found.set(path, { path, methods: methods.map((method) => method.toUpperCase()).join(', '), summary });
    }
  }
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** Reads the served documents (as the app's background reads: not journaled). */
export async function loadSandboxPaths(): Promise<SandboxPath[]> {
  const documents = await Promise.all(
    [DOCUMENTS.municipal, DOCUMENTS.content, DOCUMENTS.greeting].map(async (path) => {
      const response = await fetch(apiUrl(path), { headers: { [VIA_HEADER]: BACKGROUND_MARK } });
      return response.ok ? ((await response.json()) as unknown) : {};
    }),
  );
  return pathsOfDocuments(documents);
}

/**
 * What a string being typed is completed with: `../../` and the path when it starts with a dot (a
 * studio page's document lies two folders below the base), else the path below the app's base.
 */
export function completionsFor(typed: string, paths: SandboxPath[], base = BASE): Completion[] {
  const prefix = typed.startsWith('.') ? '../../' : base;
  return paths.map((entry) => ({
    label: `${prefix}${entry.path.replace(/^\//, '')}`,
    detail: entry.methods,
    info: entry.summary || undefined,
    type: 'constant',
  }));
}

/** The CodeMirror source: inside a quoted string that starts with `/` or `.`. */
export function sandboxPathSource(paths: () => SandboxPath[]): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const before = context.matchBefore(/["'`][./][\w./{}:?=&-]*$/);
    if (!before) return null;
    const typed = before.text.slice(1);
    const options = completionsFor(typed, paths());
    if (options.length === 0) return null;
    return { from: before.from + 1, options, validFor: /^[\w./{}:?=&-]*$/ };
  };
}
