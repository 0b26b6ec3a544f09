// What a gateway's verdict does to our records, whoever reports it (the sandbox's confirm, a
// verified webhook, Square's charge answer). decisions.md "Money that does not match": money is
// accepted only for the amount we expected and for a place the booking still holds; otherwise it
// goes back through the gateway that took it, and nothing is marked paid. The refund is only
// recorded here; the caller sends it once this transaction committed (refunds.ts).
import type { Executor } from '../db/client';
import type { PaymentGateway } from '../services/payments/gateway';
import { enqueueBookingConfirmed } from '../notifications/confirmed';
import type { BusinessFacts } from '../../domain/schemas/business';
import type { ManageLinks } from '../services/manage-links';
import { recordBookingEvent } from '../services/booking-events';
import { findBookingForUpdate, type BookingRow } from '../bookings/repository';
import { settleStoreOrderPaid } from './store-orders';
import type { RETURNED_REASONS } from '../notifications/templates/payments';
import { notifyPaymentReceived, notifyPaymentReturned } from '../notifications/notices';
import { isLapsedHold } from '../../domain/bookings/holds';
import { reclaimPlace } from './lapsed-holds';
import {
  markBookingPaymentFailed,
  markBookingRefunded,
  markPaid,
  markPaymentFailed,
  markReturned,
  type PaymentRow,
} from './repository';

export type SettleOutcome = 'paid' | 'returned' | 'unchanged';

/**
 * Whether the booking can take this payment: card, not cancelled (except a lapsed hold, which
 * reclaimPlace decides), not already paid or refunded.
 */
function acceptsPayment(booking: BookingRow, now: Date): boolean {
  if (booking.paymentMethod !== 'card') return false;
  if (booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded') return false;
  return booking.status !== 'cancelled' || isLapsedHold(booking, now);
}

/**
 * Records that a payment the business must not keep goes back: marked refunded with the amount
 * owed (flagged for staff when a person should look), and the customer told. No provider is
 * called inside the transaction: the caller sends the owed refund after commit
 * (refunds.ts), so a failure here rolls back a decision, never a refund already made.
 */
async function returnPayment(
  trx: Executor,
  gateway: PaymentGateway,
  payment: PaymentRow,
  input: {
    amountCents: number;
    reason: keyof typeof RETURNED_REASONS;
    staffFlag: string | null;
    booking: BookingRow | undefined;
    business: BusinessFacts;
  },
): Promise<SettleOutcome> {
  await markReturned(trx, payment.id, input.amountCents, input.staffFlag);
  const { booking } = input;
  if (booking) {
    // A booking that stays cancelled shows its money went back; an open one stays payable.
    if (booking.status === 'cancelled' && booking.paymentStatus !== 'paid') {
      await markBookingRefunded(trx, booking.id);
    }
    await recordBookingEvent(trx, booking.id, { kind: 'system' }, 'refunded', {
      amountCents: input.amountCents,
      reason: input.reason,
    });
    await notifyPaymentReturned(trx, {
      reference: booking.reference,
      name: booking.name,
      email: booking.email,
      amountCents: input.amountCents,
      reason: input.reason,
      testMode: gateway.testMode,
      business: input.business,
      locale: booking.locale,
    });
  }
  return 'returned';
}

/**
 * A provider confirmed `confirmedAmountCents` for this payment. Marks the payment and its booking
 * paid (the hold cleared) and writes the confirmation with its invite and the receipt, once; a
 * payment already settled or refunded is left alone. The booking's confirmation e-mail is sent
 * here for card bookings, never when the booking is made (decisions.md "Money that does not
 * match"). 'returned' means a refund is owed: after commit, the caller calls sendOwedRefund.
 */
export async function settleSucceeded(
  trx: Executor,
  payment: PaymentRow,
  gateway: PaymentGateway,
  input: { confirmedAmountCents: number; links: ManageLinks; now?: Date },
): Promise<SettleOutcome> {
  if (payment.status === 'succeeded' || payment.status === 'refunded') return 'unchanged';
  const now = input.now ?? new Date();
  const confirmed = input.confirmedAmountCents;
  const booking =
    payment.bookingId === null ? undefined : await findBookingForUpdate(trx, payment.bookingId);
  // What we expected: the amount the intent was made for, which is also the booking's total.
  const expected = payment.amountCents;
  if (confirmed !== expected || (booking && booking.totalPrice !== expected)) {
    const wanted = booking ? booking.totalPrice : expected;
    return returnPayment(trx, gateway, payment, {
      amountCents: confirmed,
      reason: 'amountMismatch',
      staffFlag: `Amount mismatch: the provider confirmed ${confirmed} cents, we expected ${wanted}. Refunded; nothing marked paid.`,
      booking,
      business: input.links.business,
    });
  }
  if (booking) {
    if (!acceptsPayment(booking, now)) {
      return returnPayment(trx, gateway, payment, {
        amountCents: confirmed,
        reason: 'notPayable',
        staffFlag: `Payment for a booking that was ${booking.paymentStatus === 'paid' ? 'already paid' : booking.status}. Refunded.`,
        booking,
        business: input.links.business,
      });
    }
    if (!(await reclaimPlace(trx, booking, now))) {
      return returnPayment(trx, gateway, payment, {
        amountCents: confirmed,
        reason: 'slotTaken',
        staffFlag: null,
        booking,
        business: input.links.business,
      });
    }
  }

  await markPaid(trx, payment.id, payment.bookingId);
  await settleStoreOrderPaid(trx, payment, gateway.testMode, now);
  if (booking) {
    const appointmentTime = booking.appointmentTime;
    await recordBookingEvent(trx, booking.id, { kind: 'system' }, 'paid', {
      amountCents: payment.amountCents,
    });
    await enqueueBookingConfirmed(trx, booking, input.links);
    await notifyPaymentReceived(trx, {
      reference: booking.reference,
      name: booking.name,
      email: booking.email,
      serviceName: booking.serviceName,
      appointmentDate: booking.appointmentDate,
      appointmentTime,
      amountCents: payment.amountCents,
      paymentId: payment.id,
      testMode: gateway.testMode,
      business: input.links.business,
      locale: booking.locale,
    });
  }
  return 'paid';
}

/** A failed attempt: the payment and an unpaid booking say so; a paid one is never downgraded. */
export async function settleFailed(
  trx: Executor,
  payment: PaymentRow,
  message: string,
): Promise<boolean> {
  if (payment.status !== 'pending' && payment.status !== 'failed') return false;
  await markPaymentFailed(trx, payment.id, message);
  // A change to the booking like any other: its history, the live streams and a booking.updated
  // webhook hear of it through the one recording step (issue 44). The customer saw the refusal
  // in the card form and is not mailed.
  if (payment.bookingId !== null && (await markBookingPaymentFailed(trx, payment.bookingId))) {
    await recordBookingEvent(trx, payment.bookingId, { kind: 'system' }, 'payment_failed', {
      message,
    });
  }
  return true;
}
