import type { BookingUpdateBody, StaffBooking } from '@/domain/schemas/staff';
import { apiRequest } from '@/client/lib/api-client';
import { BOOKING_CHANGE, useAdminChange } from '../../lib/admin-queries';

export const updateBooking = (token: string, id: number, body: BookingUpdateBody) =>
  apiRequest<StaffBooking>('PUT', `/api/bookings/${id}`, body, { token });

export const useUpdateBooking = (token: string) =>
  // One change moves the list, the cards' figures, the board, the history and the outbox.
  useAdminChange(
    ({ id, body }: { id: number; body: BookingUpdateBody }) => updateBooking(token, id, body),
    BOOKING_CHANGE,
  );
