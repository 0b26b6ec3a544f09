// PUT /api/business (admin): any subset of the business's facts. The answer replaces the facts
// this browser shows at once (the header, footer and call dialog) and the settings form's copy.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { setBusinessFacts } from '@/client/lib/business-facts';
import {
  BUSINESS_QUERY_KEY,
  type BusinessFacts,
  type BusinessUpdate,
} from '@/domain/schemas/business';

export const updateBusiness = (token: string, body: BusinessUpdate) =>
  apiRequest<BusinessFacts>('PUT', '/api/business', body, { token });

export function useUpdateBusiness(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessUpdate) => updateBusiness(token, body),
    onSuccess: (facts) => {
      queryClient.setQueryData(BUSINESS_QUERY_KEY, facts);
      setBusinessFacts(facts);
    },
  });
}
