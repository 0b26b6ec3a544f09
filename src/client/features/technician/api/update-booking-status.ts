import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffBooking } from '@/domain/schemas/staff';
import { apiRequest } from '@/client/lib/api-client';
import { authHeader, type TechnicianSession } from '../lib/technician-session';
import { technicianBookingsQueryOptions } from './get-technician-bookings';

type TechnicianStatus = 'confirmed' | 'in_progress' | 'completed' | 'cancelled';

/** decisions.md "Staff accounts": the technician's status change carries the technician's token. */
export const updateBookingStatus = (token: string, id: number, status: TechnicianStatus) =>
  apiRequest<StaffBooking>('PUT', `/api/bookings/${id}`, { status }, authHeader(token));

export function useUpdateBookingStatus(session: TechnicianSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TechnicianStatus }) =>
      updateBookingStatus(session.token, id, status),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: technicianBookingsQueryOptions(session).queryKey,
      }),
  });
}
