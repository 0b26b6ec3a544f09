import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { availableTimeSlotsKey } from '@/client/lib/get-available-time-slots';
import type { CancelRequest, CustomerBookingView } from '@/domain/schemas/manage';
import { managedBookingQueryOptions } from './get-managed-booking';

/** POST /api/manage/{token}/cancel: a paid booking comes back refunded. */
export const cancelBooking = (token: string, body: CancelRequest) =>
  apiRequest<CustomerBookingView>('POST', `/api/manage/${encodeURIComponent(token)}/cancel`, body);

export function useCancelBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelRequest) => cancelBooking(token, body),
    onSuccess: (view) => queryClient.setQueryData(managedBookingQueryOptions(token).queryKey, view),
    // The freed window is bookable again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: availableTimeSlotsKey }),
  });
}
