// The landing page's reviews (docs/decisions/044): the server-rendered page carries them (an
// embedded JSON element, like the store's products), so its first render needs no request; a
// visit that reaches '/' inside the app asks GET /api/reviews/landing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';
import { readEmbeddedJson } from '@/client/lib/business-facts';
import {
  LANDING_REVIEWS_ELEMENT_ID,
  LANDING_REVIEWS_QUERY_KEY,
  type LandingReviews,
} from '@/domain/schemas/reviews';

function readEmbedded(): LandingReviews | undefined {
  if (typeof document === 'undefined') return undefined;
  const parsed = readEmbeddedJson(LANDING_REVIEWS_ELEMENT_ID) as LandingReviews | null | undefined;
  return parsed && Array.isArray(parsed.reviews) ? parsed : undefined;
}

// Read once, when this code arrives: the query's first data on the page the server rendered.
let embedded = readEmbedded();

export const landingReviewsQueryOptions = queryOptions({
  queryKey: LANDING_REVIEWS_QUERY_KEY,
  queryFn: ({ signal }) => apiGet<LandingReviews>('/api/reviews/landing', { signal }),
  initialData: () => {
    const value = embedded;
    embedded = undefined;
    return value;
  },
});

export const useLandingReviews = () => useQuery(landingReviewsQueryOptions);
