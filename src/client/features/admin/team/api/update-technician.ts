import type { Technician } from '@/domain/schemas/staff';
import { apiRequest } from '@/client/lib/api-client';
import { TECHNICIAN_CHANGE, useAdminChange } from '../../lib/admin-queries';

/** PUT /api/technicians/{id}: any subset (decisions.md "Partial updates"). */
export type TechnicianChange = Partial<
  Pick<
    Technician,
    'name' | 'phone' | 'email' | 'role' | 'specialties' | 'maxJobsPerDay' | 'isActive'
  >
>;

export const updateTechnician = (token: string, id: number, change: TechnicianChange) =>
  apiRequest<Technician>('PUT', `/api/technicians/${id}`, change, { token });

export const useUpdateTechnician = (token: string) =>
  // A deactivation unassigns future jobs and changes capacity: the lists of bookings reload.
  useAdminChange(
    ({ id, change }: { id: number; change: TechnicianChange }) =>
      updateTechnician(token, id, change),
    TECHNICIAN_CHANGE,
  );
