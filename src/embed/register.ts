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
 * a page uncontrolled: the worker is asked to claim it). When the worker refuses to install (a
 * `services.js` or `pdf-renderer.js` missing or of another build), it rejects with a
 * `SandboxInstallError` naming the script and both builds (issue #26: it waited for ever).
 */
import { BUILD_ID, BUILD_PARAM, EMBED_WORKER, INSTALL_REFUSED, type InstallRefusal } from '../shared/build.mjs';

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

/** Why the sandbox did not start: the script the worker refused and both builds. */
class SandboxInstallError extends Error {
  readonly script: string;
  readonly url: string;
  readonly workerBuild: string;
  readonly scriptBuild: string | null;
  constructor(refusal: InstallRefusal) {
    super(
      refusal.script_build === null
        ? `The sandbox did not start: ${EMBED_WORKER} (build ${refusal.worker_build}) could not load ${refusal.script} from ${refusal.url} (missing). Copy every file of dist/embed/ of one build together.`
        : `The sandbox did not start: ${refusal.script} is build ${refusal.script_build}, but ${EMBED_WORKER} is build ${refusal.worker_build}. Copy every file of dist/embed/ of one build together.`,
    );
    this.name = 'SandboxInstallError';
    this.script = refusal.script;
    this.url = refusal.url;
    this.workerBuild = refusal.worker_build;
    this.scriptBuild = refusal.script_build;
  }
}

function isRefusal(data: unknown): data is InstallRefusal {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === INSTALL_REFUSED;
}

// Listened for before registering: the worker may refuse before register() has resolved here.
let refuse: (error: Error) => void = () => {};
const refusedInstall = new Promise<never>((_, reject) => {
  refuse = reject;
});
navigator.serviceWorker.addEventListener('message', (event) => {
  if (isRefusal(event.data)) refuse(new SandboxInstallError(event.data));
});
navigator.serviceWorker.startMessages();

/** A worker that became redundant without telling why (an error before its install): what is known. */
function watchInstall(registration: ServiceWorkerRegistration): void {
  const installing = registration.installing;
  const stopped = () =>
    // Its own message is posted before its install fails: give it a moment to arrive first.
    setTimeout(
      () =>
        refuse(
          new Error(
            `The sandbox did not start: ${EMBED_WORKER} did not install (build ${BUILD_ID}). See the browser's service worker console.`,
          ),
        ),
      500,
    );
  if (!installing) {
    if (!registration.active && !registration.waiting) stopped();
    return;
  }
  installing.addEventListener('statechange', () => {
    if (installing.state === 'redundant') stopped();
  });
}

window.sandboxReady = (async () => {
  const registration = await navigator.serviceWorker.register(workerUrl.href);
  watchInstall(registration);
  await Promise.race([navigator.serviceWorker.ready, refusedInstall]);
  if (navigator.serviceWorker.controller) return;
  const controlled = new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
  (registration.active ?? registration.waiting ?? registration.installing)?.postMessage({ type: 'CLAIM' });
  await controlled;
})();
