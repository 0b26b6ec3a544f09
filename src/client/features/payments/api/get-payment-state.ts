import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerBooking, retryUnlessWrongLink } from '@/client/api/customer-booking';

/** How long the return page keeps asking while a payment has not arrived (the webhook may lag). */
const POLL_MS = 3000;
const POLL_TIMES = 40;

export const paymentStateQueryOptions = (manageToken: string) =>
  queryOptions({
    queryKey: ['payment-state', manageToken] as const,
    queryFn: ({ signal }) => getCustomerBooking(manageToken, signal),
    retry: retryUnlessWrongLink,
    refetchInterval: (query) =>
      query.state.data?.paymentStatus === 'unpaid' && query.state.dataUpdateCount < POLL_TIMES
        ? POLL_MS
        : false,
  });

export function usePaymentState(manageToken: string | null) {
  return useQuery({ ...paymentStateQueryOptions(manageToken ?? ''), enabled: !!manageToken });
}
