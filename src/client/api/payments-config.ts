// GET /api/payments/config: which card form to show and the publishable values it needs. Shared
// by the booking checkout and the payment pages (features do not import each other).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfigResponse } from '@/domain/schemas/payment-providers';
import { apiGet } from '@/client/lib/api-client';

export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfigResponse> {
  return apiGet<PaymentsConfigResponse>('/api/payments/config', signal ? { signal } : {});
}

export const paymentsConfigQueryOptions = queryOptions({
  queryKey: ['payments-config'] as const,
  queryFn: ({ signal }) => getPaymentsConfig(signal),
});

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions);
}
