// Stripe behind the PaymentGateway interface (docs/decisions/006-payments.md). The browser
// confirms the intent with Stripe.js; only a verified webhook (or the server asking Stripe) marks
// anything paid. Every call that creates something carries an idempotency key.
import Stripe from 'stripe';
import type { ConfirmResult, PaymentGateway } from './gateway';

export type StripeApiTarget = { host: string; port: number; protocol: 'http' | 'https' };

export type StripeGateway = PaymentGateway & {
  readonly name: 'stripe';
  /**
   * Verifies a webhook's raw body against its Stripe-Signature header and returns the parsed
   * body, still unchecked (routes/payments/webhook-payloads.ts reads it). Throws when forged or
   * signed more than the tolerance before or after `now`.
   */
  verifyWebhook(rawBody: string, signature: string | undefined, now?: Date): unknown;
};

/** Stripe's default: a signature older than 5 minutes is a replay. The same holds ahead. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** The header's signing time (t=), read as stripe-node reads it: the last t= wins. */
function signedAt(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

export function createStripeGateway(options: {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Tests point the SDK at a local fake of the API. */
  api?: StripeApiTarget;
}): StripeGateway {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'charlotte-tv-mounting' },
    ...(options.api ?? {}),
  });
  return {
    name: 'stripe',
    testMode: !/^(sk|rk)_live_/.test(options.secretKey),
    async createIntent(input) {
      const reference: Record<string, string> =
        input.reference.kind === 'booking'
          ? { bookingId: String(input.reference.bookingId) }
          : { storeOrderId: String(input.reference.storeOrderId) };
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          description: input.description,
          metadata: reference,
          automatic_payment_methods: { enabled: true },
          ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe intent ${intent.id} has no client secret`);
      return {
        providerRef: intent.id,
        clientSecret: intent.client_secret,
        amountCents: intent.amount,
      };
    },
    async confirm({ providerRef }): Promise<ConfirmResult> {
      const intent = await stripe.paymentIntents.retrieve(providerRef);
      if (intent.status === 'succeeded') return { status: 'succeeded' };
      const message = intent.last_payment_error?.message;
      return message
        ? { status: 'failed', code: 'card_declined', message }
        : { status: 'failed', code: 'processing_error', message: 'The payment is not complete.' };
    },
    async chargeToken() {
      // Stripe's cards are confirmed in the browser against an intent, never charged by token.
      throw new Error('The Stripe gateway charges through payment intents only');
    },
    async refund(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.providerRef, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      const status =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed'
            ? 'failed'
            : 'pending';
      return { refundRef: refund.id, status };
    },
    verifyWebhook(rawBody, signature, now = new Date()) {
      if (!options.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      const event: unknown = stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        options.webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
      // constructEvent refuses a signature too old but not one from the future (a clock far
      // ahead, or an event made to be replayed later): the tolerance holds both ways here.
      const skew = signedAt(signature ?? '') - Math.floor(now.getTime() / 1000);
      if (!Number.isSafeInteger(skew) || Math.abs(skew) > STRIPE_WEBHOOK_TOLERANCE_SECONDS) {
        throw new Error('Timestamp outside the tolerance zone');
      }
      return event;
    },
  };
}
