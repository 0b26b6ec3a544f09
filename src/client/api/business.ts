import type { BusinessFacts } from '@/domain/schemas/business';
import { apiGet } from '@/client/lib/api-client';

/** GET /api/business: the business's facts (name, phone, e-mail, insurer, rating...). */
export function getBusinessFacts(signal?: AbortSignal): Promise<BusinessFacts> {
  return apiGet<BusinessFacts>('/api/business', signal ? { signal } : {});
}
