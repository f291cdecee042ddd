/**
 * The service worker: glue only. It precaches the shell, sends the backend's paths to the engine,
 * and answers everything else from the precache (navigations get the app shell).
 */
import { PrecacheController } from 'workbox-precaching';
import { createEngine, isEnginePath } from '../engine/index.ts';
import { lazyPdfRenderer, storePdfScript } from './lazy-pdf.ts';
import { answerOwner, isOwnerMessage } from './owner-channel.ts';
import { keepPreviousAssets, matchPreviousAsset } from './previous-assets.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const base = new URL(self.registration.scope).pathname;
const engine = createEngine({ base, pdf: lazyPdfRenderer(base) });
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);

self.addEventListener('install', (event) => {
  // The first worker takes over at once, so the first visit is controlled without a reload.
  // An update waits until the person accepts the "update available" prompt (SKIP_WAITING below).
  if (!self.registration.active) void self.skipWaiting();
  storePdfScript(base);
  event.waitUntil(precache.install(event));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Tabs still running the old version may ask for its files: keep them beside the new precache.
      await keepPreviousAssets(precache);
      await precache.activate(event);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // After a hard reload the page is not controlled; it asks to be claimed again.
  if (type === 'CLAIM') event.waitUntil(self.clients.claim());
  // The owner's Agents area and workspace (never reachable over HTTP).
  const port = event.ports[0];
  if (isOwnerMessage(event.data) && port) {
    event.waitUntil(answerOwner(engine, event.data).then((reply) => port.postMessage(reply)));
  }
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  if (isEnginePath(url.pathname, base)) {
    event.respondWith(engine.handle(event.request));
    return;
  }
  if (event.request.method !== 'GET') return;
  event.respondWith(answerStatic(event.request, url));
});

async function answerStatic(request: Request, url: URL): Promise<Response> {
  const precached = await precache.matchPrecache(url.href);
  if (precached) return precached;
  if (request.mode === 'navigate') {
    const shell = await precache.matchPrecache(`${base}index.html`);
    if (shell) return shell;
  }
  return (await matchPreviousAsset(request)) ?? fetch(request);
}
