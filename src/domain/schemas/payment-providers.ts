// Card providers beside the sandbox (docs/decisions/006-payments.md): the browser's view of the
// configuration, Square's token charge, the sandbox's tokenizer and the webhooks' answer.
import { z } from 'zod';
import { sandboxConfirmRequestSchema } from './payments';
import { dbId, lineText } from './primitives';

/** GET /api/payments/config: what the browser may know; never a secret. */
export const paymentsConfigResponseSchema = z.object({
  /** The booking's card step: Stripe Elements when 'stripe', the sandbox form otherwise. */
  cardGateway: z.enum(['stripe', 'sandbox']),
  /** The Secure Checkout page and /square-test: Square's card form or the sandbox form. */
  tokenGateway: z.enum(['square', 'sandbox']),
  stripePublishableKey: z.string().nullable(),
  squareApplicationId: z.string().nullable(),
  squareLocationId: z.string().nullable(),
  /** True when either form takes no real money: the screens say so. */
  testMode: z.boolean(),
  cardTestMode: z.boolean(),
  tokenTestMode: z.boolean(),
});
export type PaymentsConfigResponse = z.output<typeof paymentsConfigResponseSchema>;

/** POST /api/square-payment (booking-flow.md section 7): amount in cents, compared only. */
export const squarePaymentRequestSchema = z.object({
  token: lineText(500, { required: 'Missing card token' }),
  amount: z
    .int({ error: 'Send the amount in cents' })
    .positive('Send the amount in cents')
    .max(10_000_000, 'Send the amount in cents'),
  /** The booking being paid: a token charge always names what it pays for (decisions.md). */
  bookingId: dbId('Send the booking id'),
  /** The secret from the booking's 201; a wrong or missing one is a 404 (decisions.md). */
  manageToken: lineText(200).optional(),
});
export type SquarePaymentRequest = z.output<typeof squarePaymentRequestSchema>;

export const squarePaymentResponseSchema = z.object({
  success: z.boolean(),
  /** With success false: the provider's message ('Your card was declined.'). */
  error: z.string().optional(),
  /** Our receipt number (payments row), and the provider's id. */
  paymentId: z.int().nullable(),
  providerPaymentId: z.string().nullable(),
  amountCents: z.int(),
  status: z.enum(['succeeded', 'pending', 'failed']),
  bookingId: z.int().nullable(),
  gateway: z.enum(['square', 'sandbox']),
  testMode: z.boolean(),
});
export type SquarePaymentResponse = z.output<typeof squarePaymentResponseSchema>;

/** POST /api/payments/sandbox/tokenize: the sandbox's stand-in for Square's card form. */
export const sandboxTokenizeRequestSchema = sandboxConfirmRequestSchema.omit({
  clientSecret: true,
});
export type SandboxTokenizeRequestInput = z.input<typeof sandboxTokenizeRequestSchema>;
export const sandboxTokenizeResponseSchema = z.object({ token: z.string() });

export const webhookResponseSchema = z.object({
  received: z.boolean(),
  /** True when this event id was already handled (a provider's retry): nothing changed. */
  duplicate: z.boolean(),
});
