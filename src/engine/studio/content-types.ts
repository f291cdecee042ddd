/** The Content-Type of a studio file, by its name's extension (docs/studio.md, "Content types"). */

const BY_EXTENSION: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  avif: 'image/avif',
  woff2: 'font/woff2',
  woff: 'font/woff',
  webmanifest: 'application/manifest+json',
  wasm: 'application/wasm',
};

/** What a file of an unknown kind is served as: the browser neither runs nor renders it. */
export const UNKNOWN_TYPE = 'application/octet-stream';

/** The type for `path`, or undefined when its extension is not one of the known ones. */
export function typeOfExtension(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return undefined;
  return BY_EXTENSION[path.slice(dot + 1).toLowerCase()];
}

/** Types a file without a known extension may keep from its upload: pictures and fonts, nothing that runs. */
const KEPT_FROM_UPLOAD = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'font/woff2']);

/**
 * The type a file is stored and served with: by its extension when known (an upload cannot make
 * `app.js` an image or `x.png` a page); else the type it came with, if it is a picture or a font;
 * else application/octet-stream (never a page or a script without its extension).
 */
export function contentTypeFor(path: string, given?: string): string {
  const known = typeOfExtension(path);
  if (known) return known;
  const named = given?.split(';')[0]?.trim().toLowerCase() ?? '';
  return KEPT_FROM_UPLOAD.has(named) ? named : UNKNOWN_TYPE;
}

/** True for types the editor shows as text (read with their text, kept as UTF-8). */
export function isTextType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim() ?? '';
  return type.startsWith('text/') || type === 'image/svg+xml' || /^application\/(.+\+)?(json|xml)$/.test(type);
}
