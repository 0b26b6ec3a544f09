import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTechnicianBody, Technician } from '@/domain/schemas/staff';
import { apiRequest } from '@/client/lib/api-client';
import { techniciansQueryOptions } from './get-technicians';

export const createTechnician = (token: string, body: CreateTechnicianBody) =>
  apiRequest<Technician>('POST', '/api/technicians', body, { token });

export function useCreateTechnician(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTechnicianBody) => createTechnician(token, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: techniciansQueryOptions(token).queryKey }),
  });
}
