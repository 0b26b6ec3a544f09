// Diagnostic bookings are deleted 24 hours after they were made (decisions.md, turn-3 section),
// with their photos (rows and files), history, reminders and stock holds (the units go back on
// the shelf first). At start and then every quarter of an hour (src/server/jobs/index.ts). Safe on
// several servers: each pass locks the rows it deletes and skips those another pass holds.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingPhotos, bookings } from '../db/schema/index';
import type { PhotoFiles } from '../services/photos/photo-files';
import { releaseStock } from '../services/stock';

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
    // History events, reminders and stock holds go with the row (ON DELETE CASCADE).
    await trx.delete(bookings).where(inArray(bookings.id, found));
    return { ids: found, uploadIds: photos.flatMap((p) => (p.uploadId ? [p.uploadId] : [])) };
  });
  // After the commit: a file is removed only once nothing refers to it.
  if (files) await Promise.all(uploadIds.map((uploadId) => files.remove(uploadId)));
  return ids;
}
