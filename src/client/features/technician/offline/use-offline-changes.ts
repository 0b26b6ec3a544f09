// The technician app's offline state for React (docs/decisions/041): whether the phone is online,
// the queued changes, and their replay on load and whenever the network returns.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { technicianBookingsQueryOptions } from '../api/get-technician-bookings';
import { sendCompletion } from '../api/complete-job';
import { updateBooking } from '../api/update-booking-status';
import type { TechnicianSession } from '../lib/technician-session';
import {
  createChangeQueue,
  isWaiting,
  type ChangeQueue,
  type QueuedChange,
  type QueuedJobChange,
} from './change-queue';

let queue: ChangeQueue | undefined;
/** One queue for the page, made in the browser only (IndexedDB). */
export const technicianQueue = (): ChangeQueue => (queue ??= createChangeQueue());

const NONE: readonly QueuedChange[] = [];

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** This technician's queued changes, waiting and refused, in tap order. */
export function useQueuedChanges(session: TechnicianSession): readonly QueuedChange[] {
  const all = useSyncExternalStore(
    (listener) => technicianQueue().subscribe(listener),
    () => technicianQueue().snapshot(),
    () => NONE,
  );
  return all.filter((entry) => entry.technicianId === session.technicianId);
}

/** A failure with no answer from the server (offline, a dropped connection). */
export const noAnswer = (error: unknown) =>
  error instanceof TypeError || (error instanceof DOMException && error.name !== 'AbortError');

/**
 * Sends one queued entry with its key. A completion uploads its photos first, each upload id kept
 * in the entry as it arrives, so a replay after a dropped connection does not upload it again.
 */
export async function sendQueuedChange(
  token: string,
  entry: QueuedChange,
  queue: ChangeQueue = technicianQueue(),
): Promise<void> {
  const { change } = entry;
  if (!('completion' in change)) {
    await updateBooking(token, entry.bookingId, change, entry.key);
    return;
  }
  await sendCompletion(token, entry.bookingId, change.completion, entry.key, (photos) =>
    queue.patch(entry.key, { completion: { ...change.completion, photos } }),
  );
}

/** Sends the waiting changes now; the job list is read again if any was sent or refused. */
export function useSendQueuedChanges(session: TechnicianSession): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    if (!navigator.onLine) return;
    void technicianQueue()
      .replay((entry) => sendQueuedChange(session.token, entry), session.technicianId)
      .then((result) => {
        if (result.sent + result.refused === 0) return;
        return queryClient.invalidateQueries({
          queryKey: technicianBookingsQueryOptions(session).queryKey,
        });
      });
  }, [queryClient, session]);
}

/** Sends the waiting changes on load and each time the network returns (the page, once). */
export function useReplayQueuedChanges(session: TechnicianSession): void {
  const replay = useSendQueuedChanges(session);
  useEffect(() => {
    void technicianQueue().load().then(replay);
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, [replay]);
}

/** Keeps a change on the phone, with the Idempotency-Key made at the tap. */
export async function queueChange(
  session: TechnicianSession,
  change: { key: string; bookingId: number; change: QueuedJobChange },
): Promise<void> {
  await technicianQueue().add({ ...change, technicianId: session.technicianId });
}

export const waitingCount = (entries: readonly QueuedChange[]) => entries.filter(isWaiting).length;
