import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffBooking } from '@/domain/schemas/staff';
import type { BookingListStatus } from '@/domain/schemas/staff-operations';
import { LIVE_QUERY, useStreamedRefetchInterval } from '@/client/components/staff/live-query';
import { apiGet } from '@/client/lib/api-client';
import { adminKeys } from '../../lib/admin-queries';

/** What the admin searches by (decisions.md "Staff operations calls"); '' means any. */
export type BookingSearch = {
  q: string;
  status: BookingListStatus | '';
  from: string;
  to: string;
};
export const NO_SEARCH: BookingSearch = { q: '', status: '', from: '', to: '' };

/** One page on screen; one more is asked for, to know whether a next page exists. */
export const PAGE_SIZE = 50;

/** The query string of a search; the CSV export sends the same one. */
export function searchParams(search: BookingSearch, page?: { limit: number; offset: number }) {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.status) params.set('status', search.status);
  if (search.from) params.set('from', search.from);
  if (search.to) params.set('to', search.to);
  if (page) {
    params.set('limit', String(page.limit));
    params.set('offset', String(page.offset));
  }
  return params;
}

export const getBookings = (token: string, search: BookingSearch, offset: number) =>
  apiGet<StaffBooking[]>(
    `/api/bookings?${searchParams(search, { limit: PAGE_SIZE + 1, offset })}`,
    { token },
  );

/** Every list page shares this prefix, so one invalidation reloads them all. */
export const BOOKINGS_KEY = adminKeys.bookings;

export const bookingsQueryOptions = (token: string, search: BookingSearch, offset: number) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, search, offset],
    queryFn: () => getBookings(token, search, offset),
    // Typing a search keeps the last page on screen until the new one arrives.
    placeholderData: keepPreviousData,
    ...LIVE_QUERY,
  });

export function useBookings(token: string, search: BookingSearch, offset: number) {
  // The live stream keeps the list current; polling only while it cannot connect.
  const refetchInterval = useStreamedRefetchInterval();
  return useQuery({ ...bookingsQueryOptions(token, search, offset), refetchInterval });
}
