import { useMutation } from '@tanstack/react-query';
import type { LoginBody, TechnicianLoginResponse } from '@/domain/schemas/staff';
import { apiRequest } from '@/client/lib/api-client';

export const technicianLogin = (body: LoginBody) =>
  apiRequest<TechnicianLoginResponse>('POST', '/api/auth/technician-login', body);

export function useTechnicianLogin() {
  return useMutation({ mutationFn: technicianLogin });
}
