// The only code that writes bookings (their photos: routes/booking-photos/repository.ts).
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingPhotos, bookings } from '../../db/schema/index';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = Omit<typeof bookings.$inferInsert, 'holdExpiresAt'>;

/**
 * Inserts a booking. A card booking holds its slot for `holdMinutes` from the database's clock,
 * which every app server shares.
 */
export async function insertBooking(
  trx: Executor,
  values: NewBooking,
  holdMinutes: number | null,
): Promise<BookingRow> {
  const [row] = await trx
    .insert(bookings)
    .values({
      ...values,
      holdExpiresAt:
        holdMinutes === null ? null : sql`now() + make_interval(mins => ${holdMinutes}::int)`,
    })
    .returning();
  if (!row) throw new Error('insert into bookings returned no row');
  return row;
}

export async function countPhotos(db: Executor, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookingPhotos)
    .where(eq(bookingPhotos.bookingId, bookingId));
  return Number(row?.n ?? 0);
}

export async function findBookingForUpdate(
  trx: Executor,
  id: number,
): Promise<BookingRow | undefined> {
  const [row] = await trx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row;
}

/** A new manage token replaces the old one (only its hash is kept). */
export async function setManageTokenHash(db: Executor, id: number, hash: string): Promise<void> {
  await db.update(bookings).set({ manageTokenHash: hash }).where(eq(bookings.id, id));
}
