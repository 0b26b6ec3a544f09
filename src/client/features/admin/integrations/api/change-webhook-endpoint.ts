import type { WebhookEndpoint, WebhookEndpointUpdate } from '@/domain/schemas/webhooks';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminChange } from '../../lib/admin-queries';

/** PUT /api/webhook-endpoints/{id}: the URL, the events or the Active switch. */
export const updateWebhookEndpoint = (token: string, id: number, body: WebhookEndpointUpdate) =>
  apiRequest<WebhookEndpoint>('PUT', `/api/webhook-endpoints/${id}`, body, { token });

export const useUpdateWebhookEndpoint = (token: string) =>
  useAdminChange(
    ({ id, ...body }: WebhookEndpointUpdate & { id: number }) =>
      updateWebhookEndpoint(token, id, body),
    ['webhooks'],
  );

/** DELETE /api/webhook-endpoints/{id}: the endpoint and its deliveries go. */
export const deleteWebhookEndpoint = (token: string, id: number) =>
  apiRequest<null>('DELETE', `/api/webhook-endpoints/${id}`, undefined, { token });

export const useDeleteWebhookEndpoint = (token: string) =>
  useAdminChange((id: number) => deleteWebhookEndpoint(token, id), ['webhooks']);
