/**
 * A value kept outside React, read by components through useSyncExternalStore: set() replaces it
 * and tells every subscriber, unless `same` says nothing changed.
 */
export function externalStore<T>(initial: T, same: (next: T, current: T) => boolean = Object.is) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: (): T => value,
    set(next: T): void {
      if (same(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
