/** The stored path a studio URL's path names (serve.ts, and the composer for the page's references). */
import { checkPath } from './rules.ts';

/**
 * The stored path a URL's path names: each segment decoded, a folder (empty, or ending in `/`) is its
 * `index.html`; undefined when it could not be a stored path (bad encoding, a decoded `/`, `\` or
 * `..`, a `%`: the URL parser already removed plain `..` segments, and stored paths never hold these).
 */
export function filePath(encoded: string): string | undefined {
  let decoded: string;
  try {
    const segments = encoded.split('/').map(decodeURIComponent);
    if (segments.some((segment) => segment.includes('/'))) return undefined;
    decoded = segments.join('/');
  } catch {
    return undefined;
  }
  const path = decoded === '' || decoded.endsWith('/') ? `${decoded}index.html` : decoded;
  try {
    return checkPath(path);
  } catch {
    return undefined;
  }
}
