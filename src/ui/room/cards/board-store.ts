/**
 * The room board's cards in an IndexedDB database of the room page's own (`sandbox-room-board`, store
 * `cards`, one record per world's public id). The board is the facilitator's device's own note of what
 * was handed in, not part of any API or world, so it stays out of the engine and its owner channel
 * (docs/room.md, "Collecting report cards"). Raw IndexedDB, as the UI's world list (world-store.ts).
 */
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

const DB_NAME = 'sandbox-room-board';
const STORE = 'cards';

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'world' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = undefined;
      reject(request.error);
    };
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = act(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

export const boardStore: BoardStore = {
  list: () => run<BoardRow[]>('readonly', (store) => store.getAll() as IDBRequest<BoardRow[]>),
  put: async (row) => {
    await run('readwrite', (store) => store.put(row));
  },
  clear: async () => {
    await run('readwrite', (store) => store.clear());
  },
};
