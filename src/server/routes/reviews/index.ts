// POST /api/reviews (the customer, by the manage link's token), GET /api/reviews (public: the
// published ones; ?all=1 for an admin) and PUT /api/reviews/{id} (admin: publish or hide).
// decisions.md "Finishing a job: the record, the receipt, the review".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../domain/schemas/primitives';
import {
  createdReviewSchema,
  createReviewRequestSchema,
  landingReviewsSchema,
  publicReviewSchema,
  reviewListQuerySchema,
  reviewUpdateRequestSchema,
  staffReviewSchema,
} from '../../../domain/schemas/reviews';
import type { AppContext } from '../../context';
import { authenticateStaff } from '../../plugins/auth';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { readLandingReviews } from '../../services/reviews/landing-reviews';
import { countReviews, listAll, listPublished } from '../../services/reviews/repository';
import { createReview, publishReview } from './service';

/** Per address, like the manage link's changes: a customer sends one review. */
export const REVIEW_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
const DEFAULT_LIMIT = 20;

export const reviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const adminOnly = authenticateStaff(ctx);

  app.post(
    '/api/reviews',
    {
      config: { rateLimit: REVIEW_RATE_LIMIT },
      schema: {
        body: createReviewRequestSchema,
        response: { 201: createdReviewSchema },
        errors: {
          404: 'No booking has this manage token',
          409: 'The booking is not completed yet, or already has its review',
        },
      },
    },
    async (request, reply) => reply.code(201).send(await createReview(ctx, request.body)),
  );

  app.get(
    '/api/reviews',
    {
      schema: {
        querystring: reviewListQuerySchema,
        errors: {
          401: '`all=1` without a staff token, or an expired one',
          403: '`all=1` from a staff member who is not an admin',
        },
        response: { 200: z.union([z.array(staffReviewSchema), z.array(publicReviewSchema)]) },
      },
    },
    async (request, reply) => {
      const { all, limit = DEFAULT_LIMIT, offset = 0 } = request.query;
      if (all) {
        // The whole list with each review's state and booking: an admin's bearer (401 / 403).
        await adminOnly.call(app, request, reply);
      }
      // The whole list's size, whatever the page (docs/decisions/054).
      void reply.header('x-total-count', String(await countReviews(ctx.db, Boolean(all))));
      return all ? listAll(ctx.db, limit, offset) : listPublished(ctx.db, limit, offset);
    },
  );

  // The landing page's block (its newest published reviews with our count and average): what
  // the rendered landing page carries, for a visit that reaches '/' inside the app.
  app.get(
    '/api/reviews/landing',
    { schema: { response: { 200: landingReviewsSchema } } },
    async () => (await readLandingReviews(ctx.db)).value,
  );
};

export const reviewStaffRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  app.put(
    '/api/reviews/:id',
    {
      schema: {
        params: z.object({ id: idParam() }),
        body: reviewUpdateRequestSchema,
        response: { 200: staffReviewSchema },
      },
    },
    async (request) => publishReview(ctx, request.params.id, request.body.published),
  );
};
