import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { adminKeys } from '../../lib/admin-queries';
import type { OutboxItem } from './get-outbox';

/** One message of GET /api/outbox/{id}: what its reader received, with an e-mail's HTML. */
export type OutboxMessage = OutboxItem & { html: string | null };

export const getOutboxMessage = (token: string, id: number) =>
  apiGet<OutboxMessage>(`/api/outbox/${id}`, { token });

export const outboxMessageQueryOptions = (token: string, id: number) =>
  queryOptions({ queryKey: [...adminKeys.outbox, id], queryFn: () => getOutboxMessage(token, id) });

export function useOutboxMessage(token: string, id: number, enabled: boolean) {
  return useQuery({ ...outboxMessageQueryOptions(token, id), enabled });
}
