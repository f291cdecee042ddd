/**
 * The language of a guide (issue #27): `?lang=de|en` (the guides' own language link and the app's
 * German links) wins; else the first of German and English the browser's `Accept-Language` prefers
 * (by q-value, then order); else English, the language of programs that send no preference. Any
 * other `lang` value is treated as absent: a page for people never fails over its language.
 */
import * as v from 'valibot';
import type { Lang } from '../words.ts';

const GUIDE_LANGS: readonly Lang[] = ['de', 'en'];

function isGuideLang(value: string | null): value is Lang {
  return value === 'de' || value === 'en';
}

/** `de-DE;q=0.8, en;q=0.9, *` -> the preferred of de and en, or undefined. */
export function fromAcceptLanguage(header: string | null): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { primary: range.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((item) => item.q > 0 && !Number.isNaN(item.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((item) => item.primary).find(isGuideLang);
}

export function guideLang(url: URL, headers: Headers): Lang {
  const asked = url.searchParams.get('lang');
  if (isGuideLang(asked)) return asked;
  return fromAcceptLanguage(headers.get('accept-language')) ?? 'en';
}

/**
 * The language of a machine-readable document (the OpenAPI documents, /mcp-tools.json): English, the
 * language of programs, unless `?lang=de` asks for German (the reference screen in German does). No
 * Accept-Language here: a generator run from a German browser still gets English.
 */
export function documentLang(url: URL): Lang {
  return url.searchParams.get('lang') === 'de' ? 'de' : 'en';
}

/** The documents' `lang` query, as the contracts declare it. */
export const documentLangQuery = v.optional(
  v.pipe(
    v.picklist(GUIDE_LANGS),
    v.description('The language of summaries and descriptions: en (the default) or de; another value counts as en.'),
  ),
);

/** The guides' `bridge` query (documents/answers.ts), as the contracts declare it. */
export const guideBridgeQuery = v.optional(
  v.pipe(
    v.string(),
    v.description(
      'The port of the local bridge the app is paired with (its guide links pass it): the curl lines go to 127.0.0.1 at that port. Without it, or not a port, the default 4280.',
    ),
  ),
);

/** The guides' `lang` query, as the contracts declare it (OpenAPI and the reference show it). */
export const guideLangQuery = v.optional(
  v.pipe(
    v.picklist(GUIDE_LANGS),
    v.description(
      'The guide’s language: de or en. Without it, the first of them the Accept-Language header prefers, else English; another value counts as absent.',
    ),
  ),
);
