/**
 * The room board's cards in an IndexedDB database of the room page's own (`sandbox-room-board`, store
 * `cards`, one record per world's public id). The board is the facilitator's device's own note of what
 * was handed in, not part of any API or world, so it stays out of the engine and its owner channel
 * (docs/room.md, "Collecting report cards"). Raw IndexedDB through the kit's idbStore, as the UI's world list.
 */
import { idbStore } from '../kit/idb-store.ts';
import type { HandedCard } from './card-code.ts';

/** A card on the board: the card as handed in and, if the participant handed in before, when that was. */
export interface BoardRow extends HandedCard {
  /** When the card this one replaced was handed in. */
  previousAt?: string;
}

export interface BoardStore {
  list(): Promise<BoardRow[]>;
  put(row: BoardRow): Promise<void>;
  clear(): Promise<void>;
}

const run = idbStore('sandbox-room-board', 'cards', 'world');

export const boardStore: BoardStore = {
  list: () => run<BoardRow[]>('readonly', (store) => store.getAll() as IDBRequest<BoardRow[]>),
  put: async (row) => {
    await run('readwrite', (store) => store.put(row));
  },
  clear: async () => {
    await run('readwrite', (store) => store.clear());
  },
};
