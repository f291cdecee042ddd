/**
 * The practice worlds this browser remembers, in an IndexedDB database of the UI's own
 * (`sandbox-ui`, store `worlds`). Every tab and a reopened installed app see the same list, so a
 * world lasts its 24 hours however the app is opened. The capability stays private to the origin:
 * IndexedDB, never a URL, localStorage or page text. Raw IndexedDB (the kit's idbStore) keeps the UI bundle lean.
 */

import { idbStore } from '../kit/idb-store.ts';
import { forgetWorldAnswers } from './answers.ts';

/** A remembered world. `id` is a local name for it; `token` is the capability (never rendered). */
export interface StoredWorld {
  id: string;
  token: string;
  expires_at: string;
  created_at: string;
  /** When a tab last chose or used this world (ms), so a tab that did not choose takes the latest. */
  used_at: number;
  /** The exercise a settings link set in this world (issue #28): its name, shown in the world bar. */
  exercise?: string;
}

const run = idbStore('sandbox-ui', 'worlds', 'id');

/** Live worlds, most recently used first; expired ones are forgotten on the way. */
export async function listWorlds(now = Date.now()): Promise<StoredWorld[]> {
  const all = await run<StoredWorld[]>('readonly', (store) => store.getAll() as IDBRequest<StoredWorld[]>);
  const expired = all.filter((world) => Date.parse(world.expires_at) <= now);
  for (const world of expired) await forgetWorld(world.id);
  return all.filter((world) => !expired.includes(world)).sort((a, b) => b.used_at - a.used_at);
}

export async function getWorld(id: string): Promise<StoredWorld | undefined> {
  return run<StoredWorld | undefined>('readonly', (store) => store.get(id) as IDBRequest<StoredWorld | undefined>);
}

export async function saveWorld(world: StoredWorld): Promise<void> {
  await run('readwrite', (store) => store.put(world));
}

export async function forgetWorld(id: string): Promise<void> {
  // The answers being prepared in the world end with it.
  forgetWorldAnswers(id);
  await run('readwrite', (store) => store.delete(id));
}
