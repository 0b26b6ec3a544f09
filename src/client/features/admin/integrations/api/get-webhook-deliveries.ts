import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDelivery } from '@/domain/schemas/webhooks';
import { apiGet, apiRequest } from '@/client/lib/api-client';
import { adminKeys, useAdminChange } from '../../lib/admin-queries';

/** GET /api/webhook-endpoints/{id}/deliveries: the latest 50, newest first. */
export const getWebhookDeliveries = (token: string, endpointId: number) =>
  apiGet<WebhookDelivery[]>(`/api/webhook-endpoints/${endpointId}/deliveries`, { token });

export const webhookDeliveriesQueryOptions = (token: string, endpointId: number) =>
  queryOptions({
    queryKey: [...adminKeys.webhooks, endpointId, 'deliveries'],
    queryFn: () => getWebhookDeliveries(token, endpointId),
  });

export function useWebhookDeliveries(token: string, endpointId: number, enabled: boolean) {
  return useQuery({ ...webhookDeliveriesQueryOptions(token, endpointId), enabled });
}

/** POST .../deliveries/{deliveryId}/resend: a failed delivery is tried again, same webhook-id. */
export const resendWebhookDelivery = (token: string, endpointId: number, deliveryId: number) =>
  apiRequest<WebhookDelivery>(
    'POST',
    `/api/webhook-endpoints/${endpointId}/deliveries/${deliveryId}/resend`,
    undefined,
    { token },
  );

export const useResendWebhookDelivery = (token: string, endpointId: number) =>
  useAdminChange(
    (deliveryId: number) => resendWebhookDelivery(token, endpointId, deliveryId),
    ['webhooks'],
  );
