/**
 * Dependency-free facts of the content schema that the editor offers as choices (the UI imports this
 * module, nothing else of the engine's content code). The API still takes any `type` and `locale`
 * its patterns allow (schemas.ts); these are the ones the editor offers, and a page that has another
 * value keeps it as a further choice.
 */

/** Bounds of a page (documented in the guide): the API's schema (schemas.ts) and the editor's check. */
export const CONTENT_LIMITS = {
  title: 200,
  slug: 120,
  excerpt: 1_000,
  body: 100_000,
  namedFields: 50,
  namedFieldValue: 10_000,
  /** Largest JSON body of a page write, in bytes. */
  pageBodyBytes: 256 * 1024,
  /** Largest image, in bytes. */
  imageBytes: 1024 * 1024,
  alt: 500,
};

/** A slug: lower-case words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Page types the editor offers; `page` is the spec's default. */
export const PAGE_TYPES = ['page', 'post', 'news', 'event'] as const;

/** Languages the editor offers (the app's two); `en` is the spec's default for the API. */
export const PAGE_LOCALES = ['de', 'en'] as const;

/** German letters as German writes them without umlauts (DIN 5007-2), before other accents are dropped. */
const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', ẞ: 'SS' };

/** `Über uns – Team!` -> `ueber-uns-team`; `Öffnungszeiten für Straße` -> `oeffnungszeiten-fuer-strasse` */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFC')
    .replace(/[äöüÄÖÜßẞ]/g, (letter) => GERMAN[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
  return slug || 'page';
}
