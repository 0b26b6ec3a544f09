// The one cancel (decisions.md "One set of booking rules"), for the customer's link, the office
// and the assigned technician: a paid booking's refund is recorded as owed to the gateway that
// took it, the booking is cancelled, its store products go back to stock, and the event tells
// the customer (with the refund) and every technician on the job. The provider is asked after
// the commit (`sendOwedRefundsOf`, by the caller), never under the slot's or the row's lock
// (docs/decisions/027-payment-pipeline.md "Refunds after the cancel").
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bookings } from '../db/schema/index';
import { HttpError } from '../plugins/errors';
import type { PaymentGateways } from '../services/payments/index';
import { recordBookingRefunds } from '../payments/refunds';
import { releaseStock } from '../services/stock';
import { recordAndNotify, type ChangeContext } from './record';
import type { BookingRow } from './repository';

export const CHANGED_MEANWHILE = 'Someone else just changed this booking. Reload and try again.';

/** Cancels the booking (its row locked by the caller) and returns the row as it now is. */
export async function cancel(
  trx: Executor,
  booking: BookingRow,
  reason: string,
  context: ChangeContext & { gateways: PaymentGateways },
): Promise<BookingRow> {
  const { now } = context;
  // A booking marked paid with no card payment on record (cash collected) is refunded by staff
  // by hand; the e-mail still tells the customer the money comes back.
  const refunded = booking.paymentStatus === 'paid';
  const { refundedCents } = refunded
    ? await recordBookingRefunds(trx, context.gateways, booking)
    : { refundedCents: 0 };
  // Conditional on the status just read, so of two racing changes one wins.
  const [row] = await trx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelReason: reason,
      cancelledAt: now,
      holdExpiresAt: null,
      calendarSequence: sql`${bookings.calendarSequence} + 1`,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
    .returning();
  if (!row) throw new HttpError(409, CHANGED_MEANWHILE);
  await releaseStock(trx, { bookingId: row.id }, now);
  await recordAndNotify(trx, row, 'cancelled', { reason, refunded }, context);
  if (refundedCents > 0) {
    await recordAndNotify(trx, row, 'refunded', { amountCents: refundedCents }, context);
  }
  return row;
}
