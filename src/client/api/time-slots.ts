import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { TimeSlot } from '@/domain/schemas/time-slots';

export function getAvailableTimeSlots(date: string, signal?: AbortSignal): Promise<TimeSlot[]> {
  return apiGet<TimeSlot[]>(`/api/time-slots/available?date=${encodeURIComponent(date)}`, {
    ...(signal ? { signal } : {}),
  });
}

/** All dates share the prefix, so one invalidation clears every cached day after a booking. */
export const availableTimeSlotsKey = ['time-slots', 'available'] as const;

export const availableTimeSlotsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...availableTimeSlotsKey, date] as const,
    queryFn: ({ signal }) => getAvailableTimeSlots(date, signal),
    // Slots fill up while the customer is deciding: never trust a cached day for long.
    staleTime: 30_000,
  });

export function useAvailableTimeSlots(date: string) {
  return useQuery(availableTimeSlotsQueryOptions(date));
}

/**
 * A mutation that changes which slots are free (a booking made, released or moved; a 409 for a
 * slot just taken too): every cached day is refetched once it settles.
 */
export function useSlotChangingMutation<TData, TVariables>(
  options: Omit<UseMutationOptions<TData, Error, TVariables>, 'onSettled'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    onSettled: () => queryClient.invalidateQueries({ queryKey: availableTimeSlotsKey }),
  });
}
