/**
 * The screen's language: the person's choice (kept in localStorage), else on a first visit the
 * browser's preferred languages (issue 33), else German.
 */
import { signal } from '@preact/signals';
import type { Lang } from '../../engine/words.ts';

export type { Lang };

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

/** A number as the language writes it ("24,5" in German, "24.5" in English). */
export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  language: Lang = lang.value,
): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', options).format(value);
}
