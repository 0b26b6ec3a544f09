import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { BOOKING_CHANGE, invalidateAdminLists } from '../../lib/admin-queries';

/** Assignment from the board: the same PUT /api/bookings/{id} as the list's select. */
export const assignJob = (token: string, bookingId: number, technicianId: number | null) =>
  apiRequest<unknown>(
    'PUT',
    `/api/bookings/${bookingId}`,
    { assignedTechnicianId: technicianId },
    { token },
  );

export function useAssignJob(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, technicianId }: { bookingId: number; technicianId: number | null }) =>
      assignJob(token, bookingId, technicianId),
    onSettled: () => invalidateAdminLists(queryClient, BOOKING_CHANGE),
  });
}
