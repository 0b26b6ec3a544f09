// Providers' webhooks (docs/decisions/006-payments.md, 020-request-and-database-limits.md
// "Webhooks"): the raw body is verified before anything is read from it (a bad signature or a
// timestamp outside the tolerance is a 400 that changes nothing), then checked against the
// provider's schema (a 400 naming the field, still before any write or provider call). Each
// event id is handled once (webhook_events, primary key (provider, eventId)) in the same
// transaction as its effect, so a failure rolls both back and the provider's retry does the work.
// A refund that effect decides is sent only after that commit, and again by any retry until the
// database records it (returned-refund.ts).
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookResponseSchema } from '../../../domain/schemas/payment-providers';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { webhookEvents } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { manageLinks, publicSiteUrl, type ManageLinks } from '../../services/manage-links';
import type { PaymentGateway } from '../../services/payments/gateway';
import { paymentGateways } from '../../services/payments/index';
import { verifySquareSignature } from '../../services/payments/square-gateway';
import { findPaymentByProviderRefForUpdate } from '../../services/payments/repository';
import { sendOwedRefund } from './returned-refund';
import { settleFailed, settleSucceeded } from './settle';
import { parseSquareEvent, parseStripeEvent, type SquareWebhookEvent } from './webhook-payloads';

/** Inserts the event id; false when it was already there (a replay). */
async function firstDelivery(trx: Executor, provider: string, eventId: string): Promise<boolean> {
  const inserted = await trx
    .insert(webhookEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return inserted.length > 0;
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

async function applySquarePayment(
  trx: Executor,
  payment: Extract<SquareWebhookEvent, { kind: 'payment' }>['event']['data']['object']['payment'],
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  links: ManageLinks,
) {
  const row = await findPaymentByProviderRefForUpdate(trx, 'square', payment.id);
  if (!row) {
    log.warn({ squarePaymentId: payment.id }, 'Square webhook for an unknown payment');
    return;
  }
  if (payment.status === 'COMPLETED') {
    const outcome = await settleSucceeded(trx, row, gateway, {
      confirmedAmountCents: payment.amount_money.amount,
      links,
    });
    if (outcome === 'returned') log.warn({ paymentId: row.id }, 'Square payment returned');
  }
  if (payment.status === 'FAILED' || payment.status === 'CANCELED') {
    await settleFailed(trx, row, 'Payment failed');
  }
}

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

  app.post(
    '/api/stripe/webhook',
    { schema: { response: { 200: webhookResponseSchema } } },
    async (request) => {
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
      const links = await manageLinks(ctx);
      const answer = await ctx.db.transaction(async (trx) => {
        if (!(await firstDelivery(trx, 'stripe', event.id))) {
          return { received: true, duplicate: true };
        }
        if (event.kind === 'intent') {
          const intent = event.event.data.object;
          const payment = await findPaymentByProviderRefForUpdate(trx, 'stripe', intent.id);
          if (!payment) {
            request.log.warn({ intent: intent.id }, 'Stripe webhook for an unknown intent');
          } else if (event.event.type === 'payment_intent.succeeded') {
            // Another amount than ours, or a place no longer held: returned, nothing paid.
            const outcome = await settleSucceeded(trx, payment, stripe, {
              confirmedAmountCents: intent.amount_received,
              links,
            });
            if (outcome === 'returned') {
              request.log.warn({ paymentId: payment.id }, 'Stripe payment returned');
            }
          } else {
            await settleFailed(
              trx,
              payment,
              intent.last_payment_error?.message ??
                'An error occurred while processing your payment.',
            );
          }
        }
        return { received: true, duplicate: false };
      });
      // After commit, and on a replay too: a refund still owed is sent (a 502 when the provider
      // cannot be reached, so Stripe delivers again).
      if (event.kind === 'intent') {
        const providerRef = event.event.data.object.id;
        await sendOwedRefund(ctx, { gateway: 'stripe', providerRef });
      }
      return answer;
    },
  );

  app.post(
    '/api/square/webhook',
    { schema: { response: { 200: webhookResponseSchema } } },
    async (request) => {
      const key = ctx.config.SQUARE_WEBHOOK_SIGNATURE_KEY;
      const square = paymentGateways(ctx).square;
      if (!square || !key) throw new HttpError(404, 'Square webhooks are not configured');
      const body = rawBody(request);
      // Square signs the notification URL set in its dashboard plus the body. That URL is our
      // configured public address, never one rebuilt from the Host header the sender chooses.
      const notificationUrl = `${publicSiteUrl(ctx.config)}${request.url}`;
      const signature = header(request, 'x-square-hmacsha256-signature');
      if (!verifySquareSignature({ key, notificationUrl, rawBody: body, signature })) {
        throw new HttpError(400, 'Invalid Square signature');
      }
      const event = parseSquareEvent(body);
      const links = await manageLinks(ctx);
      const answer = await ctx.db.transaction(async (trx) => {
        if (!(await firstDelivery(trx, 'square', event.id))) {
          return { received: true, duplicate: true };
        }
        if (event.kind === 'payment') {
          await applySquarePayment(
            trx,
            event.event.data.object.payment,
            square,
            request.log,
            links,
          );
        }
        return { received: true, duplicate: false };
      });
      if (event.kind === 'payment') {
        const providerRef = event.event.data.object.payment.id;
        await sendOwedRefund(ctx, { gateway: 'square', providerRef });
      }
      return answer;
    },
  );
};
