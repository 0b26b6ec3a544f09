import { apiRequest } from '@/client/lib/api-client';
import type { StaffReview } from '@/domain/schemas/reviews';
import { useAdminChange } from '../../lib/admin-queries';

/** PUT /api/reviews/{id}: publish a review on the site, or hide it. */
export const publishReview = (token: string, id: number, published: boolean) =>
  apiRequest<StaffReview>('PUT', `/api/reviews/${id}`, { published }, { token });

/** Published or hidden, the list reloads. */
export const usePublishReview = (token: string) =>
  useAdminChange(
    ({ id, published }: { id: number; published: boolean }) => publishReview(token, id, published),
    ['reviews'],
  );
