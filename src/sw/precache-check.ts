/**
 * "Ready to work offline" is a fact the page checks, not a guess: the worker says which URLs of its
 * precache manifest are in Cache Storage, and fetches the missing ones again on request (while
 * online). The page asks on every start (src/ui/app/readiness.ts).
 *
 * A repair fetches the same URL from the host, bypassing the HTTP cache. When the host has been
 * updated since this worker installed, a hashed file is gone (the repair fails and says so) and the
 * browser finds the new worker, which brings a whole new precache (the update prompt).
 */

import type { PrecacheMessage, PrecacheStatus } from '../shared/precache-protocol.mjs';

export { isPrecacheMessage } from '../shared/precache-protocol.mjs';

/** The precache as this module needs it: its cache's name and each URL's cache key (with revision). */
export interface PrecacheEntries {
  cacheName: string;
  urlsToCacheKeys: Map<string, string>;
}

/** The plain URLs whose cache key is not in the cache. */
async function missingEntries(entries: PrecacheEntries, storage: CacheStorage): Promise<string[]> {
  const cache = await storage.open(entries.cacheName);
  const missing: string[] = [];
  for (const [url, cacheKey] of entries.urlsToCacheKeys) {
    if (!(await cache.match(cacheKey))) missing.push(url);
  }
  return missing;
}

/**
 * Fetches each missing URL from the host (never from the HTTP cache) and stores a 200 of the same
 * origin under its cache key. Returns the URLs that could not be repaired (offline, gone, not 200).
 */
async function repairEntries(
  entries: PrecacheEntries,
  missing: string[],
  storage: CacheStorage,
  fetcher: typeof fetch,
): Promise<string[]> {
  const cache = await storage.open(entries.cacheName);
  const failed: string[] = [];
  for (const url of missing) {
    const cacheKey = entries.urlsToCacheKeys.get(url);
    if (!cacheKey) continue;
    try {
      const response = await fetcher(url, { cache: 'reload', credentials: 'same-origin' });
      if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) {
        failed.push(url);
        continue;
      }
      await cache.put(cacheKey, response);
    } catch {
      failed.push(url);
    }
  }
  return failed;
}

/** Answers a page's message: repairs first when asked, then checks again. */
export async function answerPrecache(
  message: PrecacheMessage,
  entries: PrecacheEntries,
  storage: CacheStorage,
  fetcher: typeof fetch,
): Promise<PrecacheStatus> {
  let failed: string[] = [];
  if (message.type === 'precache-repair') {
    failed = await repairEntries(entries, await missingEntries(entries, storage), storage, fetcher);
  }
  return {
    type: 'precache-status',
    total: entries.urlsToCacheKeys.size,
    missing: await missingEntries(entries, storage),
    failed,
  };
}
