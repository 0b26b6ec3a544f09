import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffBooking } from '@/domain/schemas/staff';
import { apiGet } from '@/client/lib/api-client';
import { authHeader } from '../lib/admin-session';

export const getBookings = (token: string) =>
  apiGet<StaffBooking[]>('/api/bookings', authHeader(token));

export const bookingsQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['/api/bookings'], queryFn: () => getBookings(token) });

export function useBookings(token: string) {
  return useQuery(bookingsQueryOptions(token));
}
