/**
 * "Ready to work offline" only once every file of the worker's precache manifest is in Cache Storage
 * with the build's bytes: asked of the worker on every start (src/sw/precache-check.ts), withdrawn
 * when one is missing or changed, with a repair that fetches those files again while online.
 */
import { signal } from '@preact/signals';
import type { PrecacheMessage, PrecacheStatus } from '../../shared/precache-protocol.mjs';

export type Readiness =
  | { state: 'checking' }
  | { state: 'ready'; total: number }
  /** Some files are missing (`missing`), or only changed ones (`changed`: there, but not the build's bytes). */
  | { state: 'missing' | 'changed'; total: number; missing: number; changed: number; failed: number }
  | { state: 'repairing' }
  /** The worker did not answer (it is not active, or too old to know the question). */
  | { state: 'unknown' };

export const readiness = signal<Readiness>({ state: 'checking' });

/** Whether the browser says it has a network: the repair is offered only then. */
export const online = signal(typeof navigator === 'undefined' ? true : navigator.onLine);
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    online.value = true;
  });
  window.addEventListener('offline', () => {
    online.value = false;
  });
}

export function readinessOf(status: PrecacheStatus): Readiness {
  const missing = status.missing.length;
  const changed = status.changed.length;
  if (missing === 0 && changed === 0) return { state: 'ready', total: status.total };
  const state = missing > 0 ? 'missing' : 'changed';
  return { state, total: status.total, missing, changed, failed: status.failed.length };
}

function ask(worker: ServiceWorker, message: PrecacheMessage, timeoutMs: number): Promise<PrecacheStatus | undefined> {
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      const data = event.data as PrecacheStatus | null;
      resolve(data?.type === 'precache-status' ? data : undefined);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

async function activeWorker(): Promise<ServiceWorker | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return (await navigator.serviceWorker.ready).active ?? undefined;
}

/** Asks the active worker whether every precached file is there (on every start of the app). */
export async function checkReadiness(): Promise<void> {
  const worker = await activeWorker();
  const status = worker && (await ask(worker, { type: 'precache-check' }, 10_000));
  readiness.value = status ? readinessOf(status) : { state: 'unknown' };
}

/** Fetches the missing files again (needs a network), then shows the new state. */
export async function repairReadiness(): Promise<void> {
  const worker = await activeWorker();
  if (!worker) return;
  readiness.value = { state: 'repairing' };
  const status = await ask(worker, { type: 'precache-repair' }, 120_000);
  readiness.value = status ? readinessOf(status) : { state: 'unknown' };
}
