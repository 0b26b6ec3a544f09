import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerBooking, retryUnlessWrongLink } from '@/client/api/customer-booking';

export const managedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['manage-booking', token] as const,
    queryFn: ({ signal }) => getCustomerBooking(token, signal),
    retry: retryUnlessWrongLink,
  });

export function useManagedBooking(token: string) {
  return useQuery(managedBookingQueryOptions(token));
}
