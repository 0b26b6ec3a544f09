import type { CreatedWebhookEndpoint, WebhookEndpointCreate } from '@/domain/schemas/webhooks';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminChange } from '../../lib/admin-queries';

/** POST /api/webhook-endpoints: the answer carries the signing secret, the only time it is shown. */
export const createWebhookEndpoint = (token: string, body: WebhookEndpointCreate) =>
  apiRequest<CreatedWebhookEndpoint>('POST', '/api/webhook-endpoints', body, { token });

export const useCreateWebhookEndpoint = (token: string) =>
  useAdminChange((body: WebhookEndpointCreate) => createWebhookEndpoint(token, body), ['webhooks']);
