// The only code that writes bookings and their photos.
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingPhotos, bookings } from '../../db/schema/index';
import type { DecodedPhoto } from './photos';

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

export async function insertPhotos(
  trx: Executor,
  bookingId: number,
  photos: readonly DecodedPhoto[],
): Promise<void> {
  if (photos.length === 0) return;
  await trx.insert(bookingPhotos).values(
    photos.map((photo, position) => ({
      bookingId,
      position,
      contentType: photo.contentType,
      byteSize: photo.bytes.length,
      bytes: photo.bytes,
    })),
  );
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
