import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StaffBooking } from '@/domain/schemas/staff';
import { LIVE_BOOKING_EVENT, type LiveStaffBooking } from '@/domain/schemas/live';
import { apiGet } from '@/client/lib/api-client';
import { useLiveStream } from '@/client/lib/live-stream';
import { LIVE_QUERY, useStreamedRefetchInterval } from '@/client/components/staff/live-query';
import { liveStaffBooking, mergeIntoBookings } from '@/client/components/staff/live-merge';
import { withoutJobTakenAway } from '../lib/job-taken-away';
import { type TechnicianSession } from '../lib/technician-session';

export const getTechnicianBookings = ({ token, technicianId }: TechnicianSession) =>
  apiGet<StaffBooking[]>(`/api/technician/bookings/${technicianId}`, { token });

/** Cache key: the path plus the technician's id (store-staff-assistant.md section 7). */
export const technicianBookingsQueryOptions = (session: TechnicianSession) =>
  queryOptions({
    queryKey: ['/api/technician/bookings', session.technicianId],
    queryFn: () => getTechnicianBookings(session),
    ...LIVE_QUERY,
    // Offline the request still goes, to the service worker's cached list (docs/decisions/041);
    // TanStack Query would otherwise pause it.
    networkMode: 'offlineFirst',
  });

export function useTechnicianBookings(session: TechnicianSession) {
  // The live stream keeps the jobs current; polling only while it cannot connect.
  const refetchInterval = useStreamedRefetchInterval();
  return useQuery({ ...technicianBookingsQueryOptions(session), refetchInterval });
}

/**
 * One booking event of the technician's stream (their jobs, and the change that takes one away:
 * docs/decisions/039, 053): a job taken from them leaves the list at once; any other is merged
 * into the cached list, refetched when it is a job new to the list or the event cannot complete
 * it. A job they are second on is read again on any event: its fields cannot tell whether they
 * were taken off it.
 */
export function applyTechnicianBookingEvent(
  queryClient: QueryClient,
  session: TechnicianSession,
  event: LiveStaffBooking,
) {
  const { queryKey } = technicianBookingsQueryOptions(session);
  const jobs = queryClient.getQueryData(queryKey);
  if (!jobs) return;
  const kept = withoutJobTakenAway(jobs, event, session.technicianId);
  if (kept !== jobs) {
    queryClient.setQueryData(queryKey, kept);
    void queryClient.invalidateQueries({ queryKey, exact: true });
    return;
  }
  const merged = mergeIntoBookings(jobs, event);
  if (merged.data !== jobs) queryClient.setQueryData(queryKey, merged.data);
  const secondOnIt = jobs.some(
    (job) => job.id === event.id && job.assignedTechnicianId !== session.technicianId,
  );
  if (merged.refetch || secondOnIt) void queryClient.invalidateQueries({ queryKey, exact: true });
}

/** Mounted by the technician's dashboard while signed in: GET /api/events with their token. */
export function useTechnicianLiveUpdates(session: TechnicianSession) {
  const queryClient = useQueryClient();
  useLiveStream(
    '/api/events',
    session.token,
    (name, data) => {
      const event = name === LIVE_BOOKING_EVENT ? liveStaffBooking(data) : null;
      if (event) applyTechnicianBookingEvent(queryClient, session, event);
    },
    () =>
      void queryClient.invalidateQueries({
        queryKey: technicianBookingsQueryOptions(session).queryKey,
      }),
  );
}
