// A card booking's unpaid hold that lapsed becomes cancelled "payment not completed"
// (decisions.md "Payments", docs/decisions/011-references-and-money.md); a payment that still
// arrives may take the place back (src/server/payments/lapsed-holds.ts). Run every minute by the
// background jobs (./index.ts): a hold is 15 minutes, so it is swept within 16.
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { PAYMENT_NOT_COMPLETED } from '../../domain/bookings/holds';
import type { Executor } from '../db/client';
import { bookingEvents, bookings } from '../db/schema/index';
import { announceBookingChanges } from '../services/booking-events';

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
      await announceBookingChanges(
        trx,
        rows.map((row) => row.id),
      );
    }
    return rows.map((row) => row.id);
  });
}
