/**
 * The app's own files verified (issue 38 part 4): a precached file is served only while its bytes
 * match the build's hash; a changed one is fetched again, or refused, never served.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerAppFile, type PrecacheEntries, sha256Integrity } from '../../src/sw/app-file.ts';
import { bodyOf, fakeCaches } from './fake-caches.ts';

const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const SHELL = 'http://x.test/index.html';
const SHELL_KEY = `${SHELL}?__WB_REVISION__=abc`;
const CHUNK = 'http://x.test/assets/app-1234.js';
const entries: PrecacheEntries = {
  cacheName: 'workbox-precache-v2-test',
  urlsToCacheKeys: new Map([
    [SHELL, SHELL_KEY],
    [CHUNK, CHUNK],
  ]),
  integrityOf: (cacheKey) => sri(bodyOf(cacheKey.replace(/\?.*$/, ''))),
};
const navigation = { mode: 'navigate' } as Request;
const script = { mode: 'cors' } as Request;

const offline = (async () => {
  throw new TypeError('Failed to fetch');
}) as unknown as typeof fetch;
function host(fetched: Array<[string, RequestInit | undefined]>, body = bodyOf) {
  return (async (url: string, init?: RequestInit) => {
    fetched.push([url, init]);
    return new Response(body(url), { status: 200, headers: { 'content-type': 'text/html' } });
  }) as unknown as typeof fetch;
}

async function stored(storage: CacheStorage, key: string, body: string) {
  await (await storage.open(entries.cacheName)).put(
    key,
    new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  );
}

describe('a precached file of the app', () => {
  it('is served from the cache, with its headers, while its bytes match the build’s hash', async () => {
    const storage = fakeCaches();
    await stored(storage, SHELL_KEY, bodyOf(SHELL));
    const fetched: Array<[string, RequestInit | undefined]> = [];
    const response = await answerAppFile(entries, SHELL, navigation, storage, host(fetched));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response?.text()).toBe(bodyOf(SHELL));
    expect(fetched).toEqual([]);
  });

  it('changed: is deleted, fetched again from the host (reload, with the integrity), stored and served', async () => {
    const storage = fakeCaches();
    await stored(storage, SHELL_KEY, '<h1>probe</h1>');
    const fetched: Array<[string, RequestInit | undefined]> = [];
    const response = await answerAppFile(entries, SHELL, navigation, storage, host(fetched));
    expect(await response?.text()).toBe(bodyOf(SHELL));
    expect(fetched).toEqual([[SHELL, { cache: 'reload', credentials: 'same-origin', integrity: sri(bodyOf(SHELL)) }]]);
    expect(await storage.stored.get(entries.cacheName)?.get(SHELL_KEY)?.text()).toBe(bodyOf(SHELL));
  });

  it('missing: is fetched again and stored the same way', async () => {
    const storage = fakeCaches();
    const response = await answerAppFile(entries, CHUNK, script, storage, host([]));
    expect(await response?.text()).toBe(bodyOf(CHUNK));
    expect(await storage.stored.get(entries.cacheName)?.get(CHUNK)?.text()).toBe(bodyOf(CHUNK));
  });

  it('changed and offline: a navigation gets the offline page in German and English, never the changed bytes', async () => {
    const storage = fakeCaches();
    await stored(storage, SHELL_KEY, '<h1>probe</h1>');
    const response = await answerAppFile(entries, SHELL, navigation, storage, offline);
    expect(response?.status).toBe(503);
    expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = (await response?.text()) ?? '';
    expect(page).toContain('<h1>Offline</h1>');
    expect(page).toContain('wurde verändert oder fehlt');
    expect(page).toContain('was changed or is missing');
    expect(page).not.toContain('probe');
    // Deleted: the next answer cannot serve it either.
    expect(storage.stored.get(entries.cacheName)?.has(SHELL_KEY)).toBe(false);
  });

  it('changed, and the host’s copy differs too: a subresource gets a 503 Problem; nothing is stored', async () => {
    const storage = fakeCaches();
    await stored(storage, CHUNK, 'alert("probe")');
    const response = await answerAppFile(
      entries,
      CHUNK,
      script,
      storage,
      host([], () => 'another version'),
    );
    expect(response?.status).toBe(503);
    expect(response?.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(await response?.json()).toMatchObject({ error: 'app_file_unavailable', status: 503 });
    expect(storage.stored.get(entries.cacheName)?.has(CHUNK)).toBe(false);
  });

  it('a host answer that is not a 200 is refused too', async () => {
    const storage = fakeCaches();
    const notFound = (async () => new Response('gone', { status: 404 })) as unknown as typeof fetch;
    expect((await answerAppFile(entries, CHUNK, script, storage, notFound))?.status).toBe(503);
  });

  it('a URL outside the manifest is not the app’s file: undefined, nothing read', async () => {
    expect(await answerAppFile(entries, 'http://x.test/mine.html', navigation, fakeCaches(), offline)).toBeUndefined();
  });

  it('hashes as SRI does: sha256- and the digest in base64', async () => {
    expect(await sha256Integrity(new TextEncoder().encode('abc').buffer as ArrayBuffer)).toBe(sri('abc'));
  });
});
