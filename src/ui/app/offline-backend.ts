/**
 * Registers the service worker (the offline backend) and tells the UI how it stands:
 * whether it controls this page, whether the app is ready offline (readiness.ts), what is
 * stored (storage-status.ts), and whether an update waits for the person's consent.
 */
import { signal } from '@preact/signals';
import { Workbox } from 'workbox-window';
import { BUILD_ID } from '../../shared/build.mjs';
import { BASE } from './client.ts';
import { pageSupport } from './page-support.ts';
import { checkReadiness } from './readiness.ts';
import { refreshStorageStatus } from './storage-status.ts';

/**
 * `insecure`: a plain-HTTP page at an address other than localhost, where no worker can register.
 * `failed`: the registration was refused (an HTTPS certificate the device does not trust, a missing sw.js).
 */
export type BackendState = 'checking' | 'active' | 'inactive' | 'insecure' | 'unsupported' | 'failed';

export const backendState = signal<BackendState>('checking');
export const updateWaiting = signal(false);
/** Why the registration failed, as the browser said it. */
export const registrationError = signal('');

let workbox: Workbox | undefined;

export async function startOfflineBackend(): Promise<void> {
  const support = pageSupport(window.isSecureContext, 'serviceWorker' in navigator);
  if (support !== 'supported') {
    backendState.value = support;
    return;
  }
  const container = navigator.serviceWorker;
  container.addEventListener('controllerchange', () => {
    backendState.value = container.controller ? 'active' : 'inactive';
  });

  // Dev serves the worker as an ES module; the build ships a classic worker (faster cold start).
  // updateViaCache 'none': an update check always asks the network for sw.js.
  // The dev server serves the worker's source as a module under vite-plugin-pwa's dev URL.
  const script = import.meta.env.DEV ? `${BASE}dev-sw.js?dev-sw` : `${BASE}sw.js`;
  workbox = new Workbox(script, {
    scope: BASE,
    type: import.meta.env.DEV ? 'module' : 'classic',
    updateViaCache: 'none',
  });
  workbox.addEventListener('waiting', () => {
    updateWaiting.value = true;
  });
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await workbox.register();
  } catch (error) {
    registrationError.value = error instanceof Error ? error.message : String(error);
    backendState.value = 'failed';
    return;
  }
  await recoverFromHardReload(registration);
  await container.ready;
  // Ready only when every precached file is there: checked on every start.
  void checkReadiness();
  if (container.controller) backendState.value = 'active';
  await waitForControl(3000);
  backendState.value = container.controller ? 'active' : 'inactive';
  void checkBuild();
  // What is stored and whether it is kept; the browser is asked only once work is stored (storage-status.ts).
  void refreshStorageStatus();
}

/** The build of the worker that controls this page (src/sw/sw.ts answers `{ type: 'BUILD' }`). */
export function workerBuild(): Promise<string | undefined> {
  const controller = navigator.serviceWorker.controller;
  if (!controller) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), 3000);
    channel.port1.onmessage = (event: MessageEvent<{ build?: unknown }>) => {
      clearTimeout(timer);
      resolve(typeof event.data?.build === 'string' ? event.data.build : undefined);
    };
    controller.postMessage({ type: 'BUILD' }, [channel.port2]);
  });
}

/**
 * The app and its worker must be of one build: when the worker that answers this page is of another
 * (another tab accepted an update, or this page came from the network past an older worker), the
 * update prompt asks to reload, as it does for a waiting worker.
 */
async function checkBuild(): Promise<void> {
  if (import.meta.env.DEV) return;
  const build = await workerBuild();
  if (build !== undefined && build !== BUILD_ID) updateWaiting.value = true;
}

/**
 * A hard reload (Shift+Reload) loads the page without the worker, and it stays uncontrolled:
 * API calls would reach the static host. Ask the active worker to claim this page again.
 */
async function recoverFromHardReload(registration: ServiceWorkerRegistration | undefined): Promise<void> {
  if (navigator.serviceWorker.controller || !registration?.active) return;
  registration.active.postMessage({ type: 'CLAIM' });
}

function waitForControl(timeoutMs: number): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      container.removeEventListener('controllerchange', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    container.addEventListener('controllerchange', done);
  });
}

/** The person accepted the update: let the waiting worker take over, then reload once. */
export async function acceptUpdate(): Promise<void> {
  if (!workbox) return;
  const registration = await navigator.serviceWorker.getRegistration(BASE);
  // No worker waits: the one in charge is already of another build than this page; reload to meet it.
  if (!registration?.waiting) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export function dismissUpdate(): void {
  updateWaiting.value = false;
}

/** Resolves once this page is controlled (the API is answered offline). */
export function backendReady(): Promise<void> {
  return 'serviceWorker' in navigator ? waitForControl(10_000) : Promise.resolve();
}
