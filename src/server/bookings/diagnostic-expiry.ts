// A diagnostic booking is cancelled as soon as it is made, through the one cancel (its history
// and the live streams hear of it; a diagnostic booking tells nobody else, webhooks included:
// docs/decisions/052-every-change-recorded.md).
// Diagnostic bookings are deleted 24 hours after they were made (decisions.md, turn-3 section),
// with their photos (rows and files), history, reminders and stock holds (the units go back on
// the shelf first). At start and then every quarter of an hour (src/server/jobs/index.ts). Safe on
// several servers: each pass locks the rows it deletes and skips those another pass holds.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { bookingPhotos, bookings } from '../db/schema/index';
import type { PhotoFiles } from '../services/photos/photo-files';
import { announceBookingChanges } from '../services/booking-events';
import { manageLinks } from '../services/manage-links';
import { paymentGateways } from '../services/payments/index';
import { releaseStock } from '../services/stock';
import { cancel } from './cancel';
import { findBookingForUpdate } from './repository';

export const DIAGNOSTIC_CANCEL_REASON =
  'Diagnostic booking: cancelled at once so it holds no place';

/** Cancels the diagnostic booking just made (still pending), so it holds no place. */
export async function cancelDiagnosticBooking(ctx: AppContext, bookingId: number): Promise<void> {
  const links = await manageLinks(ctx);
  await ctx.db.transaction(async (trx) => {
    const booking = await findBookingForUpdate(trx, bookingId);
    if (!booking || booking.status !== 'pending') return;
    await cancel(trx, booking, DIAGNOSTIC_CANCEL_REASON, {
      actor: { kind: 'system' },
      links,
      now: new Date(),
      gateways: paymentGateways(ctx),
    });
  });
}

export const DIAGNOSTIC_LIFETIME_HOURS = 24;

/**
 * Deletes the diagnostic bookings made before `now` minus 24 hours; returns their ids. Without
 * `now` the database's clock decides, the clock that stamped createdAt.
 */
export async function deleteExpiredDiagnosticBookings(
  db: Db,
  files: PhotoFiles | undefined,
  now?: Date,
): Promise<number[]> {
  const cutoff = now
    ? new Date(now.getTime() - DIAGNOSTIC_LIFETIME_HOURS * 3_600_000)
    : sql`now() - make_interval(hours => ${DIAGNOSTIC_LIFETIME_HOURS})`;
  const { ids, uploadIds } = await db.transaction(async (trx) => {
    const rows = await trx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.source, 'diagnostic'), lt(bookings.createdAt, cutoff)))
      .for('update', { skipLocked: true });
    const found = rows.map((row) => row.id);
    if (found.length === 0) return { ids: [], uploadIds: [] };
    for (const id of found) await releaseStock(trx, { bookingId: id }, now ?? new Date());
    const photos = await trx
      .delete(bookingPhotos)
      .where(inArray(bookingPhotos.bookingId, found))
      .returning({ uploadId: bookingPhotos.uploadId });
    // History events, reminders and stock holds go with the row (ON DELETE CASCADE). The live
    // streams hear of it (at the commit), so a staff screen drops the test booking.
    await trx.delete(bookings).where(inArray(bookings.id, found));
    await announceBookingChanges(trx, found);
    return { ids: found, uploadIds: photos.flatMap((p) => (p.uploadId ? [p.uploadId] : [])) };
  });
  // After the commit: a file is removed only once nothing refers to it.
  if (files) await Promise.all(uploadIds.map((uploadId) => files.remove(uploadId)));
  return ids;
}
