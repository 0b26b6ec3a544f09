// Card payments for a booking (decisions.md "Payments"). The amount charged is always the
// server's: a client's `amount` is accepted for compatibility and ignored.
import { z } from 'zod';
import { dbId, lineText } from './primitives';

/** Every gateway a payment may go through (the payments table's `gateway`). */
export const PAYMENT_GATEWAYS = ['sandbox', 'stripe', 'square'] as const;
export type PaymentGatewayId = (typeof PAYMENT_GATEWAYS)[number];

/** The gateways of the card form's intent (Square takes a token instead). */
export const PAYMENT_GATEWAY_NAMES = ['sandbox', 'stripe'] as const satisfies PaymentGatewayId[];

/** POST /api/stripe-payment-intent */
export const paymentIntentRequestSchema = z
  .object({
    bookingId: dbId('Send the booking id').optional(),
    /** A store order (decisions.md "Store (Mount Depot)"); needs its manageToken. */
    storeOrderId: dbId('Send the order id').optional(),
    /** The secret from the 201 that created the booking or order (decisions.md "Public references"). */
    manageToken: lineText(200).optional(),
    /** The spec's cart items; informational only. */
    items: z.array(z.unknown()).max(100).optional(),
    /** Dollars, as the spec sends it; ignored for charging. */
    amount: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.bookingId === undefined) === (body.storeOrderId === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [body.storeOrderId === undefined ? 'bookingId' : 'storeOrderId'],
        message: 'Send either the booking id or the store order id',
      });
    }
  });

export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  /** What will be charged: the booking's stored totalPrice. */
  amountCents: z.int(),
  gateway: z.enum(PAYMENT_GATEWAY_NAMES),
  /** True for the built-in sandbox: the screen labels the form as a test payment. */
  testMode: z.boolean(),
  /** Null when the intent pays a store order. */
  bookingId: z.int().nullable(),
  storeOrderId: z.int().nullable().optional(),
  paymentId: z.int(),
});
export type PaymentIntentResponse = z.output<typeof paymentIntentResponseSchema>;

const digitsMessage = 'Your card number is invalid.';

/** POST /api/payments/sandbox/confirm: the sandbox gateway's own card form. */
export const sandboxConfirmRequestSchema = z.object({
  clientSecret: lineText(200, { required: 'Missing payment' }),
  /** Spaces and dashes allowed; never stored or logged. */
  cardNumber: z
    .string({ error: digitsMessage })
    .max(30, digitsMessage)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, digitsMessage)),
  expMonth: z.coerce
    .number({ error: 'Enter the expiry month (1-12)' })
    .int('Enter the expiry month (1-12)')
    .min(1, 'Enter the expiry month (1-12)')
    .max(12, 'Enter the expiry month (1-12)'),
  /** Four digits, or two (26 means 2026). */
  expYear: z.coerce
    .number({ error: 'Enter the expiry year' })
    .int('Enter the expiry year')
    .min(0, 'Enter the expiry year')
    .max(2200, 'Enter the expiry year')
    .transform((year) => (year < 100 ? 2000 + year : year)),
  cvc: z
    .string({ error: 'Your card’s security code is invalid.' })
    .trim()
    .regex(/^\d{3,4}$/, 'Your card’s security code is invalid.'),
  postalCode: lineText(12).optional(),
});
export type SandboxConfirmRequest = z.output<typeof sandboxConfirmRequestSchema>;
export type SandboxConfirmRequestInput = z.input<typeof sandboxConfirmRequestSchema>;

export const paymentConfirmResponseSchema = z.object({
  status: z.enum(['succeeded', 'failed']),
  /** With failed: the provider's message to show, e.g. 'Your card was declined.' */
  message: z.string().optional(),
  bookingId: z.int().nullable(),
  paymentId: z.int(),
});
export type PaymentConfirmResponse = z.output<typeof paymentConfirmResponseSchema>;

/**
 * GET /api/google-maps-key: a browser key by design (restricted by referrer), or null; whether it
 * works (false: no key, or Google refuses it, often for billing) and why not
 * (store-staff-assistant.md's call table).
 */
export const googleMapsKeyResponseSchema = z.object({
  key: z.string().nullable(),
  working: z.boolean(),
  error: z.string().nullable(),
});

/** Sandbox test cards (decisions.md "Payments"). */
export const SANDBOX_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const CARD_INVALID_MESSAGE = 'Your card number is invalid.';
export const CARD_EXPIRED_MESSAGE = 'Your card has expired.';
