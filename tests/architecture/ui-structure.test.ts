/**
 * The UI's structure (docs/architecture.md, "The UI"; issue 34), beside the layer test:
 * - feature folders of src/ui never import each other in both directions, and the foundation
 *   (app, api, kit, world, i18n) imports no feature; the route table and the router import no feature;
 * - no screen parses the hash itself (`route.value.split(`...): screens read parameters by name from
 *   the route table (src/ui/routes.ts);
 * - no component function is longer than 150 lines.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

const UI = 'src/ui';

/** Folders every feature may import; they import no feature (the foundation of the screens). */
const FOUNDATION = ['app', 'api', 'kit', 'world', 'i18n'];
/** Top-level files features may import (so they import no feature). */
const SHELL_FOR_FEATURES = ['router.ts', 'routes.ts'];

/**
 * The dictionary gathers each area's string table (i18n/index.ts imports `<feature>/strings.ts`): the
 * one way down a feature is read from the foundation. Issue 34's third rule, "no string table outside
 * the parity check", is the dictionary's own test beside this one (string-tables.test.ts).
 */
const isDictionaryTable = (from: string, to: string) =>
  from.startsWith(`${UI}/i18n/`) && /\/strings\.ts$/.test(to) && !to.startsWith(`${UI}/i18n/`);

/** The longest a component function may be, in lines (issue 34, item 7). */
const MAX_COMPONENT_LINES = 150;

interface Edge {
  file: string;
  target: string;
}

