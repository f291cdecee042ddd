/**
 * The one dictionary factory of the UI (issue 34): every string table, the app's and each lazy
 * chunk's, is a German and an English table given to `defineWords`, which returns the typed `t` and
 * `plural` of that table. A chunk keeps its table in its chunk; tests/ui/i18n/string-tables.ts lists
 * every module that calls this, and the parity test checks each (tests/architecture/string-tables.test.ts
 * fails on a table it does not list).
 *
 * Templates: `{name}` is filled from `values.name`; `{pages#count.pages}` says `values.pages` with the
 * plural form of `count.pages` (`count.pages.one`, `count.pages.other`) of the same table.
 */
import { formatNumber, type Lang, lang } from './lang.ts';

/** What fills a template's placeholders. */
export type WordValues = Readonly<Record<string, string | number>>;

/** A table's plural bases: `m.cases.one` and `m.cases.other` make the base `m.cases`. */
export type PluralBase<Key extends string> = Key extends `${infer Base}.other` ? Base : never;

/** A string table in both languages: English has German's keys. */
export interface WordTables<Key extends string> {
  readonly de: Readonly<Record<Key, string>>;
  readonly en: Readonly<Record<Key, string>>;
}

export interface Dictionary<Key extends string> {
  /** `t('found', { count: 3 })`: the key's text in the screen's (or the given) language, filled in. */
  t(key: Key, values?: WordValues, language?: Lang): string;
  /**
   * `plural('m.cases', 3)`: `m.cases.one` or `m.cases.other` as Intl.PluralRules picks (German and
   * English use one and other), with `{count}` the number as the language writes it.
   */
  plural(base: PluralBase<Key>, count: number, values?: WordValues, language?: Lang): string;
  /** Whether a key made at run time (from a code the API sends) is one of the table's. */
  has(key: string): key is Key;
  /** Both tables, for the parity test. */
  readonly tables: WordTables<Key>;
}

const PLACEHOLDER = /\{(\w+)(?:#([\w.]+))?\}/g;

/**
 * `const { t, plural } = defineWords({ de: { found: '{count} Endpunkte' }, en: { found: '{count} endpoints' } })`.
 * A key English lacks does not compile; placeholders and plural forms are the parity test's to check.
 */
export function defineWords<De extends Record<string, string>>(tables: {
  de: De;
  en: NoInfer<Record<keyof De, string>>;
}): Dictionary<Extract<keyof De, string>> {
  const has = (key: string): key is Extract<keyof De, string> => Object.hasOwn(tables.de, key);

  // Both take any string here; the Dictionary type they are returned as is what checks the keys.
  function t(key: string, values: WordValues = {}, language: Lang = lang.value): string {
    const table: Readonly<Record<string, string>> = tables[language];
    const template = table[key] ?? key;
    return template.replace(PLACEHOLDER, (_, name: string, counted: string | undefined) => {
      const value = values[name];
      if (value === undefined) return `{${name}}`;
      return counted && typeof value === 'number' ? plural(counted, value, {}, language) : String(value);
    });
  }

  function plural(base: string, count: number, values: WordValues = {}, language: Lang = lang.value): string {
    const form = `${base}.${new Intl.PluralRules(language).select(count)}`;
    return t(has(form) ? form : `${base}.other`, { ...values, count: formatNumber(count, {}, language) }, language);
  }

  return { t, plural, has, tables };
}
