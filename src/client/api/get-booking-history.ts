import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingHistoryEntry } from '@/domain/schemas/staff-operations';
import { apiGet } from '@/client/lib/api-client';

/** GET /api/bookings/{id}/history: staff who may see the booking (admin, its technician). */
export const getBookingHistory = (token: string, bookingId: number) =>
  apiGet<BookingHistoryEntry[]>(`/api/bookings/${bookingId}/history`, { token });

/** Every booking's history shares this prefix. */
export const BOOKING_HISTORY_KEY = ['/api/bookings/history'] as const;

export const bookingHistoryQueryOptions = (token: string, bookingId: number) =>
  queryOptions({
    queryKey: [...BOOKING_HISTORY_KEY, bookingId],
    queryFn: () => getBookingHistory(token, bookingId),
    // Opened to see what just happened: always read afresh.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useBookingHistory(token: string, bookingId: number) {
  return useQuery(bookingHistoryQueryOptions(token, bookingId));
}
