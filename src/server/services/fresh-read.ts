// One cached read per database object, kept `freshMs` (the business facts, the landing page's
// reviews). Concurrent misses share one query; a read the database never answers is cut at its
// deadline (docs/decisions/020) and, like any failure, not kept: the next call asks again. A
// transaction passed in is never the cached object, so a read inside one sees its own rows.
import type { Executor } from '../db/client';
import { withinDeadline } from '../db/deadline';

export function freshPerDatabase<T>(select: (db: Executor) => Promise<T>, freshMs: number) {
  const cache = new WeakMap<Executor, { read: Promise<T>; readAt: number }>();
  return {
    read(db: Executor, now = Date.now()): Promise<T> {
      const entry = cache.get(db);
      if (entry && now - entry.readAt < freshMs) return entry.read;
      const read = withinDeadline(select(db));
      cache.set(db, { read, readAt: now });
      read.catch(() => {
        if (cache.get(db)?.read === read) cache.delete(db);
      });
      return read;
    },
    /** After a change on this server: later reads get `value` without waiting. */
    remember(db: Executor, value: T): void {
      cache.set(db, { read: Promise.resolve(value), readAt: Date.now() });
    },
    forget(db: Executor): void {
      cache.delete(db);
    },
  };
}
