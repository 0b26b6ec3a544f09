import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarLink } from '@/domain/schemas/calendar-feeds';
import { apiGet, apiRequest } from '@/client/lib/api-client';
import type { TechnicianSession } from '../lib/technician-session';

const PATH = '/api/technician/calendar-link';

/** GET /api/technician/calendar-link: the technician's own feed link, made on first use. */
export const getCalendarLink = (token: string) => apiGet<CalendarLink>(PATH, { token });

/** POST /api/technician/calendar-link: a new link; the old one answers 404 from now on. */
export const renewCalendarLink = (token: string) =>
  apiRequest<CalendarLink>('POST', PATH, undefined, { token });

export const calendarLinkQueryOptions = (session: TechnicianSession) =>
  queryOptions({
    queryKey: [PATH, session.technicianId],
    queryFn: () => getCalendarLink(session.token),
    // The link changes only by "Get a new link", which puts the new one in the cache.
    staleTime: Infinity,
  });

/** Asked for only while the dialog is open (`enabled`). */
export const useCalendarLink = (session: TechnicianSession, enabled: boolean) =>
  useQuery({ ...calendarLinkQueryOptions(session), enabled });

export function useRenewCalendarLink(session: TechnicianSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewCalendarLink(session.token),
    onSuccess: (link) => queryClient.setQueryData(calendarLinkQueryOptions(session).queryKey, link),
  });
}
