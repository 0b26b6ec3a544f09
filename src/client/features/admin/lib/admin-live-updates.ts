// The admin's screens follow GET /api/events (issue 30, docs/decisions/040-live-screens.md): a
// booking's change is merged into every cached bookings page and schedule board, and what the
// event cannot complete (a new booking, a move, the figures) is refetched.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StaffBooking } from '@/domain/schemas/staff';
import type { ScheduleResponse } from '@/domain/schemas/staff-operations';
import { LIVE_BOOKING_EVENT, type LiveStaffBooking } from '@/domain/schemas/live';
import {
  liveStaffBooking,
  mergeIntoBookings,
  mergeIntoSchedule,
} from '@/client/components/staff/live-merge';
import { useLiveStream } from '@/client/lib/live-stream';
import { adminKeys } from './admin-queries';

/** What one booking event does to the admin's cache. */
export function applyAdminBookingEvent(queryClient: QueryClient, event: LiveStaffBooking) {
  for (const [key, list] of queryClient.getQueriesData<StaffBooking[]>({
    queryKey: adminKeys.bookings,
  })) {
    if (!list) continue;
    const merged = mergeIntoBookings(list, event);
    if (merged.data !== list) queryClient.setQueryData(key, merged.data);
    if (merged.refetch) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
  for (const [key, board] of queryClient.getQueriesData<ScheduleResponse>({
    queryKey: adminKeys.schedule,
  })) {
    if (!board) continue;
    const merged = mergeIntoSchedule(board, event);
    if (merged.data !== board) queryClient.setQueryData(key, merged.data);
    if (merged.refetch) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
  // The figures are the server's sums over every booking: read again.
  void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
  void queryClient.invalidateQueries({ queryKey: [...adminKeys.bookingHistory, event.id] });
}

/** Mounted by the dashboard while the admin is signed in. */
export function useAdminLiveUpdates(token: string) {
  const queryClient = useQueryClient();
  useLiveStream(
    '/api/events',
    token,
    (name, data) => {
      const event = name === LIVE_BOOKING_EVENT ? liveStaffBooking(data) : null;
      if (event) applyAdminBookingEvent(queryClient, event);
    },
    () => {
      // Changes made before the stream listened reach it through no event: read again.
      for (const list of ['bookings', 'schedule', 'stats'] as const) {
        void queryClient.invalidateQueries({ queryKey: adminKeys[list] });
      }
    },
  );
}
