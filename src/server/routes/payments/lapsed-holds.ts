// A card booking holds its place for 15 minutes while the customer pays (decisions.md "Payments",
// "Money that does not match"). When the hold lapses unpaid the booking becomes cancelled with
// the reason "payment not completed" (the sweep below), and leaves every count and list of the
// live work. A payment that still arrives gets the place back when the slot has room; otherwise
// the caller refunds it (settle.ts) or, before any money moved, refuses to charge.
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SlotLabel } from '../../../domain/scheduling/business-time';
import { isLapsedHold, PAYMENT_NOT_COMPLETED } from '../../../domain/bookings/holds';
import { CARD_HOLD_MINUTES } from '../../../domain/schemas/booking';
import type { Db, Executor } from '../../db/client';
import { bookingEvents, bookings, stockHolds } from '../../db/schema/index';
import { recordBookingEvent } from '../../services/booking-events';
import type { BookingRow } from '../../bookings/repository';
import { NotEnoughStockError, reserveStock } from '../../services/stock';
import { hasRoom, loadSlots, lockSlot, placesOf } from '../../bookings/slots';

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
    time: booking.appointmentTime as SlotLabel,
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

/**
 * Cancels every unpaid card booking whose hold has lapsed ("payment not completed"), with its
 * history event in the same transaction: a crash between the two cannot leave a cancellation
 * nobody can explain. One UPDATE whose WHERE stops matching once done: safe on several app
 * servers at once. Without `now`, the database's clock decides, the same clock that set the hold.
 */
export async function cancelLapsedCardBookings(db: Executor, now?: Date): Promise<number[]> {
  return db.transaction(async (trx) => {
    const rows = await trx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelReason: PAYMENT_NOT_COMPLETED,
        cancelledAt: now ?? sql`now()`,
        updatedAt: now ?? sql`now()`,
      })
      .where(
        and(
          eq(bookings.status, 'pending'),
          eq(bookings.paymentMethod, 'card'),
          inArray(bookings.paymentStatus, ['unpaid', 'failed']),
          isNotNull(bookings.holdExpiresAt),
          lte(bookings.holdExpiresAt, now ?? sql`now()`),
        ),
      )
      .returning({ id: bookings.id });
    // The history shows who cancelled it and why (issue 16: every change is an event).
    if (rows.length > 0) {
      await trx.insert(bookingEvents).values(
        rows.map((row) => ({
          bookingId: row.id,
          actorKind: 'system' as const,
          action: 'cancelled',
          details: { reason: PAYMENT_NOT_COMPLETED },
        })),
      );
    }
    return rows.map((row) => row.id);
  });
}

/** Every minute, like the outbox's loop; a hold is 15 minutes, so it is swept within 16. */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;

export function startLapsedHoldSweeper(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = HOLD_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = cancelLapsedCardBookings(db)
      .then((ids) => {
        if (ids.length > 0) log.info({ bookings: ids }, 'lapsed card holds cancelled');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'the lapsed-hold sweep failed'))
      .finally(() => {
        inFlight = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
}
