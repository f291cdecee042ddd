/**
 * Storage that stays (issue #17): whether the browser keeps this site's data for good
 * (`navigator.storage.persist()`), how much the app stores (`estimate()`), and what to do when the
 * data is not kept. One small module: the status line and the room page show it, and other views
 * (per-engine checks) can reuse `readStorageStatus` and `storageStatus`.
 *
 * When to ask: after the first piece of work is stored (a world opened, a page saved, an import),
 * or when the person presses the button; never on a first visit that stored nothing (Firefox asks
 * the person in a prompt). Where `persist()` is missing (WebKitGTK 2.50), the status says so.
 */
import { signal } from '@preact/signals';
import type { Lang } from '../../engine/words.ts';
import { formatNumber } from '../i18n/lang.ts';

/** `unavailable`: the browser has no `persist()` (it cannot be asked); `unknown`: not read yet. */
export type Persistence = 'unknown' | 'granted' | 'not-granted' | 'unavailable';

export interface StorageStatus {
  persistence: Persistence;
  /** Whether this page asked the browser (its answer is then in `persistence`). */
  asked: boolean;
  /** What this origin stores, in bytes (estimate()), when the browser says. */
  usageBytes?: number;
  quotaBytes?: number;
}

export const storageStatus = signal<StorageStatus>({ persistence: 'unknown', asked: false });

type Storage = Pick<StorageManager, 'estimate'> & Partial<Pick<StorageManager, 'persist' | 'persisted'>>;

function browserStorage(): Storage | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

async function usage(storage: Storage): Promise<Pick<StorageStatus, 'usageBytes' | 'quotaBytes'>> {
  try {
    const { usage: usageBytes, quota: quotaBytes } = await storage.estimate();
    return { usageBytes, quotaBytes };
  } catch {
    return {};
  }
}

/** Reads the status without asking anything. */
export async function readStorageStatus(storage = browserStorage(), asked = false): Promise<StorageStatus> {
  if (!storage) return { persistence: 'unavailable', asked };
  const sizes = await usage(storage);
  if (!storage.persist || !storage.persisted) return { persistence: 'unavailable', asked, ...sizes };
  const kept = await storage.persisted().catch(() => false);
  return { persistence: kept ? 'granted' : 'not-granted', asked, ...sizes };
}

/** Asks the browser to keep the data (unless it already does), then reads the status again. */
export async function askToKeepStorage(storage = browserStorage()): Promise<StorageStatus> {
  if (storage?.persist && storage.persisted && !(await storage.persisted().catch(() => false))) {
    await storage.persist().catch(() => false);
  }
  return readStorageStatus(storage, Boolean(storage?.persist));
}

/** Shows the status as it is (at every start). */
export async function refreshStorageStatus(): Promise<void> {
  storageStatus.value = await readStorageStatus(browserStorage(), storageStatus.value.asked);
}

/** The person pressed "keep the data". */
export async function keepStorage(): Promise<void> {
  storageStatus.value = await askToKeepStorage();
}

let askedAfterWork = false;

/** Something was stored: the first time in this page's life, ask to keep it (and show the new usage). */
export function noteStoredWork(): void {
  if (askedAfterWork) {
    void refreshStorageStatus();
    return;
  }
  askedAfterWork = true;
  void keepStorage();
}

/** `1.4 MB`, `512 KB` (decimal comma in German). */
export function formatBytes(bytes: number, lang: Lang): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), {}, lang)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${formatNumber(mb, { maximumFractionDigits: mb < 10 ? 1 : 0 }, lang)} MB`;
}
