// POST /api/square-payment (booking-flow.md section 7): a single-use card token from Square's Web
// Payments SDK (or the sandbox's form) is charged for the server's amount. The client's `amount`
// is compared with the booking's stored total and never charged (docs/decisions/006-payments.md).
import { manageLinks } from '../../services/manage-links';
import { createHash } from 'node:crypto';
import { formatMoney } from '../../../domain/pricing/format-money';
import type {
  SquarePaymentRequest,
  SquarePaymentResponse,
} from '../../../domain/schemas/payment-providers';
import type { AppContext } from '../../context';
import { SLOT_TAKEN_MESSAGE } from '../../../domain/schemas/booking';
import { HttpError } from '../../plugins/errors';
import { runIdempotent, type StoredAnswer } from '../../services/idempotency';
import type { PaymentGateway } from '../../services/payments/gateway';
import { reclaimPlace } from './lapsed-holds';
import { insertPayment, markBookingPaymentFailed } from '../../services/payments/repository';
import { sendOwedRefund } from './returned-refund';
import { checkPayable, ownBookingForUpdate } from './service';
import { settleSucceeded } from './settle';

/** The provider took another amount than ours: it was refunded at once and staff were told. */
export const PAYMENT_RETURNED_MESSAGE =
  'Your payment could not be accepted and was refunded at once. Please call us to finish your booking.';

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
  const links = await manageLinks(ctx);
  // The manage token is checked before a stored answer is replayed: a replay never bypasses it.
  await ctx.db.transaction((trx) => ownBookingForUpdate(trx, body.bookingId, body.manageToken));
  const answer = await runIdempotent<SquarePaymentResponse>(
    ctx.db,
    {
      scope: TOKEN_PAYMENT_SCOPE,
      key: input.idempotencyKey,
      // Neither the card token nor the manage token is stored, only their hashes.
      payload: {
        token: sha256(body.token),
        amount: body.amount,
        bookingId: body.bookingId,
        manageToken: sha256(body.manageToken ?? ''),
      },
    },
    async (trx) => {
      // A token charge always names what it pays for, and only its customer may pay it.
      const booking = await ownBookingForUpdate(trx, body.bookingId, body.manageToken);
      checkPayable(booking, now);
      if (body.amount !== booking.totalPrice) {
        const message = `The total for this booking is ${formatMoney(booking.totalPrice)}. Please review it and pay again.`;
        throw new HttpError(409, `amount: ${message}`, { amount: message });
      }
      // Before any money moves: a lapsed hold gets its place back, or nothing is charged.
      if (!(await reclaimPlace(trx, booking, now))) throw new HttpError(409, SLOT_TAKEN_MESSAGE);
      const amountCents = booking.totalPrice;
      const bookingId = booking.id;

      const result = await gateway.chargeToken({
        token: body.token,
        amountCents,
        currency: 'usd',
        reference: { kind: 'booking', bookingId },
        idempotencyKey: providerKey(
          input.idempotencyKey,
          body.token,
          `${bookingId}:${amountCents}`,
        ),
        note: `Booking ${booking.reference}: ${booking.serviceName}`,
      });
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
        await markBookingPaymentFailed(trx, bookingId);
        return answer({
          success: false,
          status: 'failed',
          error: result.message,
          paymentId: failed?.id ?? null,
          providerPaymentId: result.providerRef,
        });
      }
      const payment = await insertPayment(trx, {
        bookingId,
        gateway: gateway.name,
        providerRef: result.providerRef,
        amountCents,
        status: 'pending',
      });
      // Square's own answer to the server (never the browser's word) settles a completed charge;
      // a pending one waits for the verified webhook. Another amount than ours is refunded.
      const outcome =
        result.status === 'succeeded'
          ? await settleSucceeded(trx, payment, gateway, {
              confirmedAmountCents: result.amountCents,
              links,
              now,
            })
          : 'unchanged';
      if (outcome === 'returned') {
        return answer({
          success: false,
          status: 'failed',
          error: PAYMENT_RETURNED_MESSAGE,
          paymentId: payment.id,
          providerPaymentId: result.providerRef,
        });
      }
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
  // Money settle could not accept goes back now that its decision is committed (a replay too).
  if (answer.body.paymentId !== null) await sendOwedRefund(ctx, { id: answer.body.paymentId });
  return answer;
}

/**
 * /square-test's charge: an amount and a card token, paying for nothing. Only while the token
 * gateway is in test mode (the sandbox, or Square's sandbox), where no real money moves, and
 * nothing is stored: /api/square-payment always names a booking (docs/decisions/011).
 */
export async function chargeTestToken(
  gateway: PaymentGateway,
  input: { token: string; amount: number; idempotencyKey: string | undefined },
): Promise<SquarePaymentResponse> {
  if (!gateway.testMode) throw new HttpError(404, 'Test charges run only in test mode');
  const result = await gateway.chargeToken({
    token: input.token,
    amountCents: input.amount,
    currency: 'usd',
    reference: { kind: 'test' },
    idempotencyKey: providerKey(input.idempotencyKey, input.token, `test:${input.amount}`),
    note: 'Card payment test',
  });
  const common = {
    amountCents: input.amount,
    bookingId: null,
    paymentId: null,
    gateway: gateway.name === 'square' ? ('square' as const) : ('sandbox' as const),
    testMode: true,
  };
  if (result.status === 'failed') {
    return {
      ...common,
      success: false,
      status: 'failed',
      error: result.message,
      providerPaymentId: result.providerRef,
    };
  }
  return {
    ...common,
    success: result.status === 'succeeded',
    status: result.status,
    providerPaymentId: result.providerRef,
  };
}
