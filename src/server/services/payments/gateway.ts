// The one interface every card provider sits behind (STYLE.md rule 5). The built-in sandbox
// implements it today; Stripe and Square plug in later by configuration, never by editing the
// routes. Amounts are always the server's integer cents.

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

export type RefundResult = { refundRef: string; status: 'succeeded' | 'pending' | 'failed' };

export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe' | 'square';
  /** True when no real money moves: the screens label the form as a test payment. */
  readonly testMode: boolean;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /**
   * Settles an intent. The sandbox checks the card it is given; a hosted provider (Stripe)
   * ignores `card` and reports the status its own confirmation reached.
   */
  confirm(input: { providerRef: string; card?: CardDetails; now: Date }): Promise<ConfirmResult>;
  refund(input: {
    providerRef: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<RefundResult>;
}
