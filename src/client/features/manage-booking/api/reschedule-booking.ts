import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { availableTimeSlotsKey } from '@/client/lib/get-available-time-slots';
import type { CustomerBookingView, RescheduleRequest } from '@/domain/schemas/manage';
import { managedBookingQueryOptions } from './get-managed-booking';

/** POST /api/manage/{token}/reschedule: 409 when the window just filled or changes are closed. */
export const rescheduleBooking = (token: string, body: RescheduleRequest) =>
  apiRequest<CustomerBookingView>(
    'POST',
    `/api/manage/${encodeURIComponent(token)}/reschedule`,
    body,
  );

export function useRescheduleBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleRequest) => rescheduleBooking(token, body),
    onSuccess: (view) => queryClient.setQueryData(managedBookingQueryOptions(token).queryKey, view),
    // Moved or refused, what is free has changed: refetch every day.
    onSettled: () => queryClient.invalidateQueries({ queryKey: availableTimeSlotsKey }),
  });
}
