import { describe, expect, it } from 'vitest';
import { answerPrecache, isPrecacheMessage, type PrecacheEntries } from '../../src/sw/precache-check.ts';
import { readinessOf } from '../../src/ui/app/readiness.ts';

/** A Cache Storage of plain maps, keyed by URL (enough for match/put by URL string). */
function fakeCaches(): CacheStorage & { stored: Map<string, Map<string, Response>> } {
  const stored = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = stored.get(name) ?? new Map<string, Response>();
    stored.set(name, entries);
    return {
      match: async (key: string) => entries.get(key)?.clone(),
      put: async (key: string, response: Response) => {
        entries.set(key, response);
      },
    } as unknown as Cache;
  };
  return { stored, open } as unknown as CacheStorage & { stored: Map<string, Map<string, Response>> };
}

const entries: PrecacheEntries = {
  cacheName: 'workbox-precache-v2-test',
  urlsToCacheKeys: new Map([
    ['http://x.test/index.html', 'http://x.test/index.html?__WB_REVISION__=abc'],
    ['http://x.test/assets/app-1234.js', 'http://x.test/assets/app-1234.js'],
    ['http://x.test/examples/booking/app.js', 'http://x.test/examples/booking/app.js?__WB_REVISION__=def'],
  ]),
};

async function fillAll(storage: CacheStorage) {
  const cache = await storage.open(entries.cacheName);
  for (const key of entries.urlsToCacheKeys.values()) await cache.put(key, new Response('x'));
}

const noFetch = (async () => {
  throw new TypeError('Failed to fetch');
}) as unknown as typeof fetch;

describe('the precache check', () => {
  it('is ready when every cache key of the manifest is in the cache', async () => {
    const storage = fakeCaches();
    await fillAll(storage);
    const status = await answerPrecache({ type: 'precache-check' }, entries, storage, noFetch);
    expect(status).toEqual({ type: 'precache-status', total: 3, missing: [], failed: [] });
    expect(readinessOf(status)).toEqual({ state: 'ready', total: 3 });
  });

  it('names a missing entry by its URL; an entry under an older revision does not count', async () => {
    const storage = fakeCaches();
    await fillAll(storage);
    const cache = storage.stored.get(entries.cacheName) as Map<string, Response>;
    cache.delete('http://x.test/index.html?__WB_REVISION__=abc');
    cache.set('http://x.test/index.html?__WB_REVISION__=old', new Response('old'));
    const status = await answerPrecache({ type: 'precache-check' }, entries, storage, noFetch);
    expect(status.missing).toEqual(['http://x.test/index.html']);
    expect(readinessOf(status)).toEqual({ state: 'missing', total: 3, missing: 1, failed: 0 });
  });

  it('a repair fetches the missing URL from the host, bypassing the HTTP cache, and stores it under its key', async () => {
    const storage = fakeCaches();
    const fetched: Array<[string, RequestInit | undefined]> = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      fetched.push([url, init]);
      return new Response(`body of ${url}`, { status: 200 });
    }) as unknown as typeof fetch;
    const status = await answerPrecache({ type: 'precache-repair' }, entries, storage, fetcher);
    expect(status).toEqual({ type: 'precache-status', total: 3, missing: [], failed: [] });
    expect(fetched.map(([url, init]) => [url, init?.cache])).toEqual(
      [...entries.urlsToCacheKeys.keys()].map((u) => [u, 'reload']),
    );
    const kept = storage.stored
      .get(entries.cacheName)
      ?.get('http://x.test/examples/booking/app.js?__WB_REVISION__=def');
    expect(await kept?.text()).toBe('body of http://x.test/examples/booking/app.js');
  });

  it('a repair offline, or of a file the host no longer has, fails and says which; nothing wrong is stored', async () => {
    const storage = fakeCaches();
    const gone = (async () => new Response('Not found', { status: 404 })) as unknown as typeof fetch;
    const offline = await answerPrecache({ type: 'precache-repair' }, entries, storage, noFetch);
    expect(offline.failed).toHaveLength(3);
    expect(offline.missing).toHaveLength(3);
    const notFound = await answerPrecache({ type: 'precache-repair' }, entries, storage, gone);
    expect(notFound.failed).toHaveLength(3);
    expect(storage.stored.get(entries.cacheName)?.size).toBe(0);
    expect(readinessOf(notFound)).toEqual({ state: 'missing', total: 3, missing: 3, failed: 3 });
  });

  it('knows its own messages only', () => {
    expect(isPrecacheMessage({ type: 'precache-check' })).toBe(true);
    expect(isPrecacheMessage({ type: 'precache-repair' })).toBe(true);
    expect(isPrecacheMessage({ type: 'owner' })).toBe(false);
    expect(isPrecacheMessage(null)).toBe(false);
  });
});
