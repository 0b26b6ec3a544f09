import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import type { StaffReview } from '@/domain/schemas/reviews';
import { adminKeys } from '../../lib/admin-queries';

/** The newest 100 reviews: GET /api/reviews?all=1 (admin), each with its state and booking. */
export const getReviews = (token: string) =>
  apiGet<StaffReview[]>('/api/reviews?all=1&limit=100', { token });

export const reviewsQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...adminKeys.reviews, 'all'], queryFn: () => getReviews(token) });

export const useReviews = (token: string) => useQuery(reviewsQueryOptions(token));
