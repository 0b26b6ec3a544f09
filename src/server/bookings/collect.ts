// Cash or afterpay money collected on site (issue 16): the admin or the assigned technician
// records it; who and when are kept on the booking and in its history. A card booking is
// marked paid only by its gateway (decisions.md "Staff operations calls").
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bookings } from '../db/schema/index';
import { HttpError } from '../plugins/errors';
import { recordBookingEvent, type BookingActor } from '../services/booking-events';
import type { BookingRow } from './repository';

export async function markCollected(
  trx: Executor,
  booking: BookingRow,
  actor: Extract<BookingActor, { id: number }>,
  now: Date,
): Promise<void> {
  if (booking.paymentMethod === 'card') {
    throw new HttpError(409, 'A card booking is marked paid only by its payment gateway');
  }
  if (booking.status === 'cancelled') {
    throw new HttpError(409, 'A cancelled booking cannot be marked paid');
  }
  if (booking.paymentStatus !== 'unpaid') {
    throw new HttpError(409, `The booking is already ${booking.paymentStatus}`);
  }
  const [row] = await trx
    .update(bookings)
    .set({
      paymentStatus: 'paid',
      paymentCollectedAt: now,
      paymentCollectedBy: actor.id,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, booking.id), eq(bookings.paymentStatus, 'unpaid')))
    .returning();
  if (!row)
    throw new HttpError(409, 'Someone else just changed this booking. Reload and try again.');
  Object.assign(booking, row);
  await recordBookingEvent(trx, booking.id, actor, 'collected', {
    amountCents: row.totalPrice,
    paymentMethod: row.paymentMethod,
  });
}
