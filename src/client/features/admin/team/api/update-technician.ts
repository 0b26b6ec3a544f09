import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Technician } from '@/domain/schemas/staff';
import { apiRequest } from '@/client/lib/api-client';
import { invalidateAdminLists, TECHNICIAN_CHANGE } from '../../lib/admin-queries';

/** PUT /api/technicians/{id}: any subset (decisions.md "Partial updates"). */
export type TechnicianChange = Partial<
  Pick<
    Technician,
    'name' | 'phone' | 'email' | 'role' | 'specialties' | 'maxJobsPerDay' | 'isActive'
  >
>;

export const updateTechnician = (token: string, id: number, change: TechnicianChange) =>
  apiRequest<Technician>('PUT', `/api/technicians/${id}`, change, { token });

export function useUpdateTechnician(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: TechnicianChange }) =>
      updateTechnician(token, id, change),
    // A deactivation unassigns future jobs and changes capacity: the lists of bookings reload.
    onSettled: () => invalidateAdminLists(queryClient, TECHNICIAN_CHANGE),
  });
}
