import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarLink } from '@/domain/schemas/calendar-feeds';
import { apiGet, apiRequest } from '@/client/lib/api-client';

const PATH = '/api/calendar-link';

/** GET /api/calendar-link: the office's feed of every job (admin), made on first use. */
export const getOfficeCalendarLink = (token: string) => apiGet<CalendarLink>(PATH, { token });

/** POST /api/calendar-link: a new link; the old one answers 404 from now on. */
export const renewOfficeCalendarLink = (token: string) =>
  apiRequest<CalendarLink>('POST', PATH, undefined, { token });

export const officeCalendarLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [PATH],
    queryFn: () => getOfficeCalendarLink(token),
    // The link changes only by "Get a new link", which puts the new one in the cache.
    staleTime: Infinity,
  });

/** Asked for only while the dialog is open (`enabled`). */
export const useOfficeCalendarLink = (token: string, enabled: boolean) =>
  useQuery({ ...officeCalendarLinkQueryOptions(token), enabled });

export function useRenewOfficeCalendarLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewOfficeCalendarLink(token),
    onSuccess: (link) =>
      queryClient.setQueryData(officeCalendarLinkQueryOptions(token).queryKey, link),
  });
}
