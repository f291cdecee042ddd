/**
 * Keeps the files of the version being replaced for the tabs that still run it: a new worker's
 * precache drops files no longer in its manifest, but an old tab may still lazy-load them.
 * One generation is kept; the next update replaces it.
 */
import type { PrecacheController } from 'workbox-precaching';

const PREVIOUS_ASSETS = 'previous-assets';

export async function keepPreviousAssets(precache: PrecacheController): Promise<void> {
  const current = new Set(precache.getCachedURLs());
  const cacheNames = await caches.keys();
  const precacheName = cacheNames.find((name) => name.includes('precache'));
  if (!precacheName) return;
  const old = await caches.open(precacheName);
  await caches.delete(PREVIOUS_ASSETS);
  const kept = await caches.open(PREVIOUS_ASSETS);
  for (const request of await old.keys()) {
    const plain = stripRevision(request.url);
    if (current.has(plain) || current.has(request.url)) continue;
    const response = await old.match(request);
    if (response) await kept.put(plain, response);
  }
}

export async function matchPreviousAsset(request: Request): Promise<Response | undefined> {
  const kept = await caches.open(PREVIOUS_ASSETS);
  return kept.match(request, { ignoreSearch: true });
}

function stripRevision(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('__WB_REVISION__');
  return url.href;
}
