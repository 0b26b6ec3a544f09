import { LOCALES } from '../site/locales';
// Reviews from real customers (decisions.md "Finishing a job: the record, the receipt, the
// review"; docs/decisions/044-reviews.md): the customer's one review per completed booking, the
// public list, and the admin's publish / hide.
import { z } from 'zod';
import { intParam, optionalMultilineText } from './primitives';

export const REVIEW_TEXT_MAX = 2_000;
/** 4 and 5 stars are published at once; 1-3 wait for the admin. */
export const PUBLISHED_AT_ONCE_FROM = 4;
/** How many reviews the landing page shows (newest first). */
export const LANDING_REVIEW_COUNT = 6;

export const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars';
export const MANAGE_TOKEN_MESSAGE = 'Send the link from your booking e-mail';
export const ALREADY_REVIEWED_MESSAGE = 'We already have your review for this booking. Thank you!';
export const NOT_COMPLETED_MESSAGE = 'You can leave a review once your job is done.';

export const createReviewRequestSchema = z.object({
  manageToken: z
    .string({ error: MANAGE_TOKEN_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{20,200}$/, MANAGE_TOKEN_MESSAGE),
  rating: z.int({ error: RATING_MESSAGE }).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  text: optionalMultilineText(
    REVIEW_TEXT_MAX,
    `Keep your review under ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters`,
  ),
});
export type CreateReviewRequest = z.input<typeof createReviewRequestSchema>;

/** What anyone may read: the first name only, the city, the date; every one is from a booking. */
export const publicReviewSchema = z.object({
  id: z.int(),
  rating: z.int(),
  text: z.string().nullable(),
  firstName: z.string(),
  city: z.string().nullable(),
  /** The language of the booking the review comes from: the words are shown as written. */
  locale: z.enum(LOCALES),
  createdAt: z.string(),
  verified: z.literal(true),
});
export type PublicReview = z.output<typeof publicReviewSchema>;

/** The customer's answer to their own review: whether it shows on the site yet. */
export const createdReviewSchema = publicReviewSchema.extend({ published: z.boolean() });
export type CreatedReview = z.output<typeof createdReviewSchema>;

/** The admin's list: every review, with its state and the booking it came from. */
export const staffReviewSchema = createdReviewSchema.extend({ reference: z.string() });
export type StaffReview = z.output<typeof staffReviewSchema>;

export const reviewListQuerySchema = z.object({
  all: z.enum(['1'], { error: 'Send all=1 for every review (admin)' }).optional(),
  limit: intParam(1, 100).optional(),
  offset: intParam(0, 100_000).optional(),
});

export const reviewUpdateRequestSchema = z.strictObject({
  published: z.boolean({ error: 'Send published: true or false' }),
});

/**
 * The landing page's block: the newest published reviews with our own average and count (over
 * every published review), server-rendered and carried in the page (docs/decisions/044).
 */
export const landingReviewsSchema = z.object({
  reviews: z.array(publicReviewSchema),
  count: z.int(),
  /** The average of the published ratings, one decimal; null when there are none. */
  average: z.number().nullable(),
});
export type LandingReviews = z.output<typeof landingReviewsSchema>;
export const LANDING_REVIEWS_QUERY_KEY = ['reviews', 'landing'] as const;
export const LANDING_REVIEWS_ELEMENT_ID = 'landing-reviews';
