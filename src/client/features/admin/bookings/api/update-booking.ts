import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingUpdateBody, StaffBooking } from '@/domain/schemas/staff';
import { apiRequest } from '@/client/lib/api-client';
import { authHeader } from '../../lib/admin-session';

export const updateBooking = (token: string, id: number, body: BookingUpdateBody) =>
  apiRequest<StaffBooking>('PUT', `/api/bookings/${id}`, body, authHeader(token));

export function useUpdateBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BookingUpdateBody }) =>
      updateBooking(token, id, body),
    // One change moves the list, the cards' figures, the board and the history: reload them all.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
