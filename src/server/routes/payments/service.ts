// Card payments for bookings (decisions.md "Payments"): the booking exists first and holds its
// slot; the intent charges the booking's stored engine price; only the gateway's confirmation
// marks it paid. Card details pass through to the sandbox check and are never kept.
import { manageLinks } from '../../services/manage-links';
import { businessToday } from '../../../domain/scheduling/business-time';
import { SLOT_TAKEN_MESSAGE } from '../../../domain/schemas/booking';
import type {
  PaymentConfirmResponse,
  PaymentIntentResponse,
  SandboxConfirmRequest,
} from '../../../domain/schemas/payments';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { fieldError, HttpError } from '../../plugins/errors';
import { runIdempotent, type StoredAnswer } from '../../services/idempotency';
import type { PaymentGateway } from '../../services/payments/gateway';
import { hashManageToken } from '../../services/public-references';
import { findBookingForUpdate, type BookingRow } from '../../bookings/repository';
import { prepareStoreOrderPayment } from '../store-orders/payment';
import { isLapsedHold } from '../../../domain/bookings/holds';
import { reclaimPlace } from './lapsed-holds';
import {
  findBookingByTokenForUpdate,
  findOpenBookingPayment,
  findPaymentBySecretForUpdate,
  insertPayment,
  markPaymentFailed,
} from '../../services/payments/repository';
import { sendOwedRefund } from './returned-refund';
import { settleSucceeded } from './settle';

export const INTENT_SCOPE = 'POST /api/stripe-payment-intent';
export const SANDBOX_CONFIRM_SCOPE = 'POST /api/payments/sandbox/confirm';

/** One answer for an unknown booking and a wrong or missing token: nothing to learn from it. */
export const BOOKING_NOT_FOUND = new HttpError(404, 'bookingId: Booking not found', {
  bookingId: 'Booking not found',
});

/**
 * The booking, locked, when `manageToken` is its own (decisions.md "Public references"): the
 * payment calls open, read and pay only the customer's own booking. Else a 404.
 */
export async function ownBookingForUpdate(
  trx: Executor,
  bookingId: number,
  manageToken: string | undefined,
): Promise<BookingRow> {
  const booking = manageToken
    ? await findBookingByTokenForUpdate(trx, bookingId, hashManageToken(manageToken))
    : undefined;
  if (!booking) throw BOOKING_NOT_FOUND;
  return booking;
}

/** A lapsed hold (cancelled "payment not completed") is payable if its place is still free. */
export function checkPayable(booking: BookingRow, now: Date): void {
  if (booking.paymentMethod !== 'card') {
    throw new HttpError(409, 'This booking is not paid by card.');
  }
  if (booking.status === 'cancelled' && !isLapsedHold(booking, now)) {
    throw new HttpError(409, 'This booking was cancelled.');
  }
  if (booking.paymentStatus === 'paid') throw new HttpError(409, 'This booking is already paid.');
  if (booking.paymentStatus === 'refunded') {
    throw new HttpError(409, 'This booking was refunded.');
  }
}

/**
 * One open intent per booking: asking again (a remount, a retry after a decline) gives the same
 * client secret rather than a second intent.
 */
export async function createBookingIntent(
  ctx: AppContext,
  gateway: PaymentGateway,
  input: {
    bookingId: number;
    manageToken: string | undefined;
    idempotencyKey: string | undefined;
    now?: Date;
  },
): Promise<StoredAnswer<PaymentIntentResponse>> {
  const now = input.now ?? new Date();
  // The token is checked before a stored answer is replayed: a replay never bypasses it.
  await ctx.db.transaction((trx) => ownBookingForUpdate(trx, input.bookingId, input.manageToken));
  return runIdempotent<PaymentIntentResponse>(
    ctx.db,
    {
      scope: INTENT_SCOPE,
      key: input.idempotencyKey,
      // The client's amount and items never matter; the booking's stored total is charged.
      payload: { bookingId: input.bookingId, token: hashManageToken(input.manageToken ?? '') },
    },
    async (trx) => {
      const booking = await ownBookingForUpdate(trx, input.bookingId, input.manageToken);
      checkPayable(booking, now);
      // A customer back after the hold lapsed gets the place again while the slot has room.
      if (!(await reclaimPlace(trx, booking, now))) throw new HttpError(409, SLOT_TAKEN_MESSAGE);
      const answer = (payment: { id: number; clientSecret: string | null }) => ({
        statusCode: 200,
        body: {
          clientSecret: payment.clientSecret ?? '',
          amountCents: booking.totalPrice,
          gateway: gateway.name === 'stripe' ? ('stripe' as const) : ('sandbox' as const),
          testMode: gateway.testMode,
          bookingId: booking.id,
          paymentId: payment.id,
        },
      });
      const open = await findOpenBookingPayment(trx, booking.id, gateway.name);
      if (open?.clientSecret && open.amountCents === booking.totalPrice) return answer(open);

      const intent = await gateway.createIntent({
        amountCents: booking.totalPrice,
        currency: 'usd',
        reference: { kind: 'booking', bookingId: booking.id },
        // Without the client's key, the same booking and price give the same key: a retry after a
        // lost answer gets the provider's first intent back instead of a second one.
        idempotencyKey: input.idempotencyKey ?? `booking-${booking.id}-${booking.totalPrice}`,
        description: `Booking ${booking.reference}: ${booking.serviceName}`,
        receiptEmail: booking.email,
      });
      const payment = await insertPayment(trx, {
        bookingId: booking.id,
        gateway: gateway.name,
        providerRef: intent.providerRef,
        clientSecret: intent.clientSecret,
        amountCents: intent.amountCents,
        status: 'pending',
      });
      return answer(payment);
    },
  );
}

