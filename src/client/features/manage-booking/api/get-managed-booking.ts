import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCustomerBooking, retryUnlessWrongLink } from '@/client/api/customer-booking';
import { useLiveConnected, useLiveStream } from '@/client/lib/live-stream';
import { LIVE_BOOKING_EVENT } from '@/domain/schemas/live';
import type { CustomerBookingView } from '@/domain/schemas/manage';

export const managedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['manage-booking', token] as const,
    queryFn: ({ signal }) => getCustomerBooking(token, signal),
    retry: retryUnlessWrongLink,
  });

/** How often the page reads the booking again while its live stream cannot connect. */
export const MANAGE_FALLBACK_POLL_MS = 30_000;

export function useManagedBooking(token: string) {
  const connected = useLiveConnected();
  return useQuery({
    ...managedBookingQueryOptions(token),
    // Polling is only the fallback of the live stream; a wrong link is not asked again.
    refetchInterval: (query) =>
      connected || query.state.status === 'error' ? false : MANAGE_FALLBACK_POLL_MS,
  });
}

/**
 * The customer's stream carries the whole customer view (docs/decisions/039), so an event is the
 * booking as the page shows it now: it replaces the cached one. Anything else is ignored.
 */
export function mergeCustomerView(
  cached: CustomerBookingView | undefined,
  data: unknown,
): CustomerBookingView | undefined {
  if (!data || typeof data !== 'object') return cached;
  const view = data as Partial<CustomerBookingView>;
  if (typeof view.reference !== 'string' || !Array.isArray(view.timeline)) return cached;
  if (cached && cached.reference !== view.reference) return cached;
  return { ...cached, ...(view as CustomerBookingView) };
}

/**
 * GET /api/manage/{token}/events while the page is open (issue 30): "on the way", a confirmation
 * or a move made by the office shows without a reload.
 */
export function useManagedBookingLiveUpdates(token: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const { queryKey } = managedBookingQueryOptions(token);
  useLiveStream(
    enabled ? `/api/manage/${encodeURIComponent(token)}/events` : null,
    null,
    (name, data) => {
      if (name !== LIVE_BOOKING_EVENT) return;
      queryClient.setQueryData(queryKey, (cached) => mergeCustomerView(cached, data));
    },
    () => void queryClient.invalidateQueries({ queryKey, exact: true }),
  );
}
