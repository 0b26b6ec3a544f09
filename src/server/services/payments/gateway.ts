// The one interface every card provider sits behind (STYLE.md rule 5): the built-in sandbox,
// Stripe and Square, chosen by configuration (./index.ts, docs/decisions/006-payments.md), never
// by editing the routes. Amounts are always the server's integer cents.
import type { PaymentGatewayId } from '../../../domain/schemas/payments';

export type PaymentReference =
  { kind: 'booking'; bookingId: number } | { kind: 'storeOrder'; storeOrderId: number };

export type CreateIntentInput = {
  /** Computed by the server (the booking's engine price, the store's own prices). */
  amountCents: number;
  currency: 'usd';
  reference: PaymentReference;
  /** Passed on to the provider so a retried call never creates a second intent. */
  idempotencyKey: string;
  description: string;
  receiptEmail?: string;
};

export type PaymentIntent = {
  /** Handed to the browser, which confirms the card with it. */
  clientSecret: string;
  amountCents: number;
  /** The provider's id for the intent (Stripe's pi_..., the sandbox's sbx_pi_...). */
  providerRef: string;
};

/** Card details typed into a form the server sees (the sandbox's); never stored or logged. */
export type CardDetails = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  postalCode?: string;
};

export type ConfirmFailureCode =
  'card_declined' | 'invalid_number' | 'expired_card' | 'invalid_cvc' | 'processing_error';

export type ConfirmResult =
  { status: 'succeeded' } | { status: 'failed'; code: ConfirmFailureCode; message: string };

/** A single-use card token from a browser form (Square's Web Payments SDK, the sandbox's). */
export type ChargeTokenInput = {
  token: string;
  /** Computed by the server; never the browser's figure. */
  amountCents: number;
  currency: 'usd';
  reference: PaymentReference | { kind: 'test' };
  idempotencyKey: string;
  note: string;
};

export type ChargeResult =
  | { status: 'succeeded' | 'pending'; providerRef: string; amountCents: number }
  | { status: 'failed'; providerRef: string | null; message: string };

export type RefundResult = { refundRef: string; status: 'succeeded' | 'pending' | 'failed' };

export interface PaymentGateway {
  readonly name: PaymentGatewayId;
  /** True when no real money moves: the screens label the form as a test payment. */
  readonly testMode: boolean;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /**
   * Settles an intent. The sandbox checks the card it is given; a hosted provider (Stripe)
   * ignores `card` and reports the status its own confirmation reached.
   */
  confirm(input: { providerRef: string; card?: CardDetails; now: Date }): Promise<ConfirmResult>;
  /** Charges a single-use card token at once (Square's flow); the sandbox knows test tokens. */
  chargeToken(input: ChargeTokenInput): Promise<ChargeResult>;
  refund(input: {
    providerRef: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<RefundResult>;
}
