/**
 * The build the tests in this folder read: `SANDBOX_DIST=dist` reads an existing build; otherwise one
 * `vite build` (the same as `npm run build`) is made into a folder of its own, once per test run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as acorn from 'acorn';

// In the checkout, not in node_modules: checkouts that share node_modules (worktrees) keep their own build.
const OWN_BUILD = 'dist-build-test';

let built: string | undefined;

/** The folder of a build, making one when none was named. */
export function builtSite(): string {
  if (built) return built;
  const named = process.env.SANDBOX_DIST;
  if (named) {
    if (!existsSync(join(named, 'index.html'))) throw new Error(`SANDBOX_DIST=${named} holds no build`);
    built = named;
    return built;
  }
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
    // A production build, as `npm run build` makes it: Vitest sets NODE_ENV=test, which would give a dev-mode UI.
    env: { ...process.env, NODE_ENV: 'production', OUT_DIR: OWN_BUILD },
    stdio: 'inherit',
  });
  built = OWN_BUILD;
  return built;
}

/** Every file below `dir`, relative to it, with `/` separators. */
export function filesBelow(dir: string): string[] {
  const walk = (path: string): string[] =>
    statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => walk(join(path, name))) : [path];
  return walk(dir)
    .map((path) => relative(dir, path).split('\\').join('/'))
    .sort();
}

/** An ESTree node as acorn gives it. */
export type Node = acorn.Node & Record<string, unknown>;

/** Parses a classic script (what a worker's importScripts and a page's <script> run). */
const parsed = new Map<string, Node>();
export function parseScript(path: string): Node {
  let tree = parsed.get(path);
  if (!tree) {
    tree = parseText(readFileSync(path, 'utf8'));
    parsed.set(path, tree);
  }
  return tree;
}

export function parseText(text: string): Node {
  return acorn.parse(text, { ecmaVersion: 'latest', sourceType: 'script' }) as unknown as Node;
}

/** Every node of the tree, depth first. */
export function* nodes(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* nodes(item);
    } else if (isNode(value)) yield* nodes(value);
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}
