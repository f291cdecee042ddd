/** UI strings in German (default) and English; API values are never translated. */
import { signal } from '@preact/signals';
import { bridgeDe, bridgeEn } from '../bridge/strings.ts';
import { contentDe, contentEn } from '../content/strings.ts';
import { inspectorDe, inspectorEn } from '../inspector/strings.ts';
import { municipalDe, municipalEn } from '../municipal/strings.ts';
import { roomDe, roomEn } from '../room/strings.ts';
import { transferDe, transferEn } from '../transfer/strings.ts';
import { de as coreDe } from './de.ts';
import { en as coreEn } from './en.ts';

export type Lang = 'de' | 'en';

// Each area keeps its own strings (src/ui/<area>/strings.ts); English must match German key by key.
const de = { ...coreDe, ...municipalDe, ...contentDe, ...bridgeDe, ...inspectorDe, ...transferDe, ...roomDe };
const en: Record<keyof typeof de, string> = {
  ...coreEn,
  ...municipalEn,
  ...contentEn,
  ...bridgeEn,
  ...inspectorEn,
  ...transferEn,
  ...roomEn,
};

export type MessageKey = keyof typeof de;

const dictionaries: Record<Lang, Record<MessageKey, string>> = { de, en };

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

/** `t('greeting.title')`, with `{name}` placeholders filled from `values`. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  const template = dictionaries[lang.value][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
