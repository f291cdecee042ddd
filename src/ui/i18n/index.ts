/** UI strings in German (default) and English; API values are never translated. */
import { bridgeDe, bridgeEn } from '../bridge/strings.ts';
import { contentDe, contentEn } from '../content/strings.ts';
import { inspectorDe, inspectorEn } from '../inspector/strings.ts';
import { kitDe, kitEn } from '../kit/strings.ts';
import { municipalDe, municipalEn } from '../municipal/strings.ts';
import { transferDe, transferEn } from '../transfer/strings.ts';
import { roomDe, roomEn } from '../workshop/strings.ts';
import { de as coreDe } from './de.ts';
import { defineWords } from './define-words.ts';
import { en as coreEn } from './en.ts';

export { formatNumber, type Lang, lang, setLang } from './lang.ts';

// Each area keeps its own strings (src/ui/<area>/strings.ts); English must match German key by key.
const de = { ...coreDe, ...municipalDe, ...contentDe, ...bridgeDe, ...inspectorDe, ...transferDe, ...roomDe, ...kitDe };
const en = { ...coreEn, ...municipalEn, ...contentEn, ...bridgeEn, ...inspectorEn, ...transferEn, ...roomEn, ...kitEn };

/**
 * The app's own dictionary (the start script carries it). `t('greeting.title')`, with `{name}`
 * placeholders filled from `values`; `{pages#count.pages}` is a count said with its plural form:
 * `plural('count.pages', values.pages)` ("1 Seite", "3 Seiten").
 */
export const appWords = defineWords({ de, en });
export const { t, plural, has: isMessageKey } = appWords;

export type MessageKey = keyof typeof de;
