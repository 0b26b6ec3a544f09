// How full the slots of one day are (decisions.md "Time slots"). The one place that says which
// bookings hold a place: every booking not cancelled, except an unpaid card booking whose
// 15-minute hold has run out (decisions.md "Payments").
import { sql, type SQL } from 'drizzle-orm';
import type { SlotLabel } from '../../domain/scheduling/business-time';
import { queryRows, type Executor } from '../db/client';
import { HttpError } from '../plugins/errors';

export type SlotLoad = {
  /** Active technicians, at least 1. */
  capacity: number;
  blocked: ReadonlySet<string>;
  /** Places taken per slot label. */
  taken: ReadonlyMap<string, number>;
};

/** A booking row (alias `b`) that still holds its place at the database's now(). */
export const HOLDS_A_PLACE: SQL = sql.raw(
  `b.status <> 'cancelled' and not (b.payment_method = 'card' and b.payment_status <> 'paid' ` +
    `and b.hold_expires_at is not null and b.hold_expires_at <= now())`,
);

/**
 * Places a booking row (alias `b`) takes: two for a two-technician job, else one (decisions.md
 * "What the turn-3 walk-throughs settled"). The flat column says two_techs when any TV asked.
 */
export const PLACES_OF_BOOKING: SQL = sql.raw(
  `case when b.large_tv_assistance = 'two_techs' then 2 else 1 end`,
);

/** Places a job takes in its window. */
export function placesOf(booking: { largeTvAssistance: string }): number {
  return booking.largeTvAssistance === 'two_techs' ? 2 : 1;
}

type LoadRow = { kind: 'capacity' | 'blocked' | 'taken'; time: string | null; n: number };

/**
 * Capacity, blocked slots and places taken for a date (or one slot of it), in one round trip.
 * `excludeBookingId` leaves a booking out of the count (its own hold being re-checked).
 */
export async function loadSlots(
  db: Executor,
  date: string,
  options: { time?: SlotLabel; excludeBookingId?: number } = {},
): Promise<SlotLoad> {
  const timeFilter = options.time ? sql` and b.appointment_time = ${options.time}` : sql``;
  const blockedTimeFilter = options.time ? sql` and s.time = ${options.time}` : sql``;
  const excluded =
    options.excludeBookingId !== undefined ? sql` and b.id <> ${options.excludeBookingId}` : sql``;
  const rows = await queryRows<LoadRow>(
    db,
    sql`select 'taken' as kind, b.appointment_time as time, sum(${PLACES_OF_BOOKING})::int as n
          from bookings b
         where b.appointment_date = ${date}${timeFilter}${excluded} and ${HOLDS_A_PLACE}
         group by b.appointment_time
        union all
        select 'blocked', s.time, 0 from blocked_slots s where s.date = ${date}${blockedTimeFilter}
        union all
        select 'capacity', null, count(*)::int from staff t
         where t.role = 'technician' and t.is_active`,
  );
  let capacity = 1;
  const blocked = new Set<string>();
  const taken = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === 'capacity') capacity = Math.max(1, Number(row.n));
    else if (row.kind === 'blocked' && row.time) blocked.add(row.time);
    else if (row.kind === 'taken' && row.time) taken.set(row.time, Number(row.n));
  }
  return { capacity, blocked, taken };
}

/** Places taken in the slot (a two-technician job counts two). */
export function placesTaken(load: SlotLoad, time: string): number {
  return load.taken.get(time) ?? 0;
}

/**
 * Whether a job taking `places` fits. A business with one technician can still sell a
 * two-technician job into an empty window (it cannot take more than the whole window).
 */
export function hasRoom(load: SlotLoad, time: string, places = 1): boolean {
  const needed = Math.min(places, load.capacity);
  return !load.blocked.has(time) && placesTaken(load, time) + needed <= load.capacity;
}

/**
 * Serialises every booking of one slot across connections and app servers until the
 * transaction ends (docs/decisions/002-database.md): check-then-insert is then race-free.
 */
export async function lockSlot(trx: Executor, date: string, time: string): Promise<void> {
  await trx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slot:${date} ${time}`}))`);
}

/**
 * Takes a place for a job in a window: under the slot's lock (held until the transaction ends),
 * counting every booking that holds a place but `excludeBookingId` (the job itself when it
 * moves). 409 when the window is blocked or has no room for the job's places.
 */
export async function takePlace(
  trx: Executor,
  slot: { date: string; time: SlotLabel },
  job: { places: number; excludeBookingId?: number },
  messages: { full: string; blocked?: string },
): Promise<void> {
  await lockSlot(trx, slot.date, slot.time);
  const load = await loadSlots(trx, slot.date, {
    time: slot.time,
    ...(job.excludeBookingId !== undefined ? { excludeBookingId: job.excludeBookingId } : {}),
  });
  const where = { params: { date: slot.date, time: slot.time } };
  if (messages.blocked && load.blocked.has(slot.time)) {
    throw new HttpError(409, messages.blocked, undefined, { code: 'slot_closed', ...where });
  }
  if (!hasRoom(load, slot.time, job.places)) {
    throw new HttpError(409, messages.full, undefined, { code: 'slot_full', ...where });
  }
}