const IMPORT =
  /(?:^|\n)[ \t]*(?:import|export)[ \t]+(?:type[ \t]+)?(?:[^;'"]*?[ \t\n]from[ \t]+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function filesBelow(dir: string, pattern: RegExp): string[] {
  return statSync(dir).isDirectory()
    ? readdirSync(dir).flatMap((name) => filesBelow(join(dir, name), pattern))
    : pattern.test(dir)
      ? [dir]
      : [];
}

/** Every relative import inside src/ui (static, type-only, re-exports and `import()`), by project path. */
function uiEdges(files: { file: string; text: string }[]): Edge[] {
  return files.flatMap(({ file, text }) =>
    [...text.matchAll(IMPORT)]
      .map((match) => match[1] ?? match[2] ?? '')
      .filter((source) => source.startsWith('.'))
      .map((source) => ({ file, target: relative('.', resolve(dirname(file), source)) }))
      .filter((edge) => edge.target.startsWith(`${UI}/`)),
  );
}

/** `src/ui/municipal/x.ts` -> `municipal`; a top-level file of src/ui is its own name. */
const folderOf = (path: string) => path.slice(UI.length + 1).split('/')[0] ?? '';
const isFolder = (path: string) => path.slice(UI.length + 1).includes('/');

/** Pairs of folders that import each other (`a <-> b`, with one import each way as the evidence). */
function mutualFolders(edges: Edge[]): string[] {
  const between = new Map<string, Edge>();
  for (const edge of edges) {
    if (!isFolder(edge.file) || !isFolder(edge.target) || isDictionaryTable(edge.file, edge.target)) continue;
    const from = folderOf(edge.file);
    const to = folderOf(edge.target);
    if (from !== to && !between.has(`${from}>${to}`)) between.set(`${from}>${to}`, edge);
  }
  const found: string[] = [];
  for (const [key, edge] of between) {
    const [from = '', to = ''] = key.split('>');
    const back = between.get(`${to}>${from}`);
    if (back && from < to)
      found.push(`${from} <-> ${to}: ${edge.file} -> ${edge.target}; ${back.file} -> ${back.target}`);
  }
  return found.sort();
}

/** Imports from the foundation, the route table or the router into a feature folder. */
function downwardCrossings(edges: Edge[]): string[] {
  const isFeature = (path: string) => isFolder(path) && !FOUNDATION.includes(folderOf(path));
  const isBelowFeatures = (path: string) =>
    (isFolder(path) && FOUNDATION.includes(folderOf(path))) || SHELL_FOR_FEATURES.includes(folderOf(path));
  return edges
    .filter((e) => isBelowFeatures(e.file) && isFeature(e.target) && !isDictionaryTable(e.file, e.target))
    .map((e) => `${e.file} -> ${e.target}`)
    .sort();
}

/** A screen's own parsing of the hash path (`route.value.split(`, `.startsWith(`...). */
const HASH_PARSING = /\broute\.value\.(split|startsWith|slice|replace|indexOf|match)\(/;

function hashParsing(files: { file: string; text: string }[]): string[] {
  return files.flatMap(({ file, text }) =>
    text
      .split('\n')
      .map((line, i) => ({ line, i }))
      .filter(({ line }) => HASH_PARSING.test(line))
      .map(({ line, i }) => `${file}:${i + 1}: ${line.trim()}`),
  );
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Every function of a TSX source named in PascalCase (a component), with its length in lines. */
function componentLengths(file: string, text: string): { name: string; lines: number }[] {
  const found: { name: string; lines: number }[] = [];
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const isFunction = (node: unknown): node is Node =>
    typeof node === 'object' &&
    node !== null &&
    ['ArrowFunctionExpression', 'FunctionExpression'].includes((node as Node).type);
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const n = node as Node;
    let name: string | undefined;
    if (n.type === 'FunctionDeclaration') name = (n.id as { name?: string } | null)?.name;
    if (n.type === 'VariableDeclarator' && isFunction(n.init)) name = (n.id as { name?: string }).name;
    if (name && /^[A-Z]/.test(name))
      found.push({ name: `${file} ${name}`, lines: lineOf(n.end) - lineOf(n.start) + 1 });
    for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value);
  };
  visit(parseAst(text, { lang: 'tsx' }));
  return found;
}

const longComponents = (files: { file: string; text: string }[]) =>
  files
    .filter(({ file }) => file.endsWith('.tsx'))
    .flatMap(({ file, text }) => componentLengths(file, text))
    .filter((component) => component.lines > MAX_COMPONENT_LINES)
    .map((component) => `${component.name}: ${component.lines} lines`);

const sources = filesBelow(UI, /\.(ts|tsx|mts|mjs)$/).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

describe('the UI’s structure', () => {
  it('finds what it checks (the readers work)', () => {
    const edges = uiEdges(sources);
    expect(edges.length).toBeGreaterThan(300);
    expect(edges).toContainEqual({ file: `${UI}/route-screens.tsx`, target: `${UI}/workshop/RoomScreen.tsx` });
    const lengths = componentLengths(`${UI}/route-screens.tsx`, readFileSync(`${UI}/route-screens.tsx`, 'utf8'));
    expect(lengths.map((c) => c.name.split(' ')[1])).toContain('RouteScreen');
  });

  it('no two folders of src/ui import each other', () => {
    expect(mutualFolders(uiEdges(sources))).toEqual([]);
  });

  it('the foundation (app, api, kit, world, i18n), the route table and the router import no feature', () => {
    expect(downwardCrossings(uiEdges(sources))).toEqual([]);
  });

  it('no screen parses the hash path itself: parameters come by name from the route table', () => {
    expect(hashParsing(sources)).toEqual([]);
  });

  it(`no component function is longer than ${MAX_COMPONENT_LINES} lines`, () => {
    expect(longComponents(sources)).toEqual([]);
  });
});

describe('the UI structure rules themselves (each would catch a violation)', () => {
  const file = (path: string, text = '') => ({ file: path, text });

  it('two feature folders importing each other are a pair; one direction alone is not', () => {
    const edges = uiEdges([
      file(`${UI}/room/RoomView.tsx`, "import { CaseList } from '../municipal/CaseList.tsx';"),
      file(`${UI}/municipal/Catalogue.tsx`, "const Room = lazy(() => import('../room/RoomView.tsx'));"),
      file(`${UI}/content/Pages.tsx`, "import { TransferPanel } from '../transfer/TransferPanel.tsx';"),
    ]);
    expect(mutualFolders(edges)).toEqual([
      `municipal <-> room: ${UI}/municipal/Catalogue.tsx -> ${UI}/room/RoomView.tsx; ${UI}/room/RoomView.tsx -> ${UI}/municipal/CaseList.tsx`,
    ]);
  });

  it('the foundation or the route table importing a feature is a crossing; the dictionary’s tables are not', () => {
    const edges = uiEdges([
      file(`${UI}/kit/StatusText.tsx`, "import { statusClass } from '../inspector/filters.ts';"),
      file(`${UI}/routes.ts`, "import { FormView } from './municipal/FormView.tsx';"),
      file(`${UI}/i18n/index.ts`, "import { municipalDe } from '../municipal/strings.ts';"),
      file(`${UI}/municipal/FormView.tsx`, "import { t } from '../i18n/index.ts';"),
    ]);
    expect(downwardCrossings(edges)).toEqual([
      `${UI}/kit/StatusText.tsx -> ${UI}/inspector/filters.ts`,
      `${UI}/routes.ts -> ${UI}/municipal/FormView.tsx`,
    ]);
    expect(mutualFolders(edges)).toEqual([]);
  });

  it('a screen splitting or prefix-checking the hash path is caught', () => {
    const found = hashParsing([
      file(`${UI}/municipal/Screen.tsx`, "const [, , step, id] = route.value.split('/');"),
      file(`${UI}/app.tsx`, "const room = route.value.startsWith('/raum');\nuseEffect(() => {}, [route.value]);"),
    ]);
    expect(found).toEqual([
      `${UI}/municipal/Screen.tsx:1: const [, , step, id] = route.value.split('/');`,
      `${UI}/app.tsx:1: const room = route.value.startsWith('/raum');`,
    ]);
  });

  it('a component of 151 lines is too long, one of 150 is not; lower-case helpers are no components', () => {
    const body = (lines: number) => Array.from({ length: lines - 2 }, (_, i) => `  const a${i} = ${i};`).join('\n');
    const text = [
      `export function TooLong() {\n${body(151)}\n}`,
      `const JustRight = () => {\n${body(150)}\n};`,
      `function helper() {\n${body(200)}\n}`,
    ].join('\n');
    expect(longComponents([file(`${UI}/x/View.tsx`, text)])).toEqual([`${UI}/x/View.tsx TooLong: 151 lines`]);
  });
});
