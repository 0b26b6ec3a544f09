import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleResponse } from '@/domain/schemas/staff-operations';
import { LIVE_QUERY, useStreamedRefetchInterval } from '@/client/components/staff/live-query';
import { apiGet } from '@/client/lib/api-client';
import { adminKeys } from '../../lib/admin-queries';

/** GET /api/schedule: per day and window, capacity, bookings and technicians (admin). */
export const getSchedule = (token: string, from: string, to: string) =>
  apiGet<ScheduleResponse>(`/api/schedule?${new URLSearchParams({ from, to })}`, { token });

export const scheduleQueryOptions = (token: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...adminKeys.schedule, from, to],
    queryFn: () => getSchedule(token, from, to),
    ...LIVE_QUERY,
  });

export function useSchedule(token: string, from: string, to: string) {
  // The live stream keeps the board current; polling only while it cannot connect.
  const refetchInterval = useStreamedRefetchInterval();
  return useQuery({ ...scheduleQueryOptions(token, from, to), refetchInterval });
}
