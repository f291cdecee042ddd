/**
 * German and English say the same things: the same keys, the same placeholders, and each plural's
 * forms (issue #26). A key only one language has shows its raw name to the other's readers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { formatNumber, plural, t } from '../../../src/ui/i18n/index.ts';
import { setLangForTest } from '../kit/lang.ts';
import { STRING_TABLES } from './string-tables.ts';

afterEach(() => setLangForTest('de'));

/** `{name}` and `{pages#count.pages}` (a count said with a plural form), as written. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+(?:#[\w.]+)?)\}/g)].map((match) => match[1]).sort();
/** The plural bases a table's templates say a count with: `{pages#count.pages}` -> `count.pages`. */
const countedBases = (texts: Record<string, string>) =>
  Object.values(texts).flatMap((text) => [...text.matchAll(/\{\w+#([\w.]+)\}/g)].map((match) => match[1] as string));

describe.each(Object.entries(STRING_TABLES))('the string table of %s', (_file, { tables }) => {
  it('has the same keys in German and English', () => {
    const de = Object.keys(tables.de).sort();
    const en = Object.keys(tables.en).sort();
    expect(de.length).toBeGreaterThan(0);
    expect(en.filter((key) => !de.includes(key))).toEqual([]);
    expect(de.filter((key) => !en.includes(key))).toEqual([]);
  });

  it('fills the same placeholders in both languages', () => {
    const { de, en } = tables;
    const differ = Object.keys(de).filter(
      (key) => JSON.stringify(placeholders(de[key] ?? '')) !== JSON.stringify(placeholders(en[key] ?? '')),
    );
    expect(differ).toEqual([]);
  });

  it('gives every plural its "other" form in both languages, and every counted placeholder a plural', () => {
    for (const texts of [tables.de, tables.en]) {
      const keys = Object.keys(texts);
      const bases = new Set(keys.filter((key) => /\.(one|other)$/.test(key)).map((key) => key.replace(/\.\w+$/, '')));
      expect([...bases].filter((base) => !keys.includes(`${base}.other`))).toEqual([]);
      expect(countedBases(texts).filter((base) => !keys.includes(`${base}.other`))).toEqual([]);
    }
  });
});

describe('the list of string tables', () => {
  it('holds the app’s dictionary and the lazy chunks’ (reference, sending and copy, room page, cards)', () => {
    expect(Object.keys(STRING_TABLES)).toEqual(
      expect.arrayContaining([
        'src/ui/i18n/index.ts',
        'src/ui/workbench/strings.ts',
        'src/ui/kit/send-strings.ts',
        'src/ui/workshop/page-strings.ts',
        'src/ui/cards/strings.ts',
      ]),
    );
  });
});

describe('plural and numbers in the screen’s language', () => {
  it('picks the form by Intl.PluralRules and writes the number as the language does', () => {
    setLangForTest('de');
    expect(plural('m.endWorldConfirm', 1)).toContain('dem einen Vorgang');
    expect(plural('m.endWorldConfirm', 1200)).toContain('1.200 Vorgängen');
    expect(formatNumber(24.5)).toBe('24,5');
    setLangForTest('en');
    expect(plural('m.endWorldConfirm', 1)).toContain('the one case');
    expect(plural('m.endWorldConfirm', 3)).toContain('all 3 cases');
    expect(formatNumber(24.5)).toBe('24.5');
  });

  it('says a count in a sentence with its plural form: "1 ended agent connection", "1 Bild"', () => {
    setLangForTest('en');
    const world = { cases: 1, journal: 2, connections: 1, time: 'noon' };
    expect(t('transfer.world', world)).toContain('with 1 case, 2 journal entries and 1 ended agent connection,');
    expect(t('transfer.done', { pages: 1, images: 1, worlds: 0 })).toBe(
      'Imported: 1 page, 1 image, 0 practice worlds.',
    );
    setLangForTest('de');
    expect(t('transfer.done', { pages: 2, images: 1, worlds: 1 })).toBe('Importiert: 2 Seiten, 1 Bild, 1 Übungswelt.');
  });
});
