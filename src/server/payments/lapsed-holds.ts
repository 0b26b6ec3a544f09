// A card booking holds its place for 15 minutes while the customer pays (decisions.md "Payments",
// "Money that does not match"). When the hold lapses unpaid the booking becomes cancelled with
// the reason "payment not completed" (the sweep in src/server/jobs/lapsed-holds.ts), and leaves
// every count and list of the live work. A payment that still arrives gets the place back when the slot has room; otherwise
// settling refunds it (settle.ts) or, before any money moved, the pipeline refuses to charge.
import { and, eq, isNotNull } from 'drizzle-orm';
import { isLapsedHold } from '../../domain/bookings/holds';
import { CARD_HOLD_MINUTES } from '../../domain/schemas/booking';
import type { Executor } from '../db/client';
import { bookings, stockHolds } from '../db/schema/index';
import { recordBookingEvent } from '../services/booking-events';
import type { BookingRow } from '../bookings/repository';
import { NotEnoughStockError, reserveStock } from '../services/stock';
import { hasRoom, loadSlots, lockSlot, placesOf } from '../bookings/slots';

/**
 * Gives a lapsed booking its place back when the slot still has room (under the slot's lock, so
 * two late payers cannot both take the last place): pending again, with a fresh hold, and the
 * store products the sweep gave back taken again. Returns false, changing nothing, when the slot
 * is full or a product ran out. A booking whose hold has not lapsed is left as it is (true).
 */
export async function reclaimPlace(trx: Executor, booking: BookingRow, now: Date) {
  if (!isLapsedHold(booking, now)) return true;
  await lockSlot(trx, booking.appointmentDate, booking.appointmentTime);
  const load = await loadSlots(trx, booking.appointmentDate, {
    time: booking.appointmentTime,
    excludeBookingId: booking.id,
  });
  if (!hasRoom(load, booking.appointmentTime, placesOf(booking))) return false;
  try {
    // A savepoint: a product that ran out undoes only the units taken here.
    await trx.transaction(async (savepoint) => {
      const released = await savepoint
        .select({ productId: stockHolds.productId, quantity: stockHolds.quantity })
        .from(stockHolds)
        .where(and(eq(stockHolds.bookingId, booking.id), isNotNull(stockHolds.releasedAt)));
      if (released.length > 0) await reserveStock(savepoint, released, { bookingId: booking.id });
    });
  } catch (error) {
    if (error instanceof NotEnoughStockError) return false;
    throw error;
  }
  const holdExpiresAt = new Date(now.getTime() + CARD_HOLD_MINUTES * 60_000);
  await trx
    .update(bookings)
    .set({
      status: 'pending',
      cancelReason: null,
      cancelledAt: null,
      holdExpiresAt,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id));
  await recordBookingEvent(trx, booking.id, { kind: 'system' }, 'reinstated');
  Object.assign(booking, {
    status: 'pending',
    cancelReason: null,
    cancelledAt: null,
    holdExpiresAt,
  });
  return true;
}
