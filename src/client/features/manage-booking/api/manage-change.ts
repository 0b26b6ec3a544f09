import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiRequestError } from '@/client/lib/api-client';
import { useSlotChangingMutation } from '@/client/api/time-slots';
import type { CustomerBookingView } from '@/domain/schemas/manage';
import { managedBookingQueryOptions } from './get-managed-booking';

/**
 * A customer's change through the manage link (POST /api/manage/{token}/{change}). The answer is
 * the booking as it now stands; a 409 (window just taken, changes closed) means the booking shown
 * may be out of date, so it is fetched again; either way what is free has changed.
 */
export function useManageChange<Body>(token: string, change: 'cancel' | 'reschedule') {
  const queryClient = useQueryClient();
  const bookingKey = managedBookingQueryOptions(token).queryKey;
  return useSlotChangingMutation({
    mutationFn: (body: Body) =>
      apiRequest<CustomerBookingView>(
        'POST',
        `/api/manage/${encodeURIComponent(token)}/${change}`,
        body,
      ),
    onSuccess: (view) => queryClient.setQueryData(bookingKey, view),
    onError: (failure) => {
      if (failure instanceof ApiRequestError && failure.status === 409) {
        void queryClient.invalidateQueries({ queryKey: bookingKey });
      }
    },
  });
}
