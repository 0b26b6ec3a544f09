import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { adminKeys } from '../../lib/admin-queries';
import { LIVE_QUERY } from '@/client/components/staff/live-query';

/** One e-mail of GET /api/outbox (decisions.md "Staff operations calls"). */
export type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

export const getOutbox = (token: string) => apiGet<OutboxMail[]>('/api/outbox', { token });

export const outboxQueryOptions = (token: string) =>
  queryOptions({ queryKey: adminKeys.outbox, queryFn: () => getOutbox(token), ...LIVE_QUERY });

export function useOutbox(token: string) {
  return useQuery(outboxQueryOptions(token));
}
