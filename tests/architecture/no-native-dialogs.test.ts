/**
 * Every question and every error is asked in the page (the kit's ConfirmStep, ErrorSummary,
 * FailureRegion): no `confirm()`, `alert()` or `prompt()` anywhere in src/ (issue #26). A native
 * dialog blocks the page, and under automation it is dismissed, so Publish silently did nothing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The code without its comments (a comment may name what it avoids). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Calls of the browser's dialogs: `confirm(…)`, `window.alert(…)`, `globalThis.prompt(…)`; not `model.confirm()`. */
const NATIVE_DIALOG = /(?:^|[^.\w])(?:(?:window|globalThis|self)\s*\.\s*)?(confirm|alert|prompt)\s*\(/g;

function nativeDialogs(text: string): string[] {
  const found: string[] = [];
  for (const line of code(text).split('\n')) {
    // A declaration or method of that name (`function confirm(`, `confirm(): …`) is no call.
    if (/\bfunction\s+(confirm|alert|prompt)\b|^\s*(async\s+)?(confirm|alert|prompt)\s*\([^)]*\)\s*[:{]/.test(line))
      continue;
    for (const match of line.matchAll(NATIVE_DIALOG)) found.push(`${match[1]}: ${line.trim()}`);
  }
  return found;
}

describe('no native dialogs', () => {
  it('finds the calls it forbids (the check works)', () => {
    expect(nativeDialogs("if (window.confirm(t('x'))) go();")).toHaveLength(1);
    expect(nativeDialogs('alert("no");')).toHaveLength(1);
    expect(nativeDialogs('const name = prompt("Name?");')).toHaveLength(1);
    expect(nativeDialogs('await model.confirm();\n// never confirm() here\nasync confirm(): Promise<void> {')).toEqual(
      [],
    );
  });

  it('src/ calls no confirm(), alert() or prompt()', () => {
    const found = sources('src').flatMap((file) =>
      nativeDialogs(readFileSync(file, 'utf8')).map((hit) => `${file}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
