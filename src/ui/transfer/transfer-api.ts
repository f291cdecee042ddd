/**
 * Export and import for the UI (issue #13): the owner channel's operations, the download, and adopting
 * the worlds an import made (their new capabilities go where every capability goes: world-store.ts).
 */
import type { ImportResult } from '../../engine/transfer/import.ts';
import type { ImportPreview } from '../../engine/transfer/plan.ts';
import { contentChanges } from '../api/content-changes.ts';
import { owner } from '../api/owner-client.ts';
import { noteStoredWork } from '../app/storage-status.ts';
import { type MessageKey, t } from '../i18n/index.ts';
import { continueWorld, ensureSession } from '../world/session.ts';
import { type StoredWorld, saveWorld } from '../world/world-store.ts';

export type { ImportPreview, ImportResult };

/**
 * Exports the content store, with this tab's world when asked (the world rule's: a tab without one
 * continues the latest or starts one, as any first step does), and saves the file through the browser.
 */
export async function exportAndDownload(includeWorld: boolean): Promise<string> {
  const world = includeWorld ? (await ensureSession()).token : undefined;
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

/** For each studio project of the file whose name is taken here: replace it, or keep both (the default). */
export type ProjectChoices = Record<string, 'replace' | 'keep-both'>;

/** Where a file came from (a chosen `.sandbox` file or a scenario link), stored with its studio projects. */
export interface FileOrigin {
  kind: 'export' | 'scenario';
  name: string;
}

/**
 * Imports the checked file; this tab then works in the first world it made (a facilitator's material).
 * The screen that imported reads again what depends on the store (import-model.ts `onImported`).
 */
export async function importAndAdopt(
  file: Uint8Array,
  projects: ProjectChoices = {},
  origin?: FileOrigin,
): Promise<ImportResult> {
  const result = await owner.importFile(file, projects, origin);
  const worlds: StoredWorld[] = result.worlds.map((world) => ({
    id: crypto.randomUUID(),
    token: world.token,
    expires_at: world.expires_at,
    created_at: new Date().toISOString(),
    used_at: Date.now(),
  }));
  for (const world of worlds.slice(1)) await saveWorld(world);
  if (worlds[0]) await continueWorld(worlds[0]);
  contentChanges.announce();
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

/** The import model's owner-channel operations in the app. */
export const importApi = {
  previewImport: (file: Uint8Array) => owner.previewImport(file),
  importFile: importAndAdopt,
};
