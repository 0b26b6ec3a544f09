// Finishing a job, the server side (decisions.md "Finishing a job: the record, the receipt, the
// review"): the completion call, the signature PNG and the receipt PDF for staff, and the receipt
// for the customer by manage token. Before completion both receipts are 409.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { completionBodySchema } from '../../../domain/schemas/job-completion';
import { manageTokenParamsSchema } from '../../../domain/schemas/manage';
import { bookingIdParamsSchema, staffBookingSchema } from '../../../domain/schemas/staff';
import type { AppContext } from '../../context';
import { ANY_STAFF, signedInStaff } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { readBusinessFacts } from '../../services/business-facts';
import { readIdempotencyKey, sendStored } from '../../services/idempotency';
import { receiptFileName, receiptOf } from '../../services/receipt/receipt-facts';
import { bookingOfToken } from '../manage/service';
import { signatureOf } from '../staff-bookings/completions';
import { findBookingForReceipt } from './repository';
import { completeJob } from './service';
import { notInScope, scopeOf } from '../staff-bookings/service';

/**
 * The completion's largest honest body: a 200 KB signature is about 273 KB of base64, beside a
 * note of 2,000 characters and ten photo ids (docs/decisions/020: every route's limit fits it).
 * A signature past 200 KB within this limit is the 400 that names it.
 */
export const COMPLETION_BODY_LIMIT = 320 * 1024;

/** Per address: a customer opens their receipt a few times; nobody needs more. */
const RECEIPT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

function sendPdf(reply: FastifyReply, reference: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${receiptFileName(reference)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

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
    { config: ANY_STAFF, schema: { params: bookingIdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const booking = await findBookingForReceipt(ctx.db, scopeOf(signedInStaff(request)), id);
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
    { config: ANY_STAFF, schema: { params: bookingIdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const booking = await findBookingForReceipt(ctx.db, scopeOf(signedInStaff(request)), id);
      if (!booking) throw await notInScope(ctx.db, id);
      const pdf = await receiptOf(ctx.db, booking, await readBusinessFacts(ctx.db));
      return sendPdf(reply, booking.reference, pdf);
    },
  );
};

/** The customer's receipt by the manage token (404 for an unknown token). */
export const receiptRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/manage/:token/receipt.pdf',
    { config: { rateLimit: RECEIPT_RATE_LIMIT }, schema: { params: manageTokenParamsSchema } },
    async (request, reply) => {
      const booking = await bookingOfToken(ctx.db, request.params.token);
      const pdf = await receiptOf(ctx.db, booking, await readBusinessFacts(ctx.db));
      return sendPdf(reply, booking.reference, pdf);
    },
  );
};
