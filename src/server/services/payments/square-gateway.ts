// Square behind the PaymentGateway interface (docs/decisions/006-payments.md). The browser's Web
// Payments SDK turns the card into a single-use token; the server charges the server's amount
// with an idempotency key. Webhooks are verified with Square's HMAC-SHA256 signature.
// The SDK is loaded on the first call, not at start: it alone is ~58 MB of resident memory
// (docs/decisions/046), and a server without Square keys never needs it.
import { createHmac } from 'node:crypto';
import type * as Square from 'square';
import type { ConfirmResult, PaymentGateway } from './gateway';

export type SquareGateway = PaymentGateway & { readonly name: 'square' };

/**
 * Square's documented signature: base64(HMAC-SHA256(key, notificationUrl + rawBody)). The webhook
 * checks it with the SDK's WebhooksHelper (routes/payments/webhooks.ts); tests sign with this.
 */
export function squareSignature(key: string, notificationUrl: string, rawBody: string): string {
  return createHmac('sha256', key)
    .update(notificationUrl + rawBody)
    .digest('base64');
}

type SquareSdk = typeof Square;

/** The SDK, loaded once on first use. */
let sdk: Promise<SquareSdk> | undefined;
export const loadSquareSdk = (): Promise<SquareSdk> => (sdk ??= import('square'));

function firstError(error: unknown, { SquareError }: SquareSdk): string {
  if (error instanceof SquareError) {
    const detail = error.errors[0];
    if (detail?.code === 'CARD_DECLINED' || detail?.code === 'GENERIC_DECLINE') {
      return 'Your card was declined.';
    }
    return detail?.detail ?? error.message;
  }
  return 'Payment failed';
}

/** Card errors Square answers with (HTTP 400/402), as opposed to outages. */
const isCardError = (error: unknown, { SquareError }: SquareSdk) =>
  error instanceof SquareError &&
  error.errors.some(
    (e) => e.category === 'PAYMENT_METHOD_ERROR' || e.category === 'INVALID_REQUEST_ERROR',
  );

export function createSquareGateway(options: {
  accessToken: string;
  locationId: string | undefined;
  /** Sandbox application ids start with "sandbox-": that app talks to Square's sandbox. */
  sandbox: boolean;
  /** Tests point the SDK at a local fake of the API. */
  baseUrl?: string;
}): SquareGateway {
  let client: Square.SquareClient | undefined;
  const connect = async (): Promise<Square.SquareClient> => {
    const { SquareClient, SquareEnvironment } = await loadSquareSdk();
    client ??= new SquareClient({
      token: options.accessToken,
      ...(options.baseUrl
        ? { baseUrl: options.baseUrl }
        : {
            environment: options.sandbox ? SquareEnvironment.Sandbox : SquareEnvironment.Production,
          }),
      maxRetries: 2,
      timeoutInSeconds: 20,
    });
    return client;
  };
  return {
    name: 'square',
    testMode: options.sandbox,
    async createIntent() {
      throw new Error('The Square gateway charges card tokens only');
    },
    async chargeToken(input) {
      const referenceId =
        input.reference.kind === 'booking'
          ? `booking-${input.reference.bookingId}`
          : input.reference.kind === 'storeOrder'
            ? `order-${input.reference.storeOrderId}`
            : 'test-payment';
      const square = await connect();
      try {
        const { payment } = await square.payments.create({
          sourceId: input.token,
          idempotencyKey: input.idempotencyKey,
          amountMoney: { amount: BigInt(input.amountCents), currency: 'USD' },
          autocomplete: true,
          referenceId,
          note: input.note,
          ...(options.locationId ? { locationId: options.locationId } : {}),
        });
        if (!payment?.id) throw new Error('Square answered without a payment');
        const amount = Number(payment.amountMoney?.amount ?? input.amountCents);
        if (payment.status === 'COMPLETED') {
          return { status: 'succeeded', providerRef: payment.id, amountCents: amount };
        }
        if (payment.status === 'FAILED' || payment.status === 'CANCELED') {
          return { status: 'failed', providerRef: payment.id, message: 'Payment failed' };
        }
        return { status: 'pending', providerRef: payment.id, amountCents: amount };
      } catch (error) {
        const sdk = await loadSquareSdk();
        if (!isCardError(error, sdk)) throw error;
        return { status: 'failed', providerRef: null, message: firstError(error, sdk) };
      }
    },
    async confirm({ providerRef }): Promise<ConfirmResult> {
      const { payment } = await (await connect()).payments.get({ paymentId: providerRef });
      return payment?.status === 'COMPLETED'
        ? { status: 'succeeded' }
        : { status: 'failed', code: 'processing_error', message: 'Payment failed' };
    },
    async refund(input) {
      const { refund } = await (
        await connect()
      ).refunds.refundPayment({
        idempotencyKey: input.idempotencyKey,
        paymentId: input.providerRef,
        amountMoney: { amount: BigInt(input.amountCents), currency: 'USD' },
        reason: 'Booking cancelled',
      });
      if (!refund?.id) throw new Error('Square answered without a refund');
      const status =
        refund.status === 'COMPLETED'
          ? 'succeeded'
          : refund.status === 'FAILED' || refund.status === 'REJECTED'
            ? 'failed'
            : 'pending';
      return { refundRef: refund.id, status };
    },
  };
}
