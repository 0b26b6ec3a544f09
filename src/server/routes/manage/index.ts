// The customer's self-service calls (decisions.md "The customer's view of a booking"): the manage
// link /my-booking/{token} reads, reschedules and cancels; /track finds a booking by reference
// and e-mail. Every answer is the customer's view, never cached.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelRequestSchema,
  customerBookingViewSchema,
  manageTokenParamsSchema,
  rescheduleRequestSchema,
  trackRequestSchema,
} from '../../../domain/schemas/manage';
import type { AppContext } from '../../context';
import { readBusinessFacts } from '../../services/business-facts';
import { receiptOf, sendReceipt } from '../../services/receipt/receipt-facts';
import {
  bookingOfToken,
  cancelByToken,
  rescheduleByToken,
  viewByReference,
  viewByToken,
} from './service';

/** Per address: plenty for a customer who mistypes, far too few to guess references. */
export const TRACK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
const CHANGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** Per address: a customer opens their receipt a few times; nobody needs more. */
/** The code tells which: `change_cut_off`, `booking_closed`, `slot_full`, `slot_closed`. */
const CHANGE_REFUSED =
  'Past the 24-hour cut-off, a booking cancelled, started or done, or the window is full or blocked';
const RECEIPT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const manageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const answer = { 200: customerBookingViewSchema };

  app.get(
    '/api/manage/:token',
    { schema: { params: manageTokenParamsSchema, response: answer } },
    async (request) => viewByToken(ctx, request.params.token),
  );

  app.post(
    '/api/track',
    {
      config: { rateLimit: TRACK_RATE_LIMIT },
      schema: {
        body: trackRequestSchema,
        response: answer,
        errors: { 404: 'No booking has this reference and e-mail address' },
      },
    },
    async (request) => viewByReference(ctx, request.body),
  );

  app.post(
    '/api/manage/:token/reschedule',
    {
      config: { rateLimit: CHANGE_RATE_LIMIT },
      schema: {
        params: manageTokenParamsSchema,
        body: rescheduleRequestSchema,
        response: answer,
        errors: { 409: CHANGE_REFUSED },
      },
    },
    async (request) => rescheduleByToken(ctx, request.params.token, request.body),
  );

  app.post(
    '/api/manage/:token/cancel',
    {
      config: { rateLimit: CHANGE_RATE_LIMIT },
      // The reason is optional, and so is the body itself.
      schema: {
        params: manageTokenParamsSchema,
        body: cancelRequestSchema.nullish(),
        response: answer,
        errors: { 409: CHANGE_REFUSED },
      },
    },
    async (request) => cancelByToken(ctx, request.params.token, request.body ?? {}),
  );

  // The receipt of a completed job (decisions.md "Finishing a job"): 409 before completion.
  app.get(
    '/api/manage/:token/receipt.pdf',
    {
      config: { rateLimit: RECEIPT_RATE_LIMIT },
      schema: {
        params: manageTokenParamsSchema,
        answers: { 200: { description: 'The receipt', contentTypes: ['application/pdf'] } },
        errors: { 409: 'The job is not completed yet' },
      },
    },
    async (request, reply) => {
      const booking = await bookingOfToken(ctx.db, request.params.token);
      const pdf = await receiptOf(ctx.db, booking, await readBusinessFacts(ctx.db));
      return sendReceipt(reply, booking.reference, pdf);
    },
  );
};
