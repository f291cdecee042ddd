/**
 * "Ready to work offline" is a fact the page checks, not a guess: the worker says which URLs of its
 * precache manifest are missing from Cache Storage and which are there with other bytes than the
 * build's hash (changed: never served, src/sw/app-file.ts), and fetches those again on request
 * (while online). The page asks on every start (src/ui/app/readiness.ts).
 *
 * A repair fetches the same URL from the host, bypassing the HTTP cache, with its integrity. When the
 * host has been updated since this worker installed, a hashed file is gone or differs (the repair
 * fails and says so) and the browser finds the new worker, which brings a whole new precache (the
 * update prompt).
 */

import type { PrecacheMessage, PrecacheStatus } from '../shared/precache-protocol.mjs';
import { intactBytes, type PrecacheEntries, refetchEntry } from './app-file.ts';

export { isPrecacheMessage } from '../shared/precache-protocol.mjs';
export type { PrecacheEntries } from './app-file.ts';

/** The plain URLs whose cache key is not in the cache, and those whose bytes do not match the build's hash. */
async function inspectEntries(
  entries: PrecacheEntries,
  storage: CacheStorage,
): Promise<{ missing: string[]; changed: string[] }> {
  const cache = await storage.open(entries.cacheName);
  const missing: string[] = [];
  const changed: string[] = [];
  for (const [url, cacheKey] of entries.urlsToCacheKeys) {
    const cached = await cache.match(cacheKey);
    if (!cached) missing.push(url);
    else if (!(await intactBytes(cached, entries.integrityOf(cacheKey)))) changed.push(url);
  }
  return { missing, changed };
}

/**
 * Deletes each changed entry, then fetches it and each missing one from the host and stores a
 * matching 200 of the same origin under its cache key. Returns the URLs that could not be repaired.
 */
async function repairEntries(
  entries: PrecacheEntries,
  { missing, changed }: { missing: string[]; changed: string[] },
  storage: CacheStorage,
  fetcher: typeof fetch,
): Promise<string[]> {
  const cache = await storage.open(entries.cacheName);
  const failed: string[] = [];
  for (const url of changed) await cache.delete(entries.urlsToCacheKeys.get(url) ?? url);
  for (const url of [...missing, ...changed]) {
    if (!(await refetchEntry(entries, url, cache, fetcher))) failed.push(url);
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
    failed = await repairEntries(entries, await inspectEntries(entries, storage), storage, fetcher);
  }
  return {
    type: 'precache-status',
    total: entries.urlsToCacheKeys.size,
    ...(await inspectEntries(entries, storage)),
    failed,
  };
}
