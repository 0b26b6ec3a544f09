// The admin dashboard's query keys, one per list, and what each kind of change makes stale
// (issue 27: a change reloads what it changed, never the whole cache).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_HISTORY_KEY } from '@/client/api/get-booking-history';
import { availableTimeSlotsKey } from '@/client/api/time-slots';

export const adminKeys = {
  bookings: ['/api/bookings'],
  bookingHistory: BOOKING_HISTORY_KEY,
  stats: ['/api/stats'],
  schedule: ['/api/schedule'],
  technicians: ['/api/technicians'],
  outbox: ['/api/outbox'],
  reviews: ['/api/reviews'],
  webhooks: ['/api/webhook-endpoints'],
  /** The customers' open times, which a staff change can open or close. */
  availability: availableTimeSlotsKey,
} as const;

export type AdminList = keyof typeof adminKeys;

/**
 * What a change to a booking moves: the list and its figures, the board, the booking's history,
 * the e-mails it queued and the times customers can still take.
 */
export const BOOKING_CHANGE: readonly AdminList[] = [
  'bookings',
  'stats',
  'schedule',
  'bookingHistory',
  'outbox',
  'availability',
];

/** A technician's change (a deactivation unassigns future jobs, a limit moves capacity). */
export const TECHNICIAN_CHANGE: readonly AdminList[] = ['technicians', ...BOOKING_CHANGE];

/** A blocked window changes the board and the customers' open times only. */
export const WINDOW_CHANGE: readonly AdminList[] = ['schedule', 'availability'];

/** A staff call whose end, answered or refused, makes `lists` stale: they reload. */
export function useAdminChange<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  lists: readonly AdminList[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        lists.map((list) => queryClient.invalidateQueries({ queryKey: adminKeys[list] })),
      ),
  });
}
