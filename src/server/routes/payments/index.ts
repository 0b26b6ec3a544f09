import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentConfirmResponseSchema,
  paymentIntentRequestSchema,
  paymentIntentResponseSchema,
  sandboxConfirmRequestSchema,
  type SandboxConfirmRequest,
} from '../../../domain/schemas/payments';
import type { AppContext } from '../../context';
import { HttpError } from '../../plugins/errors';
import { readIdempotencyKey } from '../../services/idempotency';
import { createPaymentGateway } from '../../services/payments/index';
import { confirmSandboxPayment, createBookingIntent } from './service';

const PAYMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * What identifies a confirm request for Idempotency-Key matching: the card's last four digits
 * only, so no hash of a full card number is ever stored.
 */
function confirmFingerprint(body: SandboxConfirmRequest) {
  return {
    clientSecret: body.clientSecret,
    last4: body.cardNumber.slice(-4),
    expMonth: body.expMonth,
    expYear: body.expYear,
  };
}

/** Card payments for bookings (decisions.md "Payments"). */
export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const gateway = createPaymentGateway(ctx.config);

  // The spec's name for the call; it creates an intent with whichever gateway is configured.
  app.post(
    '/api/stripe-payment-intent',
    {
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      schema: { body: paymentIntentRequestSchema, response: { 200: paymentIntentResponseSchema } },
    },
    async (request, reply) => {
      const answer = await createBookingIntent(ctx, gateway, {
        bookingId: request.body.bookingId,
        idempotencyKey: readIdempotencyKey(request.headers),
        // The client's amount and items never matter; the booking's stored total is charged.
        rawBody: { bookingId: request.body.bookingId },
      });
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return answer.body;
    },
  );

  app.post(
    '/api/payments/sandbox/confirm',
    {
      config: { rateLimit: PAYMENT_RATE_LIMIT },
      schema: {
        body: sandboxConfirmRequestSchema,
        response: { 200: paymentConfirmResponseSchema },
      },
    },
    async (request, reply) => {
      if (gateway.name !== 'sandbox') {
        throw new HttpError(404, 'The sandbox gateway is not in use');
      }
      const answer = await confirmSandboxPayment(ctx, gateway, {
        body: request.body,
        idempotencyKey: readIdempotencyKey(request.headers),
        rawBody: confirmFingerprint(request.body),
      });
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      void reply.header('cache-control', 'no-store');
      return answer.body;
    },
  );
};
