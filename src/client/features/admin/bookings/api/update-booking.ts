import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingUpdateBody, StaffBooking } from '@/domain/schemas/staff';
import { apiRequest } from '@/client/lib/api-client';
import { BOOKING_CHANGE, invalidateAdminLists } from '../../lib/admin-queries';

export const updateBooking = (token: string, id: number, body: BookingUpdateBody) =>
  apiRequest<StaffBooking>('PUT', `/api/bookings/${id}`, body, { token });

export function useUpdateBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BookingUpdateBody }) =>
      updateBooking(token, id, body),
    // One change moves the list, the cards' figures, the board, the history and the outbox.
    onSettled: () => invalidateAdminLists(queryClient, BOOKING_CHANGE),
  });
}
