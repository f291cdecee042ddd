/**
 * The app's service worker: glue only. It precaches the shell, sends the backend's paths to the
 * engine, gives the app shell to the app's own navigations, and sends every other same-origin GET
 * (pages beside the app) to the network, keeping a copy for offline use.
 */
import { PrecacheController } from 'workbox-precaching';
import { answerOwner, isOwnerMessage } from '../engine/owner.ts';
import { VIA_HEADER } from '../shared/bridge-protocol.mjs';
import { BUILD_ID, PDF_SCRIPT, SERVICES_SCRIPT } from '../shared/build.mjs';
import { answerAppFile, type PrecacheEntries } from './app-file.ts';
import { isAppUrl } from './app-url.ts';
import { answerBesidePage } from './beside-pages.ts';
import { withTrustedVia } from './bridge-via.ts';
import { isAppWindow, NOT_THE_APP } from './owner-channel.ts';
import { storePdfScript } from './pdf-script-loader.ts';
import { answerPrecache, isPrecacheMessage } from './precache-check.ts';
import { keepPreviousAssets, matchPreviousAsset } from './previous-assets.ts';
import { sourceAfterAnswer, startRequestSource, withoutStudioMark } from './request-source.ts';
import { createSandbox, isStudioPath } from './sandbox.ts';
import { storeServicesScript } from './services-script-loader.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const base = new URL(self.registration.scope).pathname;
/** Made at first use: a cold start that answers an API request never computes the precache's keys. */
let precacheController: PrecacheController | undefined;
function precache(): PrecacheController {
  if (!precacheController) {
    precacheController = new PrecacheController();
    precacheController.addToCacheList(self.__WB_MANIFEST);
  }
  return precacheController;
}
/** The precache as the hash checks read it (app-file.ts): made at first use, like the controller. */
function precacheEntries(): PrecacheEntries {
  const controller = precache();
  return {
    cacheName: controller.strategy.cacheName,
    urlsToCacheKeys: controller.getURLsToCacheKeys(),
    integrityOf: (cacheKey) => controller.getIntegrityForCacheKey(cacheKey),
  };
}
/** pdf-renderer.js and services.js: stored at install, evaluated at their first use (stored-script.ts). */
const scripts = { pdf: `${base}${PDF_SCRIPT}`, services: `${base}${SERVICES_SCRIPT}` };
const sandbox = createSandbox(base, scripts);

self.addEventListener('install', (event) => {
  // The first worker takes over at once, so the first visit is controlled without a reload.
  // An update waits until the person accepts the "update available" prompt (SKIP_WAITING below).
  if (!self.registration.active) void self.skipWaiting();
  // The PDF renderer's and the services' scripts are stored now (only now may they be imported): one
  // that cannot be loaded, or one of another build, fails the install loudly and the previous worker
  // stays; a worker never activates without its services.
  event.waitUntil(
    Promise.all([precache().install(event), storePdfScript(scripts.pdf), storeServicesScript(scripts.services)]),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Tabs still running the old version may ask for its files: keep them beside the new precache.
      await keepPreviousAssets(precache());
      await precache().activate(event);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // The app checks that this worker is of its own build (src/ui/app/offline-backend.ts).
  if (type === 'BUILD') event.ports[0]?.postMessage({ build: BUILD_ID });
  // After a hard reload the page is not controlled; it asks to be claimed again.
  if (type === 'CLAIM') event.waitUntil(self.clients.claim());
  const port = event.ports[0];
  // The page checks on every start that every precached file is there, and repairs while online.
  if (isPrecacheMessage(event.data) && port) {
    event.waitUntil(
      answerPrecache(event.data, precacheEntries(), caches, fetch).then((status) => port.postMessage(status)),
    );
    return;
  }
  // The owner's Agents area and workspace (never reachable over HTTP), for the app's window only.
  if (isOwnerMessage(event.data) && port) {
    if (!isAppWindow(event.source as Client | null, self.location.origin, base)) {
      port.postMessage(NOT_THE_APP);
      return;
    }
    event.waitUntil(answerOwner(sandbox.engine.owner, event.data).then((reply) => port.postMessage(reply)));
  }
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  // The studio's projects (docs/studio.md): every one below `<base>studio/`, never anywhere else.
  if (isStudioPath(url.pathname, base)) {
    event.respondWith(sandbox.engine.serveStudio(event.request));
    return;
  }
  if (sandbox.matches(url)) {
    // Looked up when the answer is ready, awaited by the journal later (request-source.ts).
    const lookup = sourceAfterAnswer(() => startRequestSource(self.clients, event, self.location.origin, base));
    const options = { source: lookup.source, waitUntil: (work: Promise<unknown>) => event.waitUntil(work) };
    // A studio host's mark names the source (read from the event's own request); the engine never sees it.
    const request = withoutStudioMark(event.request);
    // Most requests carry no bridge mark and go straight to the engine; a marked one is checked first.
    const answer = request.headers.has(VIA_HEADER)
      ? withTrustedVia({ request, clientId: event.clientId }, self.clients, self.location.origin, base).then(
          (trusted) => sandbox.handle(trusted, options),
        )
      : sandbox.handle(request, options);
    lookup.after(answer);
    event.respondWith(answer);
    return;
  }
  if (event.request.method !== 'GET') return;
  event.respondWith(answerStatic(event.request, url, (work) => event.waitUntil(work)));
});

async function answerStatic(request: Request, url: URL, keep: (work: Promise<unknown>) => void): Promise<Response> {
  // A file of the precache is served only while its bytes match the build's hash (app-file.ts); a
  // changed or missing one is fetched again or refused, and never falls through to the copies below.
  const appFile = (href: string) => answerAppFile(precacheEntries(), href, request, caches, fetch);
  const precached = await appFile(url.href);
  if (precached) return precached;
  // A precached folder's page (the reference frontend at examples/booking/) by its folder's URL.
  if (url.pathname.endsWith('/') && url.pathname !== base) {
    const index = await appFile(`${url.origin}${url.pathname}index.html`);
    if (index) return index;
  }
  // Only the app's own navigations get the shell (its routes are hash routes); any other page
  // of the origin is a page beside the app and must never be replaced by it.
  if (request.mode === 'navigate' && isAppUrl(url, base)) {
    const shell = await appFile(`${url.origin}${base}index.html`);
    if (shell) return shell;
  }
  return (await matchPreviousAsset(request)) ?? answerBesidePage(request, keep);
}
