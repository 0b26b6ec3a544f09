import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, ApiRequestError } from '@/client/lib/api-client';
import type { CustomerBookingView } from '@/domain/schemas/manage';

/** GET /api/manage/{token}: the customer's view behind the link in every e-mail. */
export function getManagedBooking(token: string, signal?: AbortSignal) {
  return apiGet<CustomerBookingView>(`/api/manage/${encodeURIComponent(token)}`, {
    ...(signal ? { signal } : {}),
  });
}

export const managedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['manage-booking', token] as const,
    queryFn: ({ signal }) => getManagedBooking(token, signal),
    // A wrong link stays wrong: no retries on a 4xx answer.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });

export function useManagedBooking(token: string) {
  return useQuery(managedBookingQueryOptions(token));
}