const FAILURE_FIELDS = {
  invalid_number: 'cardNumber',
  invalid_cvc: 'cvc',
} as const;

/** The sandbox gateway's own confirmation of its card form. */
export async function confirmSandboxPayment(
  ctx: AppContext,
  gateway: PaymentGateway,
  input: {
    body: SandboxConfirmRequest;
    idempotencyKey: string | undefined;
    rawBody: unknown;
    now?: Date;
  },
): Promise<StoredAnswer<PaymentConfirmResponse>> {
  const now = input.now ?? new Date();
  const { body } = input;
  const links = await manageLinks(ctx);
  const answer = await runIdempotent<PaymentConfirmResponse>(
    ctx.db,
    { scope: SANDBOX_CONFIRM_SCOPE, key: input.idempotencyKey, payload: input.rawBody },
    async (trx) => {
      const payment = await findPaymentBySecretForUpdate(trx, body.clientSecret);
      if (!payment || payment.gateway !== 'sandbox') {
        throw new HttpError(404, 'clientSecret: Payment not found', {
          clientSecret: 'Payment not found',
        });
      }
      const done = (status: 'succeeded' | 'failed', message?: string) => ({
        statusCode: 200,
        body: {
          status,
          ...(message ? { message } : {}),
          bookingId: payment.bookingId,
          paymentId: payment.id,
        },
      });
      // A replay after success changes nothing and sends nothing.
      if (payment.status === 'succeeded') return done('succeeded');
      if (payment.status === 'refunded') throw new HttpError(409, 'This payment was refunded.');

      // Before any money moves: the booking still takes this payment and holds (or gets back)
      // its place. Nothing is charged otherwise.
      const booking =
        payment.bookingId === null ? undefined : await findBookingForUpdate(trx, payment.bookingId);
      if (booking) {
        checkPayable(booking, now);
        if (booking.totalPrice !== payment.amountCents) {
          throw new HttpError(409, 'The booking total changed. Please start the payment again.');
        }
        if (!(await reclaimPlace(trx, booking, now))) {
          throw new HttpError(409, SLOT_TAKEN_MESSAGE);
        }
      }
      if (payment.storeOrderId !== null) {
        await prepareStoreOrderPayment(trx, payment.storeOrderId, payment.amountCents, now);
      }

      const result = await gateway.confirm({
        providerRef: payment.providerRef,
        card: {
          number: body.cardNumber,
          expMonth: body.expMonth,
          expYear: body.expYear,
          cvc: body.cvc,
          ...(body.postalCode ? { postalCode: body.postalCode } : {}),
        },
        now,
      });
      if (result.status === 'failed') {
        if (result.code === 'expired_card') {
          const thisYear = Number(businessToday(now).slice(0, 4));
          throw fieldError(body.expYear < thisYear ? 'expYear' : 'expMonth', result.message);
        }
        if (result.code === 'invalid_number' || result.code === 'invalid_cvc') {
          throw fieldError(FAILURE_FIELDS[result.code], result.message);
        }
        // A decline is an answer, not an error: the intent stays payable with another card.
        await markPaymentFailed(trx, payment.id, result.message);
        return done('failed', result.message);
      }

      // The sandbox confirms the intent's own amount; settle sends the confirmation and receipt.
      await settleSucceeded(trx, payment, gateway, {
        confirmedAmountCents: payment.amountCents,
        links,
        now,
      });
      return done('succeeded');
    },
  );
  // Money settle could not accept goes back now that its decision is committed (a replay too).
  await sendOwedRefund(ctx, { id: answer.body.paymentId });
  return answer;
}
