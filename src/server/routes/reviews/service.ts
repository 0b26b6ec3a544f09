// A customer's review and the admin's publish / hide (decisions.md "Finishing a job: the record,
// the receipt, the review"; docs/decisions/044-reviews.md).
import {
  ALREADY_REVIEWED_MESSAGE,
  NOT_COMPLETED_MESSAGE,
  PUBLISHED_AT_ONCE_FROM,
  staffReviewSchema,
  type CreatedReview,
  type StaffReview,
} from '../../../domain/schemas/reviews';
import type { AppContext } from '../../context';
import { HttpError } from '../../plugins/errors';
import { enqueueWebhooks } from '../../services/webhooks/enqueue';
// eslint-disable-next-line import-x/no-restricted-paths -- the manage link's one token lookup (044)
import { bookingOfToken } from '../manage/service';
import { forgetLandingReviews } from '../../services/reviews/landing-reviews';
import {
  findReview,
  insertReview,
  presentStaff,
  setPublished,
} from '../../services/reviews/repository';

export const REVIEW_NOT_FOUND_MESSAGE = 'No review with that id.';
export const TEST_BOOKING_REVIEW_MESSAGE = 'A test booking’s review is never published.';

/** One review per completed booking; a test booking's review is kept but never shown. */
export async function createReview(
  ctx: AppContext,
  input: { manageToken: string; rating: number; text?: string | undefined },
): Promise<CreatedReview> {
  const booking = await bookingOfToken(ctx.db, input.manageToken);
  if (booking.status !== 'completed') throw new HttpError(409, NOT_COMPLETED_MESSAGE);
  const diagnostic = booking.source === 'diagnostic';
  const published = !diagnostic && input.rating >= PUBLISHED_AT_ONCE_FROM;
  // The review and its review.created webhook (the staff view of the review) commit together;
  // a test booking's review tells nobody (docs/decisions/048-webhooks.md).
  const row = await ctx.db.transaction(async (trx) => {
    const id = await insertReview(trx, {
      bookingId: booking.id,
      rating: input.rating,
      text: input.text ?? null,
      published,
    });
    if (id === undefined) throw new HttpError(409, ALREADY_REVIEWED_MESSAGE);
    const stored = await findReview(trx, id);
    if (!stored) throw new Error(`review ${id} vanished`);
    if (!diagnostic) {
      await enqueueWebhooks(trx, 'review.created', staffReviewSchema.parse(presentStaff(stored)));
    }
    return stored;
  });
  if (published) forgetLandingReviews(ctx.db);
  const { reference, ...created } = presentStaff(row);
  void reference;
  return created;
}

export async function publishReview(
  ctx: AppContext,
  id: number,
  published: boolean,
): Promise<StaffReview> {
  const row = await findReview(ctx.db, id);
  if (!row) throw new HttpError(404, REVIEW_NOT_FOUND_MESSAGE);
  if (published && row.source === 'diagnostic')
    throw new HttpError(409, TEST_BOOKING_REVIEW_MESSAGE);
  if (row.published !== published) {
    await setPublished(ctx.db, id, published);
    forgetLandingReviews(ctx.db);
  }
  return presentStaff({ ...row, published });
}
