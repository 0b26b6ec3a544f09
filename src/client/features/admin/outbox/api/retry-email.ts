import { apiRequest } from '@/client/lib/api-client';
import { useAdminChange } from '../../lib/admin-queries';
import type { OutboxMail } from './get-outbox';

export const retryEmail = (token: string, id: number) =>
  apiRequest<OutboxMail>('POST', `/api/outbox/${id}/retry`, undefined, { token });

/** A retry, sent or failed again, reloads the outbox. */
export const useRetryEmail = (token: string) =>
  useAdminChange((id: number) => retryEmail(token, id), ['outbox']);
