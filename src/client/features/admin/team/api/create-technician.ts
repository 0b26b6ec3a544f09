import type { CreateTechnicianBody, Technician } from '@/domain/schemas/staff';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminChange } from '../../lib/admin-queries';

export const createTechnician = (token: string, body: CreateTechnicianBody) =>
  apiRequest<Technician>('POST', '/api/technicians', body, { token });

/** The team list reloads after an attempt (a refused one leaves it as it was). */
export const useCreateTechnician = (token: string) =>
  useAdminChange((body: CreateTechnicianBody) => createTechnician(token, body), ['technicians']);
