import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginHints } from '@/domain/schemas/staff';
import { apiGet } from '@/client/lib/api-client';

export const getLoginHints = () => apiGet<LoginHints>('/api/staff/login-hints');

export const loginHintsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/staff/login-hints'], queryFn: getLoginHints });

export function useLoginHints() {
  return useQuery(loginHintsQueryOptions());
}
