/**
 * No string table outside the parity check (issue 34): every module of src/ui that calls defineWords is
 * listed in tests/ui/i18n/string-tables.ts (whose tables the parity test checks), and every German or
 * English table of src/ui is given to defineWords, in its own module or in one that imports it (the
 * areas' strings.ts go into the app's dictionary). A lookup of its own (`lang.value === 'en' ? en : de`)
 * is a table outside the factory too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STRING_TABLES } from '../ui/i18n/string-tables.ts';

/** The factory itself, which holds no table. */
const FACTORY = 'src/ui/i18n/define-words.ts';

/** `defineWords(` called (not its declaration, not an import of it). */
const CALLS_FACTORY = /(?<!function )\bdefineWords\(/;
/** `const de = {`, `export const municipalEn: … = {`: a table of one language. */
const DECLARES_TABLE = /(?:^|\n)\s*(?:export\s+)?const\s+(?:de|en|\w+De|\w+En)\b[^=\n]*=\s*\{/;
/** A table's own lookup by language: `lang.value === 'en' ? en : de`. */
const PICKS_TABLE = /\?\s*en\s*:\s*de\b|\?\s*de\s*:\s*en\b/;
const RELATIVE_IMPORT = /\bfrom\s+['"](\.[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return statSync(dir).isDirectory()
    ? readdirSync(dir).flatMap((name) => sourceFiles(join(dir, name)))
    : /\.(ts|tsx)$/.test(dir)
      ? [dir]
      : [];
}

/** The files below `dir`, by project-relative path. */
function readSources(dir: string): Record<string, string> {
  return Object.fromEntries(sourceFiles(dir).map((file) => [relative('.', file), readFileSync(file, 'utf8')]));
}

const importsOf = (file: string, text: string): string[] =>
  [...text.matchAll(RELATIVE_IMPORT)].map((match) => relative('.', resolve(dirname(file), match[1] as string)));

/** The modules that call the factory and are not in the parity test's list. */
function unlistedDictionaries(sources: Record<string, string>, listed: readonly string[]): string[] {
  return Object.entries(sources)
    .filter(([file, text]) => file !== FACTORY && CALLS_FACTORY.test(text) && !listed.includes(file))
    .map(([file]) => file)
    .sort();
}

/** The modules with a table the factory never gets: neither theirs nor an importer's call takes it. */
function tablesOutsideTheFactory(sources: Record<string, string>): string[] {
  const dictionaries = Object.entries(sources).filter(([, text]) => CALLS_FACTORY.test(text));
  const fedByImport = new Set(dictionaries.flatMap(([file, text]) => importsOf(file, text)));
  return Object.entries(sources)
    .filter(([file, text]) => {
      if (file === FACTORY) return false;
      if (PICKS_TABLE.test(text)) return true;
      return DECLARES_TABLE.test(text) && !CALLS_FACTORY.test(text) && !fedByImport.has(file);
    })
    .map(([file]) => file)
    .sort();
}

describe('string tables (tests/ui/i18n/string-tables.ts)', () => {
  const sources = readSources('src/ui');

  it('finds the tables it checks (the reader works)', () => {
    const withFactory = Object.keys(sources).filter((file) => CALLS_FACTORY.test(sources[file] ?? ''));
    expect(withFactory).toEqual(expect.arrayContaining(['src/ui/i18n/index.ts', 'src/ui/workbench/strings.ts']));
    expect(DECLARES_TABLE.test(sources['src/ui/municipal/strings.ts'] ?? '')).toBe(true);
  });

  it('every module that calls defineWords is in the parity test’s list, and every listed one calls it', () => {
    const listed = Object.keys(STRING_TABLES);
    expect(unlistedDictionaries(sources, listed)).toEqual([]);
    expect(listed.filter((file) => !CALLS_FACTORY.test(sources[file] ?? ''))).toEqual([]);
  });

  it('every table of src/ui is given to defineWords, and none picks its language itself', () => {
    expect(tablesOutsideTheFactory(sources)).toEqual([]);
  });
});

/** The one declaration of the languages and of a text in both (src/engine/words.ts). */
const WORDS_MODULE = 'src/engine/words.ts';
/** This file, whose examples write them out on purpose. */
const THIS_TEST = 'tests/architecture/string-tables.test.ts';
/** `'de' | 'en'` written out, or a `{ de: string; en: string }` shape declared again. */
const REDECLARES =
  /['"]de['"]\s*\|\s*['"]en['"]|['"]en['"]\s*\|\s*['"]de['"]|\b(de|en):\s*string;?\s*(de|en):\s*string\b/;

/** The modules that declare the language union or the two-language text again instead of importing them. */
function languageRedeclarations(sources: Record<string, string>): string[] {
  return Object.entries(sources)
    .filter(([file, text]) => file !== WORDS_MODULE && file !== THIS_TEST && REDECLARES.test(text))
    .map(([file]) => file)
    .sort();
}

describe('one Lang and one Words (src/engine/words.ts)', () => {
  it('no module of src or tests writes the languages or a two-language text out again', () => {
    const sources = { ...readSources('src'), ...readSources('tests') };
    expect(sources[WORDS_MODULE]).toMatch(REDECLARES);
    expect(languageRedeclarations(sources)).toEqual([]);
  });

  it('catches a second declaration (a synthetic one)', () => {
    expect(
      languageRedeclarations({
        'src/ui/studio/lang.ts': `export type StudioLang = 'de' | 'en';`,
        'src/engine/studio/words.ts': `export interface Text {\n  de: string;\n  en: string;\n}`,
        'src/ui/studio/ok.ts': `import type { Lang, Words } from '../../engine/words.ts';`,
      }),
    ).toEqual(['src/engine/studio/words.ts', 'src/ui/studio/lang.ts']);
  });
});

describe('the string-table rules themselves (each would catch a table outside the check)', () => {
  const listed = ['src/ui/i18n/index.ts'];
  const app = `import { defineWords } from './define-words.ts';\nimport { areaDe, areaEn } from '../area/strings.ts';\nexport const appWords = defineWords({ de: areaDe, en: areaEn });`;

  it('a module calling defineWords that the list lacks is caught', () => {
    const sources = {
      'src/ui/i18n/index.ts': app,
      'src/ui/studio/strings.ts': `const de = { a: 'A' };\nconst en = { a: 'A' };\nexport const studioWords = defineWords({ de, en });`,
    };
    expect(unlistedDictionaries(sources, listed)).toEqual(['src/ui/studio/strings.ts']);
    expect(tablesOutsideTheFactory(sources)).toEqual([]);
  });

  it('a table with a filler of its own is caught; an area table the app’s dictionary imports is not', () => {
    const sources = {
      'src/ui/i18n/index.ts': app,
      'src/ui/area/strings.ts': `export const areaDe = { a: 'A' };\nexport const areaEn: Record<keyof typeof areaDe, string> = { a: 'A' };`,
      'src/ui/studio/strings.ts': `const de = { a: 'A' };\nconst en = { a: 'A' };\nexport function st(key: keyof typeof de) {\n  return (lang.value === 'en' ? en : de)[key];\n}`,
      'src/ui/other/words.ts': `export const otherDe = {\n  b: 'B',\n};`,
    };
    expect(tablesOutsideTheFactory(sources)).toEqual(['src/ui/other/words.ts', 'src/ui/studio/strings.ts']);
    expect(unlistedDictionaries(sources, listed)).toEqual([]);
  });
});
