/**
 * One object store in a small IndexedDB database of the UI's own (the remembered worlds, the room
 * board's cards). Raw IndexedDB keeps the UI bundle lean: the engine's Dexie stays in the worker.
 * `run` opens the database once (again after a failed open) and settles when the transaction does.
 */
export type StoreRun = <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) => Promise<T>;

export function idbStore(dbName: string, storeName: string, keyPath: string): StoreRun {
  let opening: Promise<IDBDatabase> | undefined;

  function open(): Promise<IDBDatabase> {
    opening ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(dbName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName, { keyPath });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => {
        opening = undefined;
        reject(request.error);
      };
    });
    return opening;
  }

  return async (mode, act) => {
    const db = await open();
    return new Promise((resolve, reject) => {
      const tx = db.transaction(storeName, mode);
      const request = act(tx.objectStore(storeName));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  };
}
