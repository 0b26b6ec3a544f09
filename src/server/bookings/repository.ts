// The only code that writes bookings (their photos: services/photos/repository.ts).
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
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

/** A client as counted for its unpaid bookings (unpaid-card-holds.ts). */
export type HoldOwner = { network: string | null; email: string; phoneDigits: string };

/**
 * Advisory locks of the two-key form, a key space apart from the slot and technician locks (one
 * key). Taken in this order by every caller, so two bookings never wait on each other in a circle.
 */
const HOLD_OWNER_LOCKS = { network: 25_001, email: 25_002, phone: 25_003 } as const;

/** Serialises the bookings of one address, e-mail or phone until the transaction ends. */
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
 * Places (a two-technician job takes 2) in this address's, e-mail's or phone's live unpaid
 * bookings (docs/decisions/055-unpaid-limit-and-money-cards.md): not finished or cancelled, not
 * paid (a declined card is still unpaid), not a card hold that ran out, and not for a day before
 * `today` (a past job left open is the office's to close, not the customer's to be held by).
 * Reads the bookings of the next days through bookings_slot_idx.
 */
export async function countLiveUnpaidPlaces(
  trx: Executor,
  owner: HoldOwner,
  today: string,
): Promise<number> {
  const [row] = await trx
    .select({
      places: sql<
        string | number | null
      >`sum(case when ${bookings.largeTvAssistance} = 'two_techs' then 2 else 1 end)`,
    })
    .from(bookings)
    .where(
      and(
        gte(bookings.appointmentDate, today),
        inArray(bookings.status, ['pending', 'confirmed', 'in_progress']),
        inArray(bookings.paymentStatus, ['unpaid', 'failed']),
        sql`not (${bookings.paymentMethod} = 'card' and ${bookings.holdExpiresAt} is not null and ${bookings.holdExpiresAt} <= now())`,
        or(
          owner.network === null ? undefined : eq(bookings.clientNetwork, owner.network),
          sql`lower(trim(${bookings.email})) = ${owner.email}`,
          sql`${phoneDigitsSql} = ${owner.phoneDigits}`,
        ),
      ),
    );
  return Number(row?.places ?? 0);
}
