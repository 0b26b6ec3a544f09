// The booking draft's room photos, kept in IndexedDB (issue 12, docs/decisions/015): the draft in
// localStorage names them by key, the downscaled bytes live here, so photos survive a refresh and
// a closed tab without filling localStorage's small quota. Cleared with the draft.
const DB_NAME = 'ctm-booking-draft';
const STORE = 'photos';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  } finally {
    db.close();
  }
}

export function putDraftPhoto(key: string, photo: Blob): Promise<void> {
  return run<IDBValidKey>('readwrite', (store) => store.put(photo, key)).then(() => undefined);
}

/** The photo's bytes, or null when the browser no longer has them. */
export async function getDraftPhoto(key: string): Promise<Blob | null> {
  try {
    const found = await run<unknown>('readonly', (store) => store.get(key));
    return found instanceof Blob ? found : null;
  } catch {
    return null;
  }
}

export async function deleteDraftPhoto(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key)).catch(() => undefined);
}

export async function clearDraftPhotos(): Promise<void> {
  await run('readwrite', (store) => store.clear()).catch(() => undefined);
}
