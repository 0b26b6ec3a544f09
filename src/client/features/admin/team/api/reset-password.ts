import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';

/** POST /api/technicians/{id}/password (admin): a new password; the old one stops working. */
export const resetPassword = (token: string, id: number, password: string) =>
  apiRequest<unknown>('POST', `/api/technicians/${id}/password`, { password }, { token });

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      resetPassword(token, id, password),
  });
}
