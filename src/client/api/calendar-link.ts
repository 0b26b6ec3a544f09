// The secret calendar links (decisions.md "Integrations", docs/decisions/049): a technician's feed
// of their jobs and the office's of every job, each read and renewed at its own path.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarLink } from '@/domain/schemas/calendar-feeds';
import { apiGet, apiRequest } from '@/client/lib/api-client';

export type CalendarFeedPath = '/api/technician/calendar-link' | '/api/calendar-link';

const calendarLinkQueryOptions = (path: CalendarFeedPath, token: string) =>
  queryOptions({
    queryKey: [path, token],
    // GET makes the link on first use.
    queryFn: () => apiGet<CalendarLink>(path, { token }),
    // The link changes only by "Get a new link", which puts the new one in the cache.
    staleTime: Infinity,
  });

/** Asked for only while the dialog is open (`enabled`). */
export const useCalendarLink = (path: CalendarFeedPath, token: string, enabled: boolean) =>
  useQuery({ ...calendarLinkQueryOptions(path, token), enabled });

/** POST: a new link; the old one answers 404 from now on. */
export function useRenewCalendarLink(path: CalendarFeedPath, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarLink>('POST', path, undefined, { token }),
    onSuccess: (link) =>
      queryClient.setQueryData(calendarLinkQueryOptions(path, token).queryKey, link),
  });
}
