import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  paymentConfirmResponseSchema,
  paymentIntentRequestSchema,
  paymentIntentResponseSchema,
  sandboxConfirmRequestSchema,
  type SandboxConfirmRequest,
} from '../../../domain/schemas/payments';
import {
  paymentsConfigResponseSchema,
  sandboxTokenizeRequestSchema,
  sandboxTokenizeResponseSchema,
  squarePaymentRequestSchema,
  squarePaymentResponseSchema,
} from '../../../domain/schemas/payment-providers';
import type { AppContext } from '../../context';
import { HttpError } from '../../plugins/errors';
import { readIdempotencyKey, sendStored } from '../../services/idempotency';
import { paymentGateways } from '../../services/payments/index';
import { createIntent } from '../../payments/intents';
import { confirmSandboxPayment } from '../../payments/sandbox-confirm';
import { chargeCardToken, chargeTestToken } from '../../payments/token';
import { tokenizeSandboxCard } from './sandbox-tokenize';
import { webhookRoutes } from './webhooks';

const PAYMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** Every card call is throttled alike: its body and its 200 answer. */
function throttledPost<Body extends z.ZodType, Answer extends z.ZodType>(
  body: Body,
  answer: Answer,
  errors: Readonly<Partial<Record<number, string>>> = {},
) {
  return {
    config: { rateLimit: PAYMENT_RATE_LIMIT },
    schema: { body, response: { 200: answer }, errors },
  };
}

// The refusals a payment call can answer (the API description, docs/decisions/054).
const PAYMENT_ERRORS = {
  422: 'The Idempotency-Key was used before with another request',
  404: 'No booking, order or payment has these identifiers (or the manage token is not its)',
  409: 'The window was taken meanwhile, the total changed, or the payment was refunded; or the same Idempotency-Key is still in progress',
} as const;
const SANDBOX_ONLY = { 404: 'The sandbox gateway is not in use' } as const;

/** The sandbox's own calls are 404 when a real gateway is configured. */
function requireSandbox(gateway: { name: string }) {
  if (gateway.name !== 'sandbox') {
    throw new HttpError(404, 'The sandbox gateway is not in use');
  }
}

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

/**
 * Card payments (decisions.md "Payments", docs/decisions/006-payments.md): HTTP adapters over the
 * payment pipeline in src/server/payments/ (docs/decisions/027-payment-pipeline.md).
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(webhookRoutes, { ctx });

  // What the browser needs to load a provider's card form; publishable values only.
  app.get(
    '/api/payments/config',
    { schema: { response: { 200: paymentsConfigResponseSchema } } },
    async () => {
      const { card, token } = paymentGateways(ctx);
      const { config } = ctx;
      return {
        cardGateway: card.name === 'stripe' ? ('stripe' as const) : ('sandbox' as const),
        tokenGateway: token.name === 'square' ? ('square' as const) : ('sandbox' as const),
        stripePublishableKey:
          card.name === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
        squareApplicationId:
          token.name === 'square' ? (config.SQUARE_APPLICATION_ID ?? null) : null,
        squareLocationId: token.name === 'square' ? (config.SQUARE_LOCATION_ID ?? null) : null,
        testMode: card.testMode || token.testMode,
        cardTestMode: card.testMode,
        tokenTestMode: token.testMode,
      };
    },
  );

  app.post(
    '/api/square-payment',
    throttledPost(squarePaymentRequestSchema, squarePaymentResponseSchema, PAYMENT_ERRORS),
    async (request, reply) => {
      const answer = await chargeCardToken(ctx, paymentGateways(ctx).token, {
        body: request.body,
        idempotencyKey: readIdempotencyKey(request.headers),
      });
      return sendStored(reply, answer);
    },
  );

  // /square-test: a charge for nothing, test mode only, stored nowhere (011).
  app.post(
    '/api/payments/test-charge',
    throttledPost(
      squarePaymentRequestSchema.pick({ token: true, amount: true }),
      squarePaymentResponseSchema,
    ),
    async (request) => {
      return chargeTestToken(paymentGateways(ctx).token, {
        ...request.body,
        idempotencyKey: readIdempotencyKey(request.headers),
      });
    },
  );

  // The sandbox's stand-in for Square's card form: checks the card, hands out a test token.
  app.post(
    '/api/payments/sandbox/tokenize',
    throttledPost(sandboxTokenizeRequestSchema, sandboxTokenizeResponseSchema, SANDBOX_ONLY),
    async (request) => {
      requireSandbox(paymentGateways(ctx).token);
      return { token: tokenizeSandboxCard(request.body, new Date()) };
    },
  );

  // The spec's name for the call; it creates an intent with whichever gateway is configured.
  app.post(
    '/api/stripe-payment-intent',
    throttledPost(paymentIntentRequestSchema, paymentIntentResponseSchema, PAYMENT_ERRORS),
    async (request, reply) => {
      const { bookingId, storeOrderId } = request.body;
      // A store order when it names one (or no booking); a wrong or missing manageToken is a
      // 404, like a booking or order that does not exist.
      const target =
        storeOrderId !== undefined || bookingId === undefined
          ? ({ kind: 'storeOrder', id: storeOrderId ?? 0 } as const)
          : ({ kind: 'booking', id: bookingId } as const);
      const answer = await createIntent(ctx, paymentGateways(ctx).card, {
        target,
        manageToken: request.body.manageToken,
        idempotencyKey: readIdempotencyKey(request.headers),
      });
      return sendStored(reply, answer);
    },
  );

  app.post(
    '/api/payments/sandbox/confirm',
    throttledPost(sandboxConfirmRequestSchema, paymentConfirmResponseSchema, PAYMENT_ERRORS),
    async (request, reply) => {
      const gateway = paymentGateways(ctx).card;
      requireSandbox(gateway);
      const answer = await confirmSandboxPayment(ctx, gateway, {
        body: request.body,
        idempotencyKey: readIdempotencyKey(request.headers),
        rawBody: confirmFingerprint(request.body),
      });
      return sendStored(reply, answer);
    },
  );
};
