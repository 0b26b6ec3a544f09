import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, ApiRequestError } from '@/client/lib/api-client';
import type { CustomerBookingView } from '@/domain/schemas/manage';

/** How long the return page keeps asking while a payment has not arrived (the webhook may lag). */
const POLL_MS = 3000;
const POLL_TIMES = 40;

/** GET /api/manage/{token}: the booking as the server has it, paid or not. */
export function getPaymentState(manageToken: string, signal?: AbortSignal) {
  return apiGet<CustomerBookingView>(`/api/manage/${encodeURIComponent(manageToken)}`, {
    ...(signal ? { signal } : {}),
  });
}

export const paymentStateQueryOptions = (manageToken: string) =>
  queryOptions({
    queryKey: ['payment-state', manageToken] as const,
    queryFn: ({ signal }) => getPaymentState(manageToken, signal),
    // A wrong link stays wrong: no retries on a 4xx answer.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
    refetchInterval: (query) =>
      query.state.data?.paymentStatus === 'unpaid' && query.state.dataUpdateCount < POLL_TIMES
        ? POLL_MS
        : false,
  });

export function usePaymentState(manageToken: string | null) {
  return useQuery({ ...paymentStateQueryOptions(manageToken ?? ''), enabled: !!manageToken });
}
