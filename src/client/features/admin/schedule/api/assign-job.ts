import { apiRequest } from '@/client/lib/api-client';
import { BOOKING_CHANGE, useAdminChange } from '../../lib/admin-queries';

/** Assignment from the board: the same PUT /api/bookings/{id} as the list's select. */
export const assignJob = (token: string, bookingId: number, technicianId: number | null) =>
  apiRequest<unknown>(
    'PUT',
    `/api/bookings/${bookingId}`,
    { assignedTechnicianId: technicianId },
    { token },
  );

export const useAssignJob = (token: string) =>
  useAdminChange(
    ({ bookingId, technicianId }: { bookingId: number; technicianId: number | null }) =>
      assignJob(token, bookingId, technicianId),
    BOOKING_CHANGE,
  );
