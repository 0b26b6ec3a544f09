// The landing page's reviews (docs/decisions/044). The landing page runs without TanStack Query
// (docs/decisions/037), so they are read as the business facts are: a server render gets them
// from its preloaded answers, the browser from the copy its page carries (an embedded JSON
// element, like the store's products), so the first render needs no request. A visit that
// reaches '/' inside the app (no copy in the page) asks GET /api/reviews/landing once.
import { useContext, useEffect, useState } from 'react';
import { apiGet } from '@/client/lib/api-client';
import { readEmbeddedJson } from '@/client/lib/business-facts';
import { ServerQueryClient } from '@/client/lib/server-query-client';
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

// Read once, when this code arrives; kept for the page's life (a later visit reloads the page).
let known = readEmbedded();

export const getLandingReviews = () => apiGet<LandingReviews>('/api/reviews/landing');

export function useLandingReviews(): LandingReviews | undefined {
  const server =
    useContext(ServerQueryClient)?.getQueryData<LandingReviews>(LANDING_REVIEWS_QUERY_KEY);
  const [value, setValue] = useState(() => server ?? known);
  useEffect(() => {
    if (value) return;
    let current = true;
    getLandingReviews().then(
      (answer) => {
        known = answer;
        if (current) setValue(answer);
      },
      // Without them the block shows the testimonials left elsewhere, as before any review.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [value]);
  return value;
}
