/**
 * The one dictionary factory (issue 34): a table in German and English gives a typed `t` and `plural`
 * in the screen's (or a given) language, with `{name}` placeholders and `{n#base}` counts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { defineWords } from '../../../src/ui/i18n/define-words.ts';
import { setLangForTest } from '../kit/lang.ts';

afterEach(() => setLangForTest('de'));

const words = defineWords({
  de: {
    hello: 'Hallo {name}',
    'files.one': '{count} Datei',
    'files.other': '{count} Dateien',
    saved: 'Gespeichert: {n#files}.',
  },
  en: {
    hello: 'Hello {name}',
    'files.one': '{count} file',
    'files.other': '{count} files',
    saved: 'Saved: {n#files}.',
  },
});

describe('defineWords', () => {
  it('says a key in the screen’s language, or in the one asked for', () => {
    expect(words.t('hello', { name: 'Ada' })).toBe('Hallo Ada');
    setLangForTest('en');
    expect(words.t('hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(words.t('hello', { name: 'Ada' }, 'de')).toBe('Hallo Ada');
  });

  it('leaves a placeholder without a value as it is written', () => {
    expect(words.t('hello')).toBe('Hallo {name}');
  });

  it('picks the plural form by Intl.PluralRules and writes the count as the language does', () => {
    expect(words.plural('files', 1)).toBe('1 Datei');
    expect(words.plural('files', 1200)).toBe('1.200 Dateien');
    expect(words.plural('files', 1200, {}, 'en')).toBe('1,200 files');
    expect(words.t('saved', { n: 1 })).toBe('Gespeichert: 1 Datei.');
    setLangForTest('en');
    expect(words.t('saved', { n: 3 })).toBe('Saved: 3 files.');
  });

  it('tells a key made at run time that is in the table from one that is not', () => {
    const made = (code: string) => `files.${code}`;
    expect(words.has(made('one'))).toBe(true);
    expect(words.has(made('few'))).toBe(false);
    expect(words.has('toString')).toBe(false);
  });

  it('does not compile a table whose English lacks a German key, nor a key the table lacks', () => {
    // @ts-expect-error English lacks `bye`.
    const lacking = defineWords({ de: { hi: 'Hallo', bye: 'Tschüss' }, en: { hi: 'Hello' } });
    // @ts-expect-error `nope` is not a key of the table.
    expect(lacking.t('nope')).toBe('nope');
    // @ts-expect-error `hello` has no plural forms.
    expect(words.plural('hello', 2)).toBe('hello.other');
  });
});
