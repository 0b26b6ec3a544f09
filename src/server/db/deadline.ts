// Time limits on promises that others wait for: a read shared by many requests, a close that
// must end (docs/decisions/020-request-and-database-limits.md, "A silent database").
import { DatabaseTimeoutError } from './unreachable';

/**
 * How long a shared read may take before its waiters get a 503 and the next caller asks again:
 * past the PostgreSQL pool's own worst case (5 s waiting for a connection, then 5 s for the
 * answer; db/postgres-pool.ts), so it only cuts a read the driver failed to bound.
 */
export const ANSWER_DEADLINE_MS = 11_000;

/** Whether a promise settled within `ms`, and how. Never rejects. */
export function outcomeWithin(
  promise: Promise<unknown>,
  ms: number,
): Promise<'fulfilled' | 'rejected' | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const settled = promise.then(
    () => 'fulfilled' as const,
    () => 'rejected' as const,
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

/** The promise's answer, or a DatabaseTimeoutError (a 503) once `ms` have passed without one. */
export function withinDeadline<T>(promise: Promise<T>, ms = ANSWER_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(ms)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * One running read per key, shared by every caller that asks while it runs (single flight).
 * It is forgotten as soon as it settles, or at its deadline, whichever comes first: a failed or
 * stuck read is never handed to a later caller, who starts a new one.
 */
export function singleFlight<K, T>(
  ms = ANSWER_DEADLINE_MS,
): (key: K, start: () => Promise<T>) => Promise<T> {
  const running = new Map<K, Promise<T>>();
  return (key, start) => {
    const current = running.get(key);
    if (current) return current;
    const shared = withinDeadline(start(), ms).finally(() => {
      if (running.get(key) === shared) running.delete(key);
    });
    running.set(key, shared);
    return shared;
  };
}
