import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerPrecache, isPrecacheMessage, type PrecacheEntries } from '../../src/sw/precache-check.ts';
import { readinessOf } from '../../src/ui/app/readiness.ts';
import { bodyOf, fakeCaches } from './fake-caches.ts';

const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** Each URL's cache key; each key's bytes as the build made them (`bodyOf`), hashed. */
const keys = new Map([
  ['http://x.test/index.html', 'http://x.test/index.html?__WB_REVISION__=abc'],
  ['http://x.test/assets/app-1234.js', 'http://x.test/assets/app-1234.js'],
  ['http://x.test/examples/booking/app.js', 'http://x.test/examples/booking/app.js?__WB_REVISION__=def'],
]);
const plainUrl = (cacheKey: string) => cacheKey.replace(/\?.*$/, '');
const entries: PrecacheEntries = {
  cacheName: 'workbox-precache-v2-test',
  urlsToCacheKeys: keys,
  integrityOf: (cacheKey) => sri(bodyOf(plainUrl(cacheKey))),
};

async function fillAll(storage: CacheStorage) {
  const cache = await storage.open(entries.cacheName);
  for (const [url, key] of keys) await cache.put(key, new Response(bodyOf(url)));
}

const noFetch = (async () => {
  throw new TypeError('Failed to fetch');
}) as unknown as typeof fetch;

/** A host that answers each URL with the build's bytes, recording what was asked. */
function host(fetched: Array<[string, RequestInit | undefined]> = []) {
  return (async (url: string, init?: RequestInit) => {
    fetched.push([url, init]);
    return new Response(bodyOf(url), { status: 200 });
  }) as unknown as typeof fetch;
}

describe('the precache check', () => {
  it('is ready when every cache key of the manifest is in the cache with the build’s bytes', async () => {
    const storage = fakeCaches();
    await fillAll(storage);
    const status = await answerPrecache({ type: 'precache-check' }, entries, storage, noFetch);
    expect(status).toEqual({ type: 'precache-status', total: 3, missing: [], changed: [], failed: [] });
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
    expect(readinessOf(status)).toEqual({ state: 'missing', total: 3, missing: 1, changed: 0, failed: 0 });
  });

  it('names an entry whose bytes differ from the build’s hash as changed, not ready', async () => {
    const storage = fakeCaches();
    await fillAll(storage);
    const cache = await storage.open(entries.cacheName);
    await cache.put('http://x.test/index.html?__WB_REVISION__=abc', new Response('<h1>probe</h1>'));
    const status = await answerPrecache({ type: 'precache-check' }, entries, storage, noFetch);
    expect(status).toMatchObject({ missing: [], changed: ['http://x.test/index.html'], failed: [] });
    expect(readinessOf(status)).toEqual({ state: 'changed', total: 3, missing: 0, changed: 1, failed: 0 });
  });

  it('a repair fetches the missing URL from the host, bypassing the HTTP cache, with its integrity, and stores it under its key', async () => {
    const storage = fakeCaches();
    const fetched: Array<[string, RequestInit | undefined]> = [];
    const status = await answerPrecache({ type: 'precache-repair' }, entries, storage, host(fetched));
    expect(status).toEqual({ type: 'precache-status', total: 3, missing: [], changed: [], failed: [] });
    expect(fetched.map(([url, init]) => [url, init?.cache, init?.integrity])).toEqual(
      [...keys.keys()].map((u) => [u, 'reload', sri(bodyOf(u))]),
    );
    const kept = storage.stored
      .get(entries.cacheName)
      ?.get('http://x.test/examples/booking/app.js?__WB_REVISION__=def');
    expect(await kept?.text()).toBe(bodyOf('http://x.test/examples/booking/app.js'));
  });

  it('a repair replaces a changed entry with the host’s copy', async () => {
    const storage = fakeCaches();
    await fillAll(storage);
    const cache = await storage.open(entries.cacheName);
    await cache.put('http://x.test/assets/app-1234.js', new Response('alert("probe")'));
    const fetched: Array<[string, RequestInit | undefined]> = [];
    const status = await answerPrecache({ type: 'precache-repair' }, entries, storage, host(fetched));
    expect(fetched.map(([url]) => url)).toEqual(['http://x.test/assets/app-1234.js']);
    expect(status).toMatchObject({ missing: [], changed: [], failed: [] });
    expect(await (await cache.match('http://x.test/assets/app-1234.js'))?.text()).toBe(
      bodyOf('http://x.test/assets/app-1234.js'),
    );
  });

  it('a repair offline, of a file the host no longer has, or whose host copy differs too, fails and says which; nothing wrong is stored', async () => {
    const storage = fakeCaches();
    const gone = (async () => new Response('Not found', { status: 404 })) as unknown as typeof fetch;
    const other = (async () => new Response('another version', { status: 200 })) as unknown as typeof fetch;
    const offline = await answerPrecache({ type: 'precache-repair' }, entries, storage, noFetch);
    expect(offline.failed).toHaveLength(3);
    expect(offline.missing).toHaveLength(3);
    const notFound = await answerPrecache({ type: 'precache-repair' }, entries, storage, gone);
    expect(notFound.failed).toHaveLength(3);
    const differs = await answerPrecache({ type: 'precache-repair' }, entries, storage, other);
    expect(differs.failed).toHaveLength(3);
    expect(storage.stored.get(entries.cacheName)?.size).toBe(0);
    expect(readinessOf(notFound)).toEqual({ state: 'missing', total: 3, missing: 3, changed: 0, failed: 3 });

    // A changed entry that cannot be repaired is deleted all the same: it is never served again.
    await fillAll(storage);
    const cache = await storage.open(entries.cacheName);
    await cache.put('http://x.test/assets/app-1234.js', new Response('alert("probe")'));
    const changedOffline = await answerPrecache({ type: 'precache-repair' }, entries, storage, noFetch);
    expect(changedOffline).toMatchObject({
      missing: ['http://x.test/assets/app-1234.js'],
      changed: [],
      failed: ['http://x.test/assets/app-1234.js'],
    });
  });

  it('knows its own messages only', () => {
    expect(isPrecacheMessage({ type: 'precache-check' })).toBe(true);
    expect(isPrecacheMessage({ type: 'precache-repair' })).toBe(true);
    expect(isPrecacheMessage({ type: 'owner' })).toBe(false);
    expect(isPrecacheMessage(null)).toBe(false);
  });
});
