import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffBooking } from '@/domain/schemas/staff';
import { apiRequest } from '@/client/lib/api-client';
import { type TechnicianSession } from '../lib/technician-session';
import { technicianBookingsQueryOptions } from './get-technician-bookings';

type TechnicianStatus = 'confirmed' | 'in_progress' | 'completed';

/**
 * A status move, a cancel with its reason, "On my way", or cash/afterpay money collected
 * (decisions.md "Staff operations calls").
 */
export type JobChange =
  | { status: TechnicianStatus }
  | { status: 'cancelled'; reason: string }
  | { enRoute: true }
  | { paymentStatus: 'paid' };

/** decisions.md "Staff accounts": the technician's change carries the technician's token. */
export const updateBooking = (token: string, id: number, change: JobChange) =>
  apiRequest<StaffBooking>('PUT', `/api/bookings/${id}`, change, { token });

export function useUpdateBookingStatus(session: TechnicianSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: JobChange }) =>
      updateBooking(session.token, id, change),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: technicianBookingsQueryOptions(session).queryKey,
      }),
  });
}
