// Bookings as staff see them. Every read and write takes a scope: a technician's scope is part of
// the WHERE clause itself, so a technician's query cannot reach another technician's booking.
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingPhotos, bookings } from '../../db/schema/index';
import { scopeCondition, type BookingScope } from '../../bookings/staff-scope';

/** How many bookings a selection holds (the list's X-Total-Count). */
export async function countBookings(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookings).where(where);
  return Number(row?.n ?? 0);
}

/** One photo's bytes, only when its booking is in scope. */
export async function findPhoto(
  db: Executor,
  scope: BookingScope,
  bookingId: number,
  position: number,
) {
  const [row] = await db
    .select({
      contentType: bookingPhotos.contentType,
      bytes: bookingPhotos.bytes,
      uploadId: bookingPhotos.uploadId,
    })
    .from(bookingPhotos)
    .innerJoin(bookings, eq(bookings.id, bookingPhotos.bookingId))
    .where(
      and(
        eq(bookingPhotos.bookingId, bookingId),
        eq(bookingPhotos.position, position),
        scopeCondition(scope),
      ),
    );
  return row;
}

/** The whole booking row, locked for the change, when it is in the caller's scope. */
export async function findBookingForUpdate(db: Executor, scope: BookingScope, id: number) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), scopeCondition(scope)))
    .for('update');
  return row;
}

/** The whole booking row (no lock) when it is in the caller's scope: receipts, signatures. */
export async function findBookingRowInScope(db: Executor, scope: BookingScope, id: number) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), scopeCondition(scope)));
  return row;
}

export type BookingForUpdate = NonNullable<Awaited<ReturnType<typeof findBookingForUpdate>>>;
