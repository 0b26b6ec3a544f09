// A card hold that lapsed unpaid (decisions.md "Payments": the slot is released after 15
// minutes) is a cancel the system makes: "payment not completed", through the one recording
// step, so the history, the live streams and the `booking.cancelled` webhook hear of it like any
// other cancel (issue 44). The hold's expiry stays on the row: a payment that still arrives
// reclaims the place by it (payments/lapsed-holds.ts). Nothing was charged, so nothing is
// refunded, and the customer, never told the booking stood (a card booking is confirmed on
// payment), is not mailed; a technician already put on the job is (notifications/index.ts).
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { PAYMENT_NOT_COMPLETED } from '../../domain/bookings/holds';
import type { Executor } from '../db/client';
import { bookings } from '../db/schema/index';
import { recordAndNotify, type ChangeContext } from './record';
import type { BookingRow } from './repository';

/** The unpaid card bookings whose hold ran out by `now`. */
export const lapsedHoldAt = (now: Date) =>
  and(
    eq(bookings.status, 'pending'),
    eq(bookings.paymentMethod, 'card'),
    inArray(bookings.paymentStatus, ['unpaid', 'failed']),
    isNotNull(bookings.holdExpiresAt),
    lte(bookings.holdExpiresAt, now),
  );

/**
 * Cancels the booking (its row locked by the caller) when its hold has lapsed by `context.now`;
 * returns the cancelled row, or null when it was paid or changed meanwhile.
 */
export async function lapseHold(
  trx: Executor,
  booking: BookingRow,
  context: ChangeContext,
): Promise<BookingRow | null> {
  const { now } = context;
  const [row] = await trx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelReason: PAYMENT_NOT_COMPLETED,
      cancelledAt: now,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, booking.id), lapsedHoldAt(now)))
    .returning();
  if (!row) return null;
  await recordAndNotify(trx, row, 'cancelled', { reason: PAYMENT_NOT_COMPLETED }, context);
  return row;
}
