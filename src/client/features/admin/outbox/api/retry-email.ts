import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { outboxQueryOptions, type OutboxMail } from './get-outbox';

export const retryEmail = (token: string, id: number) =>
  apiRequest<OutboxMail>('POST', `/api/outbox/${id}/retry`, undefined, { token });

export function useRetryEmail(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => retryEmail(token, id),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: outboxQueryOptions(token).queryKey }),
  });
}
