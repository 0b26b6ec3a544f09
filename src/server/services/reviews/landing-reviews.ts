// The landing page's reviews block (docs/decisions/044): the newest published reviews with our own
// count and average, read like the business facts (services/business-facts.ts): one cached read
// per database object, FRESH_MS old at most, forgotten at once when a review on this server is
// created published, published or hidden. The page cache keys its pages on the result, so the
// next request for the landing page renders the new list.
import { createHash } from 'node:crypto';
import { LANDING_REVIEW_COUNT, type LandingReviews } from '../../../domain/schemas/reviews';
import type { Executor } from '../../db/client';
import { FRESH_MS } from '../business-facts';
import { freshPerDatabase } from '../fresh-read';
import { listPublished, publishedSummary } from './repository';

export type LandingReviewsRead = { readonly value: LandingReviews; readonly version: string };

async function select(db: Executor): Promise<LandingReviewsRead> {
  const [reviews, summary] = await Promise.all([
    listPublished(db, LANDING_REVIEW_COUNT, 0),
    publishedSummary(db),
  ]);
  const value = { reviews, ...summary };
  const version = createHash('sha256').update(JSON.stringify(value)).digest('base64url');
  return { value, version: version.slice(0, 16) };
}

const landing = freshPerDatabase(select, FRESH_MS);

export function readLandingReviews(db: Executor, now = Date.now()): Promise<LandingReviewsRead> {
  return landing.read(db, now);
}

/** After a change to what the public sees: the next read asks the database. */
export function forgetLandingReviews(db: Executor): void {
  landing.forget(db);
}
