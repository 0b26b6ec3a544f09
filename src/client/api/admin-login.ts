import { useMutation } from '@tanstack/react-query';
import type { AdminLoginResponse, LoginBody } from '@/domain/schemas/staff';
import { apiRequest } from '@/client/lib/api-client';

export const adminLogin = (body: LoginBody) =>
  apiRequest<AdminLoginResponse>('POST', '/api/admin/login', body);

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
