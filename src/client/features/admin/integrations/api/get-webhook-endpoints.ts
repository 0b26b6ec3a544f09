import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@/domain/schemas/webhooks';
import { apiGet } from '@/client/lib/api-client';
import { adminKeys } from '../../lib/admin-queries';

/** GET /api/webhook-endpoints: the endpoints, newest first, never with their secrets. */
export const getWebhookEndpoints = (token: string) =>
  apiGet<WebhookEndpoint[]>('/api/webhook-endpoints', { token });

export const webhookEndpointsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...adminKeys.webhooks, 'list'],
    queryFn: () => getWebhookEndpoints(token),
  });

export function useWebhookEndpoints(token: string) {
  return useQuery(webhookEndpointsQueryOptions(token));
}
