// Finishing a job for staff (decisions.md "Finishing a job: the record, the receipt, the review"):
// the completion call, the customer's signature PNG and the receipt PDF (409 before completion).
// The customer's own receipt is served by the manage link (routes/manage/).
import { completionBodySchema } from '../../../domain/schemas/job-completion';
import { bookingIdParamsSchema, staffBookingSchema } from '../../../domain/schemas/staff';
import { ANY_STAFF, signedInStaff } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { readBusinessFacts } from '../../services/business-facts';
import { readIdempotencyKey, sendStored } from '../../services/idempotency';
import { receiptOf, sendReceipt } from '../../services/receipt/receipt-facts';
import { signatureOf } from '../../bookings/staff-view/completions';
import { completeJob } from './completion-service';
import { findBookingRowInScope } from './repository';
import { notInScope, scopeOf } from '../../bookings/staff-scope';

/**
 * The completion's largest honest body: a 200 KB signature is about 273 KB of base64, beside a
 * note of 2,000 characters and ten photo ids (docs/decisions/020: every route's limit fits it).
 * A signature past 200 KB within this limit is the 400 that names it.
 */
export const COMPLETION_BODY_LIMIT = 320 * 1024;

// Registered through registerStaffRoutes, like the rest of this folder.
export const jobCompletionRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  app.post(
    '/api/bookings/:id/completion',
    {
      bodyLimit: COMPLETION_BODY_LIMIT,
      config: ANY_STAFF,
      schema: {
        params: bookingIdParamsSchema,
        body: completionBodySchema,
        response: { 200: staffBookingSchema },
        errors: {
          409: 'The job cannot be completed from its status or day, or changed meanwhile',
          422: 'The Idempotency-Key was used before with another request',
        },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers);
      const member = signedInStaff(request);
      const answer = await completeJob(ctx, member, request.params.id, request.body, key);
      return sendStored(reply, answer);
    },
  );

  app.get(
    '/api/bookings/:id/signature.png',
    {
      config: ANY_STAFF,
      schema: {
        params: bookingIdParamsSchema,
        answers: { 200: { description: "The customer's signature", contentTypes: ['image/png'] } },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const booking = await findBookingRowInScope(ctx.db, scopeOf(signedInStaff(request)), id);
      if (!booking) throw await notInScope(ctx.db, id);
      const png = await signatureOf(ctx.db, id);
      if (!png) throw new HttpError(404, 'This job has no signature');
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, no-store')
        .send(png);
    },
  );

  app.get(
    '/api/bookings/:id/receipt.pdf',
    {
      config: ANY_STAFF,
      schema: {
        params: bookingIdParamsSchema,
        answers: { 200: { description: 'The receipt', contentTypes: ['application/pdf'] } },
        errors: { 409: 'The job is not completed yet' },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const booking = await findBookingRowInScope(ctx.db, scopeOf(signedInStaff(request)), id);
      if (!booking) throw await notInScope(ctx.db, id);
      const pdf = await receiptOf(ctx.db, booking, await readBusinessFacts(ctx.db));
      return sendReceipt(reply, booking.reference, pdf);
    },
  );
};
