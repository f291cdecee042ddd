/**
 * The app's own files, verified (issue 38 part 4): any page of the origin can rewrite Cache Storage,
 * so a precached file is served only while its bytes match the SHA-256 the build recorded
 * (build/precache-integrity.ts). A changed copy is deleted and fetched again from the host; when
 * that fails (offline, or the host's copy does not match either) it is refused, never served.
 * Hashed on every answer, not once per worker life: measured cheap enough (docs/decisions.md).
 */
import { offlinePage } from './offline-page.ts';

/** The precache as these checks need it: its cache, each URL's cache key, each key's integrity. */
export interface PrecacheEntries {
  cacheName: string;
  urlsToCacheKeys: Map<string, string>;
  /** `sha256-<base64>` as the build recorded it; undefined where it recorded none (the dev server). */
  integrityOf: (cacheKey: string) => string | undefined;
}

/** SRI of some bytes: `sha256-` and the digest in base64. */
export async function sha256Integrity(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

/** A response's bytes when they match `integrity` (any bytes where the build recorded none). */
export async function intactBytes(response: Response, integrity: string | undefined): Promise<ArrayBuffer | undefined> {
  const bytes = await response.arrayBuffer();
  if (integrity && (await sha256Integrity(bytes)) !== integrity) return undefined;
  return bytes;
}

function withBytes(response: Response, bytes: ArrayBuffer): Response {
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * Fetches a file of the app from the host again, never from the HTTP cache, with its integrity as
 * SRI (the browser refuses other bytes); the bytes are checked here as well. Undefined when offline,
 * gone, not a 200 of this origin, or not matching.
 */
export async function fetchIntact(
  url: string,
  integrity: string | undefined,
  fetcher: typeof fetch,
): Promise<Response | undefined> {
  try {
    const response = await fetcher(url, { cache: 'reload', credentials: 'same-origin', integrity });
    if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) return undefined;
    const bytes = await intactBytes(response, integrity);
    return bytes && withBytes(response, bytes);
  } catch {
    return undefined;
  }
}

/** Fetches one entry again and stores it under its cache key; undefined when that failed (nothing is stored). */
export async function refetchEntry(
  entries: PrecacheEntries,
  url: string,
  cache: Cache,
  fetcher: typeof fetch,
): Promise<Response | undefined> {
  const cacheKey = entries.urlsToCacheKeys.get(url);
  if (!cacheKey) return undefined;
  const fresh = await fetchIntact(url, entries.integrityOf(cacheKey), fetcher);
  if (fresh) await cache.put(cacheKey, fresh.clone());
  return fresh;
}

/**
 * The answer for a URL of the precache manifest (undefined for any other URL): the cached copy when
 * its bytes match, else (missing or changed, the changed copy deleted) the host's matching copy,
 * stored again; else the refusal: the offline page for a navigation, a 503 Problem for a subresource.
 */
export async function answerAppFile(
  entries: PrecacheEntries,
  url: string,
  request: Request,
  storage: CacheStorage,
  fetcher: typeof fetch,
): Promise<Response | undefined> {
  const cacheKey = entries.urlsToCacheKeys.get(url);
  if (!cacheKey) return undefined;
  const cache = await storage.open(entries.cacheName);
  const cached = await cache.match(cacheKey);
  if (cached) {
    const bytes = await intactBytes(cached, entries.integrityOf(cacheKey));
    if (bytes) return withBytes(cached, bytes);
    await cache.delete(cacheKey);
  }
  return (await refetchEntry(entries, url, cache, fetcher)) ?? refused(request);
}

function refused(request: Request): Response {
  if (request.mode === 'navigate') {
    return offlinePage(
      'Eine Datei der App im Speicher dieses Browsers wurde verändert oder fehlt, und vom Server ließ sich keine passende Kopie laden (kein Netz, oder die Seite hat inzwischen eine neue Version). Die veränderte Datei wird nicht verwendet. Mit Netz neu laden.',
      'A file of the app in this browser’s storage was changed or is missing, and no matching copy could be loaded from the host (no network, or the site has a newer version by now). The changed file is not used. Reload with a network.',
    );
  }
  const body = {
    error: 'app_file_unavailable',
    message:
      'This file of the app was changed or is missing in the browser’s storage, and the host’s copy could not be loaded or does not match this version. Reload with a network.',
    status: 503,
  };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { 'content-type': 'application/problem+json; charset=utf-8', 'cache-control': 'no-store' },
  });
}
