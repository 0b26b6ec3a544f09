import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingStats } from '@/domain/schemas/staff-operations';
import { LIVE_QUERY, useStreamedRefetchInterval } from '@/client/components/staff/live-query';
import { apiGet } from '@/client/lib/api-client';
import { adminKeys } from '../../lib/admin-queries';

/**
 * GET /api/stats: the cards' counts and money, summed by the server over every live booking.
 * The browser never adds up a page of the list (a page is not the business).
 */
export const getStats = (token: string) => apiGet<BookingStats>('/api/stats', { token });

export const statsQueryOptions = (token: string) =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: () => getStats(token), ...LIVE_QUERY });

export function useStats(token: string) {
  // Read again after each live event (admin-live-updates.ts); polling only without the stream.
  const refetchInterval = useStreamedRefetchInterval();
  return useQuery({ ...statsQueryOptions(token), refetchInterval });
}
