/** The screen's language: German unless the person chose English (kept in localStorage). */
import { signal } from '@preact/signals';
import type { Lang } from '../../engine/words.ts';

export type { Lang };

const LANG_KEY = 'sandbox.lang';

function initialLang(): Lang {
  try {
    return localStorage.getItem(LANG_KEY) === 'en' ? 'en' : 'de';
  } catch {
    return 'de';
  }
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
