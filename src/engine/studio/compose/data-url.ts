/**
 * `data:` URLs of a project's files for the composed page (docs/studio.md, "The composed page"). Each
 * names its file in a media-type parameter (`x-file=js%2Fapp.mjs`), which the engines keep in stack
 * traces and error events, so the console can say `js/app.mjs:7` for code that runs from a data: URL.
 */

/** The parameter that names the file: the bootstrap's console reads it back (bootstrap.ts). */
export const FILE_PARAMETER = 'x-file';

/** `encodeURIComponent` and also `( ) ' ! * ~`, which stack-trace lines and the parameter must not hold. */
export function encodeFileName(path: string): string {
  return encodeURIComponent(path).replace(/[()'!*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Base64 of bytes, in slices (String.fromCharCode with a megabyte of arguments overflows the stack). */
export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** `data:<type>;x-file=<path>;base64,<bytes>`: the content type keeps its own parameters (charset). */
export function dataUrl(contentType: string, path: string, bytes: Uint8Array): string {
  const type = contentType.replace(/\s+/g, '');
  return `data:${type};${FILE_PARAMETER}=${encodeFileName(path)};base64,${base64(bytes)}`;
}
