// The only code that writes bookings (their photos: services/photos/repository.ts).
import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bookings } from '../db/schema/index';

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

/** A client as counted for its unpaid card holds (unpaid-card-holds.ts). */
export type HoldOwner = { network: string | null; email: string; phoneDigits: string };

/**
 * Advisory locks of the two-key form, a key space apart from the slot and technician locks (one
 * key). Taken in this order by every caller, so two bookings never wait on each other in a circle.
 */
const HOLD_OWNER_LOCKS = { network: 25_001, email: 25_002, phone: 25_003 } as const;

/** Serialises the card bookings of one address, e-mail or phone until the transaction ends. */
export async function lockHoldOwner(trx: Executor, owner: HoldOwner): Promise<void> {
  const keys: [number, string | null][] = [
    [HOLD_OWNER_LOCKS.network, owner.network],
    [HOLD_OWNER_LOCKS.email, owner.email],
    [HOLD_OWNER_LOCKS.phone, owner.phoneDigits],
  ];
  for (const [space, key] of keys) {
    if (key === null) continue;
    await trx.execute(sql`select pg_advisory_xact_lock(${space}, hashtext(${key}))`);
  }
}

/** The phone's digits in SQL, without the US country code, as holdOwnerOf makes them. */
const phoneDigitsSql = sql`regexp_replace(regexp_replace(${bookings.phone}, '[^0-9]', '', 'g'), '^1(?=[0-9]{10}$)', '')`;

/**
 * Card bookings not paid (a declined card keeps its hold) whose hold runs at the database's now(),
 * from this address, e-mail or phone. Reads only the live holds (bookings_card_hold_idx).
 */
export async function countLiveUnpaidCardHolds(trx: Executor, owner: HoldOwner): Promise<number> {
  const [row] = await trx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending'),
        gt(bookings.holdExpiresAt, sql`now()`),
        eq(bookings.paymentMethod, 'card'),
        inArray(bookings.paymentStatus, ['unpaid', 'failed']),
        or(
          owner.network === null ? undefined : eq(bookings.clientNetwork, owner.network),
          sql`lower(trim(${bookings.email})) = ${owner.email}`,
          sql`${phoneDigitsSql} = ${owner.phoneDigits}`,
        ),
      ),
    );
  return Number(row?.n ?? 0);
}
