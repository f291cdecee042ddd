/**
 * The embed worker, `dist/embed/sandbox-sw.js`: the sandbox for a site on another origin (MSW-style:
 * the site copies `dist/embed/` into its public root), one script with every module once. It answers only the sandbox's paths and lets
 * every other request go to the network untouched: no precache, no app shell, no navigation of the
 * host site. Two ways to use it (README, "Sites on other origins"):
 *
 * - registered as the site's worker by `sandbox-register.js` (or `navigator.serviceWorker.register('/sandbox-sw.js')`);
 *   `?base=/sandbox/` moves the APIs under `/sandbox/` when the site's own paths collide.
 * - imported into the site's own worker: set `self.sandboxOptions = { listen: false }` first, then
 *   `importScripts('/sandbox-sw.js')` and route with `self.sandbox.matches` / `self.sandbox.handle`.
 */
import { normaliseBase } from '../engine/paths.ts';
import { BUILD_PARAM, PDF_SCRIPT, SERVICES_SCRIPT } from '../shared/build.mjs';
import { storePdfScript } from './pdf-script-loader.ts';
import { createSandbox, type Sandbox } from './sandbox.ts';
import { storeServicesScript } from './services-script-loader.ts';
import { ScriptRefused } from './stored-script.ts';

/** Set by a site's own worker before `importScripts('sandbox-sw.js')`. */
interface SandboxOptions {
  /** Path the sandbox's APIs live under (default: `?base=` of the worker's URL, else its scope). */
  base?: string;
  /**
   * The build the site's worker was written for (default: `?build=` of the worker's URL, which
   * sandbox-register.js sets). Another build's script answers 503 `build_mismatch` instead of running.
   */
  build?: string;
  /** URL of pdf-renderer.js (default: beside the worker script the browser registered). */
  pdfScript?: string;
  /** URL of services.js (default: beside pdf-renderer.js; the embed's files are copied together). */
  servicesScript?: string;
  /** false: add no fetch, install or message listeners; the site's worker routes with `self.sandbox`. */
  listen?: boolean;
}

declare const self: ServiceWorkerGlobalScope & { sandboxOptions?: SandboxOptions; sandbox?: Sandbox };

const options = self.sandboxOptions ?? {};
// self.location is the registered script's URL, also when this file was imported into another worker.
const here = new URL(self.location.href);
const base = normaliseBase(options.base ?? here.searchParams.get('base') ?? new URL(self.registration.scope).pathname);
const pdf = new URL(options.pdfScript ?? PDF_SCRIPT, here).href;
const scripts = { pdf, services: new URL(options.servicesScript ?? SERVICES_SCRIPT, pdf).href };
const sandbox = createSandbox(base, scripts, {
  source: 'embed',
  expectedBuild: options.build ?? here.searchParams.get(BUILD_PARAM),
});
self.sandbox = sandbox;

// pdf-renderer.js and services.js may be imported only while the worker installs: stored now, in both
// modes (the site's worker is installing when it imports this file). One that cannot be loaded, or one
// of another build, fails the install loudly: the site's pages are told which and why (sandbox-register.js
// rejects window.sandboxReady with it), since a failed install is otherwise silent to a page.
self.addEventListener('install', (event) =>
  event.waitUntil(
    Promise.all([storePdfScript(scripts.pdf), storeServicesScript(scripts.services)]).catch(async (error: unknown) => {
      if (error instanceof ScriptRefused) await tellPages(error);
      throw error;
    }),
  ),
);

async function tellPages(error: ScriptRefused): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(error.refusal);
}

if (options.listen !== false) {
  self.addEventListener('install', () => void self.skipWaiting());
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
  self.addEventListener('message', (event) => {
    // After a hard reload the page is not controlled; it asks to be claimed again.
    if ((event.data as { type?: string } | null)?.type === 'CLAIM') event.waitUntil(self.clients.claim());
  });
  self.addEventListener('fetch', (event) => {
    // Not the sandbox's: no respondWith, so the browser fetches it exactly as without a worker.
    if (sandbox.matches(event.request)) {
      event.respondWith(sandbox.handle(event.request, { waitUntil: (work) => event.waitUntil(work) }));
    }
  });
}
