/** UI strings in German (default) and English; API values are never translated. */
import { signal } from '@preact/signals';
import { bridgeDe, bridgeEn } from '../bridge/strings.ts';
import { contentDe, contentEn } from '../content/strings.ts';
import { inspectorDe, inspectorEn } from '../inspector/strings.ts';
import { kitDe, kitEn } from '../kit/strings.ts';
import { municipalDe, municipalEn } from '../municipal/strings.ts';
import { transferDe, transferEn } from '../transfer/strings.ts';
import { roomDe, roomEn } from '../workshop/strings.ts';
import { de as coreDe } from './de.ts';
import { en as coreEn } from './en.ts';

export type Lang = 'de' | 'en';

// Each area keeps its own strings (src/ui/<area>/strings.ts); English must match German key by key.
const de = { ...coreDe, ...municipalDe, ...contentDe, ...bridgeDe, ...inspectorDe, ...transferDe, ...roomDe, ...kitDe };
const en: Record<keyof typeof de, string> = {
  ...coreEn,
  ...municipalEn,
  ...contentEn,
  ...bridgeEn,
  ...inspectorEn,
  ...transferEn,
  ...roomEn,
  ...kitEn,
};

export type MessageKey = keyof typeof de;

const dictionaries: Record<Lang, Record<MessageKey, string>> = { de, en };

/** Every message of a language, for the check that German and English say the same things. */
export function messagesOf(language: Lang): Readonly<Record<string, string>> {
  return dictionaries[language];
}

const LANG_KEY = 'sandbox.lang';

/**
 * The person's choice when they made one (remembered); on a first visit the first of German and
 * English among the browser's preferred languages; else German (issue 33).
 */
export function initialLang(
  stored: () => string | null = () => localStorage.getItem(LANG_KEY),
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
): Lang {
  try {
    const chosen = stored();
    if (chosen === 'de' || chosen === 'en') return chosen;
  } catch {
    // Storage unavailable: the browser's languages decide.
  }
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'de' || primary === 'en') return primary;
  }
  return 'de';
}

export const lang = signal<Lang>(initialLang());

export function setLang(next: Lang): void {
  lang.value = next;
  document.documentElement.lang = next;
  try {
    localStorage.setItem(LANG_KEY, next);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/**
 * `t('greeting.title')`, with `{name}` placeholders filled from `values`. `{pages#count.pages}` is a
 * count said with its plural form: `plural('count.pages', values.pages)` ("1 Seite", "3 Seiten").
 */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  const template = dictionaries[lang.value][key] ?? key;
  return template.replace(/\{(\w+)(?:#([\w.]+))?\}/g, (_, name: string, counted: string | undefined) => {
    const value = values[name];
    if (value === undefined) return `{${name}}`;
    return counted && typeof value === 'number' ? plural(counted, value) : String(value);
  });
}

/**
 * A sentence about a count, in the screen's language: `plural('m.cases', 1)` reads `m.cases.one`,
 * `plural('m.cases', 3)` reads `m.cases.other` (Intl.PluralRules picks; German and English use one
 * and other). `{count}` is the number formatted for the language.
 */
export function plural(base: string, count: number, values: Record<string, string | number> = {}): string {
  const category = new Intl.PluralRules(lang.value).select(count);
  const key = (
    `${base}.${category}` in dictionaries[lang.value] ? `${base}.${category}` : `${base}.other`
  ) as MessageKey;
  return t(key, { ...values, count: formatNumber(count) });
}

/** A number as the screen's language writes it ("24,5" in German, "24.5" in English). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(lang.value === 'de' ? 'de-DE' : 'en-GB', options).format(value);
}
