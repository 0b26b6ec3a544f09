// PUT /api/business (admin): any subset of the business's facts. The answer replaces the cached
// facts at once, so the header, footer and call dialog of this browser show the change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { businessFactsQueryOptions } from '@/client/lib/business-facts';
import type { BusinessFacts, BusinessUpdate } from '@/domain/schemas/business';
import { authHeader } from '../lib/admin-session';

export const updateBusiness = (token: string, body: BusinessUpdate) =>
  apiRequest<BusinessFacts>('PUT', '/api/business', body, authHeader(token));

export function useUpdateBusiness(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessUpdate) => updateBusiness(token, body),
    onSuccess: (facts) => queryClient.setQueryData(businessFactsQueryOptions.queryKey, facts),
  });
}
