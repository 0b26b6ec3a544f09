import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Technician } from '@/domain/schemas/staff';
import { apiGet } from '@/client/lib/api-client';
import { authHeader } from './admin-session';
import { LIVE_QUERY } from '@/client/components/staff/live-query';

export const getTechnicians = (token: string) =>
  apiGet<Technician[]>('/api/technicians', authHeader(token));

export const techniciansQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/technicians'],
    queryFn: () => getTechnicians(token),
    ...LIVE_QUERY,
  });

export function useTechnicians(token: string) {
  return useQuery(techniciansQueryOptions(token));
}
