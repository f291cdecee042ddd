/**
 * Registers the service worker (the offline backend) and tells the UI how it stands:
 * whether it controls this page, whether the app is ready offline, whether storage is persistent,
 * and whether an update waits for the person's consent.
 */
import { signal } from '@preact/signals';
import { Workbox } from 'workbox-window';
import { BUILD_ID } from '../shared/build.mjs';
import { BASE } from './api/client.ts';

export type BackendState = 'checking' | 'active' | 'inactive' | 'unsupported';

export const backendState = signal<BackendState>('checking');
export const offlineReady = signal(false);
export const persisted = signal<boolean | undefined>(undefined);
export const updateWaiting = signal(false);

let workbox: Workbox | undefined;

export async function startOfflineBackend(): Promise<void> {
  if (!('serviceWorker' in navigator)) {
    backendState.value = 'unsupported';
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
  const registration = await workbox.register();
  await recoverFromHardReload(registration);
  await container.ready;
  offlineReady.value = true;
  if (container.controller) backendState.value = 'active';
  await waitForControl(3000);
  backendState.value = container.controller ? 'active' : 'inactive';
  void checkBuild();
  void askForPersistence();
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

/** Only a page can ask for persistent storage; the answer is shown in the status line. */
async function askForPersistence(): Promise<void> {
  if (!navigator.storage?.persist) return;
  persisted.value = (await navigator.storage.persisted()) || (await navigator.storage.persist());
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
