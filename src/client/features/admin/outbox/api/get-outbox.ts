import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { adminKeys } from '../../lib/admin-queries';
import { LIVE_QUERY } from '@/client/components/staff/live-query';

/** How a message travels: an e-mail, or a text message (decisions.md "Text messages (SMS)"). */
export type OutboxChannel = 'email' | 'sms';

/**
 * One message of GET /api/outbox (decisions.md "Staff operations calls", "Text messages (SMS)"):
 * an e-mail has its subject, a text none; `body` is the words (an e-mail's plain text), `to` an
 * e-mail address or a number in E.164.
 */
export type OutboxItem = {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** Why a waiting message is not being sent (no provider for its channel), else null. */
  deliveryNote: string | null;
};

/** The list's filter: every message, or one channel (`?channel=`). */
export type OutboxFilter = OutboxChannel | 'all';

export const getOutbox = (token: string, filter: OutboxFilter = 'all') =>
  apiGet<OutboxItem[]>(filter === 'all' ? '/api/outbox' : `/api/outbox?channel=${filter}`, {
    token,
  });

export const outboxQueryOptions = (token: string, filter: OutboxFilter = 'all') =>
  queryOptions({
    queryKey: [...adminKeys.outbox, 'list', filter],
    queryFn: () => getOutbox(token, filter),
    ...LIVE_QUERY,
  });

export function useOutbox(token: string, filter: OutboxFilter = 'all') {
  return useQuery(outboxQueryOptions(token, filter));
}
