import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getCustomerBooking, retryUnlessWrongLink } from '@/client/api/customer-booking';
import type { CustomerBookingView } from '@/domain/schemas/manage';

export const managedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['manage-booking', token] as const,
    queryFn: ({ signal }) => getCustomerBooking(token, signal),
    retry: retryUnlessWrongLink,
  });

/** How often the page reads the booking again while its live stream cannot connect. */
export const MANAGE_FALLBACK_POLL_MS = 30_000;

/**
 * The SSE event name of a booking's change (LIVE_BOOKING_EVENT of domain/schemas/live.ts, which
 * this customer chunk does not import: it would share a chunk with the staff screens and so name
 * one more file in the landing page's preload lists, docs/decisions/040).
 */
export const CUSTOMER_BOOKING_EVENT = 'booking';

export function useManagedBooking(token: string, streamConnected = false) {
  return useQuery({
    ...managedBookingQueryOptions(token),
    // Polling is only the fallback of the live stream; a wrong link is not asked again.
    refetchInterval: (query) =>
      streamConnected || query.state.status === 'error' ? false : MANAGE_FALLBACK_POLL_MS,
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

/** The customer's view in an SSE event's data, or undefined when it is not JSON. */
const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The booking of the manage page, kept current by GET /api/manage/{token}/events (issue 30): "on
 * the way", a confirmation or a move made by the office shows without a reload. The stream opens
 * once the booking is read (a wrong link opens none). The token is in the path, so the browser's
 * own EventSource reads it: it reconnects by itself and sends Last-Event-ID (docs/decisions/040).
 * The booking is polled only while the stream is not connected.
 */
export function useLiveManagedBooking(token: string) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const booking = useManagedBooking(token, connected);
  const enabled = booking.data !== undefined;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const { queryKey } = managedBookingQueryOptions(token);
    const source = new EventSource(`/api/manage/${encodeURIComponent(token)}/events`);
    source.addEventListener('open', () => {
      setConnected(true);
      // A change made before the stream listened (since the first read, or during a break)
      // reaches it through no event: read the booking again.
      void queryClient.invalidateQueries({ queryKey, exact: true });
    });
    source.addEventListener('error', () => setConnected(false));
    source.addEventListener(CUSTOMER_BOOKING_EVENT, (message) => {
      const data = parsed((message as MessageEvent<string>).data);
      queryClient.setQueryData(queryKey, (cached) => mergeCustomerView(cached, data));
    });
    return () => {
      source.close();
      setConnected(false);
    };
  }, [enabled, token, queryClient]);
  return booking;
}
