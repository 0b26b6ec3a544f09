// The providers' webhook bodies (docs/decisions/020-request-and-database-limits.md "Webhooks"):
// read only once the signature holds, and checked here before anything is written or any
// provider is called. A body that does not fit is a 400 naming the field. Only the fields we act
// on are checked; the rest of the provider's object passes (looseObject), so a field a provider
// adds changes nothing. These are Stripe's and Square's shapes, never our API's, so they live
// beside the webhook code rather than in src/domain/schemas, which the client shares.
import type { ProviderVerdict } from '../../payments/webhooks';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';

const required = (expected: string) => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? 'Required' : `must be ${expected}`,
});

/** An event's or a payment's id: the key we store and look up by. */
const providerId = z
  .string(required('a string'))
  .min(1, 'must not be empty')
  .max(255, 'must be at most 255 characters');
const eventType = z.string(required('a string')).max(255, 'must be at most 255 characters');
const cents = z.int(required('a whole number of cents')).min(0, 'must not be negative');
const jsonObject = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.looseObject(shape, required('an object'));

export const STRIPE_INTENT_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
] as const;

const stripeEnvelopeSchema = jsonObject({ id: providerId, type: eventType });

/** The events that move money; every other type is recorded and otherwise ignored. */
const stripeIntentEventSchema = jsonObject({
  id: providerId,
  type: z.enum(STRIPE_INTENT_EVENTS),
  data: jsonObject({
    object: jsonObject({
      id: providerId,
      amount_received: cents,
      last_payment_error: jsonObject({
        message: z.string(required('a string')).max(1000, 'is too long').optional(),
      }).nullish(),
    }),
  }),
});

export type StripeWebhookEvent =
  | { id: string; kind: 'intent'; event: z.output<typeof stripeIntentEventSchema> }
  | { id: string; kind: 'other' };

export const SQUARE_PAYMENT_EVENTS = ['payment.created', 'payment.updated'] as const;

const squareEnvelopeSchema = jsonObject({ event_id: providerId, type: eventType });

const squarePaymentEventSchema = jsonObject({
  event_id: providerId,
  type: z.enum(SQUARE_PAYMENT_EVENTS),
  data: jsonObject({
    object: jsonObject({
      payment: jsonObject({
        id: providerId,
        status: z.string(required('a string')).max(50, 'is too long'),
        // Square's amount_money.amount is in cents.
        amount_money: jsonObject({ amount: cents }),
      }),
    }),
  }),
});

export type SquareWebhookEvent =
  | { id: string; kind: 'payment'; event: z.output<typeof squarePaymentEventSchema> }
  | { id: string; kind: 'other' };

/** The parsed body, or a 400 whose message and fieldErrors name each field that does not fit. */
function check<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    fieldErrors[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  }
  const [field, message] = Object.entries(fieldErrors)[0] ?? ['body', 'is invalid'];
  throw new HttpError(400, `${field}: ${message}`, fieldErrors);
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function parseStripeEvent(body: unknown): StripeWebhookEvent {
  const { id, type } = check(stripeEnvelopeSchema, body);
  if (!isOneOf(STRIPE_INTENT_EVENTS, type)) return { id, kind: 'other' };
  return { id, kind: 'intent', event: check(stripeIntentEventSchema, body) };
}

/** Square's raw body: malformed JSON is a 400 like any other body that does not fit. */
export function parseSquareEvent(rawBody: string): SquareWebhookEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new HttpError(400, 'body: Malformed JSON');
  }
  const { event_id: id, type } = check(squareEnvelopeSchema, body);
  if (!isOneOf(SQUARE_PAYMENT_EVENTS, type)) return { id, kind: 'other' };
  return { id, kind: 'payment', event: check(squarePaymentEventSchema, body) };
}

/** What a Stripe event says about one of its payments, for the pipeline to settle. */
export function stripeVerdict(event: StripeWebhookEvent): ProviderVerdict | undefined {
  if (event.kind !== 'intent') return undefined;
  const intent = event.event.data.object;
  if (event.event.type === 'payment_intent.succeeded') {
    return { providerRef: intent.id, status: 'succeeded', amountCents: intent.amount_received };
  }
  return {
    providerRef: intent.id,
    status: 'failed',
    message:
      intent.last_payment_error?.message ?? 'An error occurred while processing your payment.',
  };
}

/** What a Square event says: COMPLETED settles, FAILED and CANCELED fail, the rest waits. */
export function squareVerdict(event: SquareWebhookEvent): ProviderVerdict | undefined {
  if (event.kind !== 'payment') return undefined;
  const payment = event.event.data.object.payment;
  if (payment.status === 'COMPLETED') {
    return {
      providerRef: payment.id,
      status: 'succeeded',
      amountCents: payment.amount_money.amount,
    };
  }
  if (payment.status === 'FAILED' || payment.status === 'CANCELED') {
    return { providerRef: payment.id, status: 'failed', message: 'Payment failed' };
  }
  return { providerRef: payment.id, status: 'other' };
}
