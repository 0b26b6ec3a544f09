import { apiRequest } from '@/client/lib/api-client';
import { useAdminChange } from '../../lib/admin-queries';
import type { OutboxItem } from './get-outbox';

/** POST /api/outbox/{id}/retry: a failed e-mail or text goes back in the queue. */
export const retryMessage = (token: string, id: number) =>
  apiRequest<OutboxItem>('POST', `/api/outbox/${id}/retry`, undefined, { token });

/** A retry, sent or failed again, reloads the outbox. */
export const useRetryMessage = (token: string) =>
  useAdminChange((id: number) => retryMessage(token, id), ['outbox']);
