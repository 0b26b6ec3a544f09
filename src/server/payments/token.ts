// POST /api/square-payment (booking-flow.md section 7): a single-use card token from Square's Web
// Payments SDK (or the sandbox's form) is charged for the server's amount, through the pipeline
// (pipeline.ts): the booking is checked under its lock, Square is called with no lock held, and
// its answer is recorded under the lock again. The client's `amount` is compared with the
// booking's stored total and never charged (docs/decisions/006-payments.md).
import { createHash } from 'node:crypto';
import { formatMoney } from '../../domain/pricing/format-money';
import type {
  SquarePaymentRequest,
  SquarePaymentResponse,
} from '../../domain/schemas/payment-providers';
import { SLOT_TAKEN_MESSAGE } from '../../domain/schemas/booking';
import type { AppContext } from '../context';
import { HttpError } from '../plugins/errors';
import type { StoredAnswer } from '../services/idempotency';
import { manageLinks } from '../services/manage-links';
import type { ChargeResult, PaymentGateway } from '../services/payments/gateway';
import { reclaimPlace } from './lapsed-holds';
import { checkPayable, ownBookingForUpdate } from './payable';
import { runPayment } from './pipeline';
import { markBookingPaymentFailed, recordProviderPayment } from './repository';
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

type Outcome = Pick<SquarePaymentResponse, 'success' | 'status' | 'paymentId'> & {
  error?: string;
};

/** The answer for a charge's outcome; the fields every answer has are filled in here. */
function tokenAnswer(
  gateway: PaymentGateway,
  charge: { amountCents: number; bookingId: number | null; testMode: boolean },
  result: ChargeResult,
  outcome: Outcome,
): SquarePaymentResponse {
  return {
    ...outcome,
    providerPaymentId: result.providerRef,
    amountCents: charge.amountCents,
    bookingId: charge.bookingId,
    gateway: gateway.name === 'square' ? 'square' : 'sandbox',
    testMode: charge.testMode,
  };
}

type Charge = { bookingId: number; amountCents: number; note: string };

export async function chargeCardToken(
  ctx: AppContext,
  gateway: PaymentGateway,
  input: { body: SquarePaymentRequest; idempotencyKey: string | undefined; now?: Date },
): Promise<StoredAnswer<SquarePaymentResponse>> {
  const { body } = input;
  const now = input.now ?? new Date();
  const links = await manageLinks(ctx);
  return runPayment<SquarePaymentResponse, Charge, ChargeResult>(ctx, {
    idempotency: {
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
    // A token charge always names what it pays for, and only its customer may pay it; checked
    // before a stored answer is replayed.
    guard: (trx) => ownBookingForUpdate(trx, body.bookingId, body.manageToken),
    prepare: async (trx) => {
      const booking = await ownBookingForUpdate(trx, body.bookingId, body.manageToken);
      checkPayable(booking, now);
      if (body.amount !== booking.totalPrice) {
        const message = `The total for this booking is ${formatMoney(booking.totalPrice)}. Please review it and pay again.`;
        throw new HttpError(409, `amount: ${message}`, { amount: message });
      }
      // Before any money moves: a lapsed hold gets its place back, or nothing is charged.
      if (!(await reclaimPlace(trx, booking, now)))
        throw new HttpError(409, SLOT_TAKEN_MESSAGE, undefined, { code: 'slot_full' });
      const charge: Charge = {
        bookingId: booking.id,
        amountCents: booking.totalPrice,
        note: `Booking ${booking.reference}: ${booking.serviceName}`,
      };
      return { call: charge };
    },
    callProvider: (charge) =>
      gateway.chargeToken({
        token: body.token,
        amountCents: charge.amountCents,
        currency: 'usd',
        reference: { kind: 'booking', bookingId: charge.bookingId },
        idempotencyKey: providerKey(
          input.idempotencyKey,
          body.token,
          `${charge.bookingId}:${charge.amountCents}`,
        ),
        note: charge.note,
      }),
    settle: async (trx, charge, result) => {
      const answer = (outcome: Outcome) => ({
        statusCode: 200,
        body: tokenAnswer(gateway, { ...charge, testMode: gateway.testMode }, result, outcome),
      });
      const { bookingId, amountCents } = charge;
      if (result.status === 'failed') {
        const failed = result.providerRef
          ? await recordProviderPayment(trx, {
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
        });
      }
      // Recorded once, whoever comes first (a replayed provider key finds the same row).
      const payment = await recordProviderPayment(trx, {
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
      if (outcome === 'returned' || payment.status === 'refunded') {
        return answer({
          success: false,
          status: 'failed',
          error: PAYMENT_RETURNED_MESSAGE,
          paymentId: payment.id,
        });
      }
      return answer({
        success: result.status === 'succeeded',
        status: result.status,
        ...(result.status === 'pending'
          ? { error: 'Your payment is being processed. We will e-mail you when it completes.' }
          : {}),
        paymentId: payment.id,
      });
    },
    refundOf: (answer) => answer.paymentId,
  });
}

/**
 * /square-test's charge: an amount and a card token, paying for nothing. Only while the token
 * gateway is in test mode (the sandbox, or Square's sandbox), where no real money moves, and
 * nothing is stored: /api/square-payment always names a booking (docs/decisions/011). The
 * provider call alone: nothing to prepare, nothing to settle.
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
  const charge = { amountCents: input.amount, bookingId: null, testMode: true };
  if (result.status === 'failed') {
    return tokenAnswer(gateway, charge, result, {
      success: false,
      status: 'failed',
      error: result.message,
      paymentId: null,
    });
  }
  return tokenAnswer(gateway, charge, result, {
    success: result.status === 'succeeded',
    status: result.status,
    paymentId: null,
  });
}
