import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { adminKeys } from '../../lib/admin-queries';

/** A channel's provider, or null with the note the outbox shows at its top. */
export type OutboxChannelState = { provider: string | null; note: string | null };

/** GET /api/outbox/channels: whether e-mails (SMTP) and texts (Twilio) can be sent at all. */
export type OutboxChannels = { email: OutboxChannelState; sms: OutboxChannelState };

export const getOutboxChannels = (token: string) =>
  apiGet<OutboxChannels>('/api/outbox/channels', { token });

export const outboxChannelsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...adminKeys.outbox, 'channels'],
    queryFn: () => getOutboxChannels(token),
    // The server's settings change only with a restart.
    staleTime: Infinity,
  });

export function useOutboxChannels(token: string) {
  return useQuery(outboxChannelsQueryOptions(token));
}
