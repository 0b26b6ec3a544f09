// Providers' webhooks (docs/decisions/006-payments.md): the raw body is verified before anything
// is read from it (a bad signature is a 400 that changes nothing), each event id is handled once
// (webhook_events, primary key (provider, eventId)), and the event's effect is written in the same
// transaction as its id, so a failure rolls both back and the provider's retry does the work.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookResponseSchema } from '../../../domain/schemas/payment-providers';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { webhookEvents } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import type { PaymentGateway } from '../../services/payments/gateway';
import { paymentGateways } from '../../services/payments/index';
import { verifySquareSignature } from '../../services/payments/square-gateway';
import { manageLinks, type ManageLinks } from '../../services/manage-links';
import { findPaymentByProviderRefForUpdate } from './repository';
import { settleFailed, settleSucceeded } from './settle';

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

type SquarePaymentEvent = {
  event_id?: unknown;
  type?: unknown;
  data?: {
    object?: { payment?: { id?: unknown; status?: unknown; amount_money?: { amount?: unknown } } };
  };
};

async function applySquarePayment(
  trx: Executor,
  event: SquarePaymentEvent,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  links: ManageLinks,
) {
  const payment = event.data?.object?.payment;
  if (typeof payment?.id !== 'string') return;
  const row = await findPaymentByProviderRefForUpdate(trx, 'square', payment.id);
  if (!row) {
    log.warn({ squarePaymentId: payment.id }, 'Square webhook for an unknown payment');
    return;
  }
  if (payment.status === 'COMPLETED') {
    // Square's amount_money is in cents; a missing amount matches nothing and is refunded.
    const amount = payment.amount_money?.amount;
    const confirmedAmountCents = typeof amount === 'number' ? amount : Number(amount ?? NaN);
    const outcome = await settleSucceeded(trx, row, gateway, { confirmedAmountCents, links });
    if (outcome === 'returned') log.warn({ paymentId: row.id }, 'Square payment refunded');
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
      let event;
      try {
        event = stripe.verifyWebhook(rawBody(request), header(request, 'stripe-signature'));
      } catch {
        throw new HttpError(400, 'Invalid Stripe signature');
      }
      const links = await manageLinks(ctx);
      return ctx.db.transaction(async (trx) => {
        if (!(await firstDelivery(trx, 'stripe', event.id))) {
          return { received: true, duplicate: true };
        }
        if (
          event.type === 'payment_intent.succeeded' ||
          event.type === 'payment_intent.payment_failed'
        ) {
          const intent = event.data.object;
          const payment = await findPaymentByProviderRefForUpdate(trx, 'stripe', intent.id);
          if (!payment) {
            request.log.warn({ intent: intent.id }, 'Stripe webhook for an unknown intent');
          } else if (event.type === 'payment_intent.succeeded') {
            // Another amount than ours, or a place no longer held: refunded, nothing paid.
            const outcome = await settleSucceeded(trx, payment, stripe, {
              confirmedAmountCents: intent.amount_received,
              links,
            });
            if (outcome === 'returned') {
              request.log.warn({ paymentId: payment.id }, 'Stripe payment refunded');
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
      // Square signs the notification URL set in its dashboard plus the body; behind a proxy,
      // trustProxy (production) makes protocol and host the public ones.
      const notificationUrl = `${request.protocol}://${request.host}${request.url}`;
      const signature = header(request, 'x-square-hmacsha256-signature');
      if (!verifySquareSignature({ key, notificationUrl, rawBody: body, signature })) {
        throw new HttpError(400, 'Invalid Square signature');
      }
      let event: SquarePaymentEvent;
      try {
        event = JSON.parse(body) as SquarePaymentEvent;
      } catch {
        throw new HttpError(400, 'body: Malformed JSON');
      }
      if (typeof event.event_id !== 'string' || event.event_id === '') {
        throw new HttpError(400, 'event_id: Required');
      }
      const eventId = event.event_id;
      const links = await manageLinks(ctx);
      return ctx.db.transaction(async (trx) => {
        if (!(await firstDelivery(trx, 'square', eventId))) {
          return { received: true, duplicate: true };
        }
        if (event.type === 'payment.created' || event.type === 'payment.updated') {
          await applySquarePayment(trx, event, square, request.log, links);
        }
        return { received: true, duplicate: false };
      });
    },
  );
};
