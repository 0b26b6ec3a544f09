import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Technician } from '@/domain/schemas/staff';
import { apiGet } from '@/client/lib/api-client';
import { adminKeys } from '../../lib/admin-queries';
import { LIVE_QUERY } from '@/client/components/staff/live-query';

export const getTechnicians = (token: string) =>
  apiGet<Technician[]>('/api/technicians', { token });

export const techniciansQueryOptions = (token: string) =>
  queryOptions({
    queryKey: adminKeys.technicians,
    queryFn: () => getTechnicians(token),
    ...LIVE_QUERY,
  });

export function useTechnicians(token: string) {
  return useQuery(techniciansQueryOptions(token));
}
