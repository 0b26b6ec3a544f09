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

/**
 * decisions.md "Staff accounts": the technician's change carries the technician's token, and its
 * Idempotency-Key, made at the tap, so a change sent again (docs/decisions/041) is applied once.
 */
export const updateBooking = (token: string, id: number, change: JobChange, key?: string) =>
  apiRequest<StaffBooking>('PUT', `/api/bookings/${id}`, change, {
    token,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

export function useUpdateBookingStatus(session: TechnicianSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change, key }: { id: number; change: JobChange; key?: string }) =>
      updateBooking(session.token, id, change, key),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: technicianBookingsQueryOptions(session).queryKey,
      }),
  });
}
