/**
 * Export and import for the UI (issue #13): the owner channel's operations, the download, and adopting
 * the worlds an import made (their new capabilities go where every capability goes: world-store.ts).
 */
import { signal } from '@preact/signals';
import type { ImportResult } from '../../engine/transfer/import.ts';
import type { ImportPreview } from '../../engine/transfer/plan.ts';
import { OwnerError, owner } from '../content/owner-client.ts';
import { type MessageKey, t } from '../i18n/index.ts';
import { continueWorld, session, tabRestored } from '../municipal/api.ts';
import { type StoredWorld, saveWorld } from '../municipal/world-store.ts';
import { noteStoredWork } from '../storage-status.ts';

export type { ImportPreview, ImportResult };

/** Grows after every import, so open lists (the content screen's pages) read the store again. */
export const storeVersion = signal(0);

/** Exports the content store, with this tab's world when asked, and saves the file through the browser. */
export async function exportAndDownload(includeWorld: boolean): Promise<string> {
  await tabRestored;
  const world = includeWorld ? session.value?.token : undefined;
  const file = await owner.exportFile(world ? [world] : []);
  const url = URL.createObjectURL(new Blob([file.bytes], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the blob: URL; keeping it a moment longer costs nothing.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return file.name;
}

/** Imports the checked file; this tab then works in the first world it made (a facilitator's material). */
export async function importAndAdopt(file: Uint8Array): Promise<ImportResult> {
  const result = await owner.importFile(file);
  const worlds: StoredWorld[] = result.worlds.map((world) => ({
    id: crypto.randomUUID(),
    token: world.token,
    expires_at: world.expires_at,
    created_at: new Date().toISOString(),
    used_at: Date.now(),
  }));
  for (const world of worlds.slice(1)) await saveWorld(world);
  if (worlds[0]) await continueWorld(worlds[0]);
  storeVersion.value += 1;
  noteStoredWork();
  return result;
}

/** A text to show, kept as its key so it follows a change of language while shown. */
export interface Message {
  key: MessageKey;
  values?: Record<string, string | number>;
}

/** Messages in the person's current language, one after another. */
export function messageText(messages: Message[]): string {
  return messages.map((message) => t(message.key, message.values)).join(' ');
}

/** An error of export or import in the person's language (never the engine's English text). */
export function transferError(error: unknown): Message {
  if (!(error instanceof OwnerError)) return { key: 'transfer.err.backend' };
  const key = `transfer.err.${error.code}` as MessageKey;
  return t(key) !== key ? { key } : { key: 'transfer.err.other', values: { code: error.code } };
}
