// The technician's changes made without a signal (decisions.md "The technician app works without
// a signal", docs/decisions/041): kept in IndexedDB on the phone, in the order they were tapped,
// each with the Idempotency-Key made at the tap, and sent in that order when the network returns.
// A change the server refuses stays, with the server's message, until the technician dismisses it.
// A whole completion (after photos as blobs, note, signature, money) is one entry too
// (docs/decisions/043).
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { ApiRequestError } from '@/client/lib/api-client';
import type { CompletionChange } from '../api/complete-job';
import type { JobChange } from '../api/update-booking-status';

/** A status move, "On my way", money collected, or a whole completion. */
export type QueuedJobChange = JobChange | CompletionChange;

export type QueuedChange = {
  /** The Idempotency-Key, made when the technician tapped. */
  readonly key: string;
  readonly technicianId: number;
  readonly bookingId: number;
  readonly change: QueuedJobChange;
  /** When it was tapped (ISO). */
  readonly queuedAt: string;
  /** The server's message when it refused the change; absent while it waits to be sent. */
  readonly refusal?: string;
};

/** Sends one change with its key; throws what apiRequest throws. */
export type SendChange = (entry: QueuedChange) => Promise<void>;

export type ReplayResult = { sent: number; refused: number; stopped: boolean };

const ENTRIES_KEY = 'changes';

/**
 * A failure to retry later rather than a refusal: no answer at all (offline, a dropped
 * connection), the server's own trouble (5xx), an expired session (401: signing in again sends
 * it), too many requests, or the same key still being worked on.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  const { status } = error;
  if (status >= 500 || status === 401 || status === 408 || status === 429) return true;
  return status === 409 && /still in progress/i.test(error.serverMessage);
}

export const isWaiting = (entry: QueuedChange) => entry.refusal === undefined;

export type ChangeQueue = ReturnType<typeof createChangeQueue>;

export function createChangeQueue(
  store: UseStore = createStore('technician-offline', 'queue'),
  now: () => Date = () => new Date(),
) {
  let entries: readonly QueuedChange[] = [];
  let loaded: Promise<void> | undefined;
  let replaying: Promise<ReplayResult> | undefined;
  const listeners = new Set<() => void>();

  const publish = async (next: readonly QueuedChange[]) => {
    entries = next;
    await set(ENTRIES_KEY, next, store);
    for (const listener of listeners) listener();
  };

  const load = () =>
    (loaded ??= get<QueuedChange[]>(ENTRIES_KEY, store).then((stored) => {
      entries = stored ?? [];
      for (const listener of listeners) listener();
    }));

  async function replayNow(send: SendChange, technicianId: number): Promise<ReplayResult> {
    await load();
    const result: ReplayResult = { sent: 0, refused: 0, stopped: false };
    // One at a time, oldest first: a later change may depend on an earlier one.
    for (;;) {
      const next = entries.find((entry) => isWaiting(entry) && entry.technicianId === technicianId);
      if (!next) return result;
      try {
        await send(next);
        await publish(entries.filter((entry) => entry.key !== next.key));
        result.sent += 1;
      } catch (error) {
        if (isRetryable(error)) return { ...result, stopped: true };
        const message =
          error instanceof ApiRequestError ? error.serverMessage : 'The change was refused';
        await publish(
          entries.map((entry) => (entry.key === next.key ? { ...entry, refusal: message } : entry)),
        );
        result.refused += 1;
      }
    }
  }

  return {
    load,
    /** The changes in tap order, waiting and refused. */
    snapshot: () => entries,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async add(entry: Omit<QueuedChange, 'queuedAt' | 'refusal'>): Promise<void> {
      await load();
      await publish([...entries, { ...entry, queuedAt: now().toISOString() }]);
    },
    /** A waiting entry's change as it now is (a completion's photos once uploaded). */
    async patch(key: string, change: QueuedJobChange): Promise<void> {
      await load();
      await publish(entries.map((entry) => (entry.key === key ? { ...entry, change } : entry)));
    },
    /** The technician has read a refusal. */
    async dismiss(key: string): Promise<void> {
      await load();
      await publish(entries.filter((entry) => entry.key !== key));
    },
    /** Sends the waiting changes of this technician in order; one replay at a time. */
    replay(send: SendChange, technicianId: number): Promise<ReplayResult> {
      const run = (replaying ?? Promise.resolve()).then(() => replayNow(send, technicianId));
      replaying = run.catch(() => ({ sent: 0, refused: 0, stopped: true }));
      return run;
    },
  };
}

/** The job as it will be once its waiting changes are sent, shown while they wait. */
export function withWaitingChanges<
  T extends { id: number; status: string; enRouteAt: string | null; paymentStatus: string },
>(job: T, queued: readonly QueuedChange[]): T {
  let shown = job;
  for (const entry of queued) {
    if (entry.bookingId !== job.id || !isWaiting(entry)) continue;
    const { change } = entry;
    if ('completion' in change) {
      const paid = change.completion.fields.collectedCents !== undefined;
      shown = { ...shown, status: 'completed', ...(paid ? { paymentStatus: 'paid' } : {}) };
    } else if ('enRoute' in change)
      shown = { ...shown, enRouteAt: shown.enRouteAt ?? entry.queuedAt };
    else if ('paymentStatus' in change) shown = { ...shown, paymentStatus: change.paymentStatus };
    else shown = { ...shown, status: change.status };
  }
  return shown;
}
