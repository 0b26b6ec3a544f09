import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffBooking } from '@/domain/schemas/staff';
import { apiGet } from '@/client/lib/api-client';
import { LIVE_QUERY } from '@/client/components/staff/live-query';
import { type TechnicianSession } from '../lib/technician-session';

export const getTechnicianBookings = ({ token, technicianId }: TechnicianSession) =>
  apiGet<StaffBooking[]>(`/api/technician/bookings/${technicianId}`, { token });

/** Cache key: the path plus the technician's id (store-staff-assistant.md section 7). */
export const technicianBookingsQueryOptions = (session: TechnicianSession) =>
  queryOptions({
    queryKey: ['/api/technician/bookings', session.technicianId],
    queryFn: () => getTechnicianBookings(session),
    ...LIVE_QUERY,
  });

export function useTechnicianBookings(session: TechnicianSession) {
  return useQuery(technicianBookingsQueryOptions(session));
}
