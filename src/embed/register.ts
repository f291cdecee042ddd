/**
 * `dist/embed/sandbox-register.js`: the page script a site includes to start the embed worker of the
 * same build (README, "Sites on other origins"):
 *
 *     <script src="/sandbox-register.js"></script>                       (APIs at /v1, /api, ...)
 *     <script src="/sandbox-register.js" data-base="/sandbox/"></script> (APIs at /sandbox/v1, ...)
 *
 * It registers `sandbox-sw.js` beside itself with its build id in the URL (`?build=`), so a worker
 * script of another build refuses to answer (503 `build_mismatch`) instead of running with it, and sets
 * `window.sandboxReady`, a promise that settles once the worker controls the page (a hard reload leaves
 * a page uncontrolled: the worker is asked to claim it).
 */
import { BUILD_ID, BUILD_PARAM, EMBED_WORKER } from '../shared/build.mjs';

declare global {
  interface Window {
    sandboxReady?: Promise<void>;
  }
}

const script = document.currentScript as HTMLScriptElement | null;
const workerUrl = new URL(EMBED_WORKER, script?.src ?? location.href);
workerUrl.searchParams.set(BUILD_PARAM, BUILD_ID);
const base = script?.dataset.base;
if (base) workerUrl.searchParams.set('base', base);

window.sandboxReady = (async () => {
  const registration = await navigator.serviceWorker.register(workerUrl.href);
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return;
  const controlled = new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
  (registration.active ?? registration.waiting ?? registration.installing)?.postMessage({ type: 'CLAIM' });
  await controlled;
})();
