// Providers' webhooks, the HTTP side (docs/decisions/006-payments.md, 020 "Webhooks", 026): the
// raw body is verified before anything is read from it (a bad signature or a timestamp outside
// the tolerance is a 400 that changes nothing), then checked against the provider's schema (a
// 400 naming the field, still before any write or provider call). What the event says is settled
// by the payment pipeline (src/server/payments/webhooks.ts), once per event id.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookResponseSchema } from '../../../domain/schemas/payment-providers';
import type { AppContext } from '../../context';
import { settleWebhookEvent } from '../../payments/webhooks';
import { HttpError } from '../../plugins/errors';
import { publicSiteUrl } from '../../services/manage-links';
import type { PaymentGateway } from '../../services/payments/gateway';
import { paymentGateways } from '../../services/payments/index';
import { loadSquareSdk } from '../../services/payments/square-gateway';
import {
  parseSquareEvent,
  parseStripeEvent,
  squareVerdict,
  stripeVerdict,
} from './webhook-payloads';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export const webhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The signature covers the exact bytes sent: keep the body as a string in this plugin only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  const rawBody = (request: FastifyRequest) =>
    typeof request.body === 'string' ? request.body : '';

  /** A provider's webhook: `verify` checks and reads the event, which is settled once per id. */
  const webhook = (
    url: string,
    verify: (request: FastifyRequest) => Promise<{
      gateway: PaymentGateway;
      event: Parameters<typeof settleWebhookEvent>[2];
    }>,
  ) =>
    app.post(
      url,
      {
        schema: {
          response: { 200: webhookResponseSchema },
          // The provider's signed event, read as text: the signature covers its exact bytes.
          rawBody: {
            contentTypes: ['application/json'],
            description: "The provider's event, signed in its signature header",
          },
          errors: {
            400: 'The signature does not match the body',
            404: "This provider's webhooks are not configured",
          },
        },
      },
      async (request) => {
        const { gateway, event } = await verify(request);
        return settleWebhookEvent(ctx, gateway, event, request.log);
      },
    );

  webhook('/api/stripe/webhook', async (request) => {
    const stripe = paymentGateways(ctx).stripe;
    if (!stripe || !ctx.config.STRIPE_WEBHOOK_SECRET) {
      throw new HttpError(404, 'Stripe webhooks are not configured');
    }
    let body;
    try {
      body = stripe.verifyWebhook(rawBody(request), header(request, 'stripe-signature'));
    } catch (error) {
      request.log.warn({ reason: (error as Error).message }, 'Stripe webhook refused');
      throw new HttpError(400, 'Invalid Stripe signature');
    }
    const event = parseStripeEvent(body);
    return { gateway: stripe, event: { id: event.id, verdict: stripeVerdict(event) } };
  });

  webhook('/api/square/webhook', async (request) => {
    const key = ctx.config.SQUARE_WEBHOOK_SIGNATURE_KEY;
    const square = paymentGateways(ctx).square;
    if (!square || !key) throw new HttpError(404, 'Square webhooks are not configured');
    const body = rawBody(request);
    // Square signs the notification URL set in its dashboard plus the body. That URL is our
    // configured public address, never one rebuilt from the Host header the sender chooses.
    // Checked by the SDK's own helper (decision 027).
    const { WebhooksHelper } = await loadSquareSdk();
    const valid = await WebhooksHelper.verifySignature({
      requestBody: body,
      signatureHeader: header(request, 'x-square-hmacsha256-signature') ?? '',
      signatureKey: key,
      notificationUrl: `${publicSiteUrl(ctx.config)}${request.url}`,
    });
    if (!valid) throw new HttpError(400, 'Invalid Square signature');
    const event = parseSquareEvent(body);
    return { gateway: square, event: { id: event.id, verdict: squareVerdict(event) } };
  });
};
