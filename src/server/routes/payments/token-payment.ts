// POST /api/square-payment (booking-flow.md section 7): a single-use card token from Square's Web
// Payments SDK (or the sandbox's form) is charged for the server's amount. The client's `amount`
// is compared with the booking's stored total and never charged (docs/decisions/006-payments.md).
import { createHash } from 'node:crypto';
import { formatMoney } from '../../../domain/pricing/format-money';
import type {
  SquarePaymentRequest,
  SquarePaymentResponse,
} from '../../../domain/schemas/payment-providers';
import type { AppContext } from '../../context';
import { fieldError, HttpError } from '../../plugins/errors';
import { runIdempotent, type StoredAnswer } from '../../services/idempotency';
import type { PaymentGateway, PaymentReference } from '../../services/payments/gateway';
import { findBookingForUpdate } from '../bookings/repository';
import { insertPayment, markBookingPaymentFailed } from './repository';
import { checkPayable, reclaimExpiredHold } from './service';
import { settleSucceeded } from './settle';

export const TOKEN_PAYMENT_SCOPE = 'POST /api/square-payment';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Square allows 45 characters. A token is single-use, so the token with what it pays for names
 * the one charge: a retry after a lost answer gets Square's first payment back.
 */
function providerKey(idempotencyKey: string | undefined, token: string, what: string): string {
  const basis = idempotencyKey ? `key:${idempotencyKey}` : `token:${token}`;
  return `pay-${sha256(`${basis}|${what}`).slice(0, 40)}`;
}

export async function chargeCardToken(
  ctx: AppContext,
  gateway: PaymentGateway,
  input: { body: SquarePaymentRequest; idempotencyKey: string | undefined; now?: Date },
): Promise<StoredAnswer<SquarePaymentResponse>> {
  const { body } = input;
  const now = input.now ?? new Date();
  const gatewayName = gateway.name === 'square' ? ('square' as const) : ('sandbox' as const);
  return runIdempotent<SquarePaymentResponse>(
    ctx.db,
    {
      scope: TOKEN_PAYMENT_SCOPE,
      key: input.idempotencyKey,
      // The token itself is not stored, only its hash.
      payload: { token: sha256(body.token), amount: body.amount, bookingId: body.bookingId },
    },
    async (trx) => {
      let amountCents: number;
      let reference: PaymentReference | { kind: 'test' };
      let note: string;
      if (body.bookingId === undefined) {
        // /square-test: nothing is bought, so only a test-mode gateway may take its amount.
        if (!gateway.testMode) throw fieldError('bookingId', 'Send the booking id');
        amountCents = body.amount;
        reference = { kind: 'test' };
        note = 'Card payment test';
      } else {
        const booking = await findBookingForUpdate(trx, body.bookingId);
        checkPayable(booking);
        if (body.amount !== booking.totalPrice) {
          const message = `The total for this booking is ${formatMoney(booking.totalPrice)}. Please review it and pay again.`;
          throw new HttpError(409, `amount: ${message}`, { amount: message });
        }
        await reclaimExpiredHold(trx, booking, now);
        amountCents = booking.totalPrice;
        reference = { kind: 'booking', bookingId: booking.id };
        note = `Booking #${booking.id}: ${booking.serviceName}`;
      }

      const result = await gateway.chargeToken({
        token: body.token,
        amountCents,
        currency: 'usd',
        reference,
        idempotencyKey: providerKey(
          input.idempotencyKey,
          body.token,
          `${body.bookingId ?? 'test'}:${amountCents}`,
        ),
        note,
      });
      const bookingId = body.bookingId ?? null;
      const answer = (
        fields: Pick<
          SquarePaymentResponse,
          'success' | 'status' | 'paymentId' | 'providerPaymentId'
        > & {
          error?: string;
        },
      ) => ({
        statusCode: 200,
        body: {
          ...fields,
          amountCents,
          bookingId,
          gateway: gatewayName,
          testMode: gateway.testMode,
        },
      });

      if (result.status === 'failed') {
        const failed = result.providerRef
          ? await insertPayment(trx, {
              bookingId,
              gateway: gateway.name,
              providerRef: result.providerRef,
              amountCents,
              status: 'failed',
              failureMessage: result.message,
            })
          : undefined;
        if (bookingId !== null) await markBookingPaymentFailed(trx, bookingId);
        return answer({
          success: false,
          status: 'failed',
          error: result.message,
          paymentId: failed?.id ?? null,
          providerPaymentId: result.providerRef,
        });
      }
      if (result.amountCents !== amountCents) {
        throw new Error(`Provider charged ${result.amountCents}, expected ${amountCents}`);
      }
      const payment = await insertPayment(trx, {
        bookingId,
        gateway: gateway.name,
        providerRef: result.providerRef,
        amountCents,
        status: 'pending',
      });
      // Square's own answer to the server (never the browser's word) settles a completed charge;
      // a pending one waits for the verified webhook.
      if (result.status === 'succeeded') await settleSucceeded(trx, payment, gateway.testMode);
      return answer({
        success: result.status === 'succeeded',
        status: result.status,
        ...(result.status === 'pending'
          ? { error: 'Your payment is being processed. We will e-mail you when it completes.' }
          : {}),
        paymentId: payment.id,
        providerPaymentId: result.providerRef,
      });
    },
  );
}
