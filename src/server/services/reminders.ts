// Reminders 24 hours and 2 hours before a booking's arrival window (issue 15). Every app server
// runs the pass every minute (src/server/jobs); the unique (booking, kind, window start) row
// written in the same transaction as the mail makes each reminder go out at most once, whoever
// sends it. A server that was down
// catches up on its next pass, as long as the window has not started.
//
// The pass works in small batches through the slot index (decisions.md "Holding up under
// abuse": a background pass never holds the embedded database for more than 100 ms; docs/
// decisions/056). It read every live booking of the next three days and locked each in turn:
// with 212 of them it held PGlite for 1.0-1.2 s a minute. Now it asks only the slots whose
// reminder is due now for the bookings that have not had it, 20 at a time, and lets other work
// run between batches.
import { and, asc, eq, gt, inArray, lt, notExists, or } from 'drizzle-orm';
import {
  addDays,
  businessToday,
  SLOT_LABELS,
  slotStartsAt,
  type SlotLabel,
} from '../../domain/scheduling/business-time';
import type { Db } from '../db/client';
import type { REMINDER_KINDS } from '../db/schema/index';
import { bookingReminders, bookings } from '../db/schema/index';
import { notifyReminder } from '../notifications/notices';
import type { BookingRow } from '../bookings/repository';
import type { ManageLinks } from './manage-links';

export type ReminderKind = (typeof REMINDER_KINDS)[number];
const HOUR_MS = 60 * 60_000;
export const REMINDER_LEAD_MS: Record<ReminderKind, number> = {
  '24h': 24 * HOUR_MS,
  '2h': 2 * HOUR_MS,
};

/**
 * The reminder a booking is due now, if any: its time has come, the window has not started, the
 * booking was made before that time (a booking made 3 hours ahead had its confirmation just
 * now), and the 24-hour one gives way once the 2-hour one is due.
 */
export function dueReminder(
  booking: Pick<BookingRow, 'appointmentDate' | 'appointmentTime' | 'createdAt'>,
  now: Date,
): { kind: ReminderKind; windowStart: Date } | null {
  const windowStart = slotStartsAt(booking.appointmentDate, booking.appointmentTime);
  const start = windowStart.getTime();
  if (now.getTime() >= start) return null;
  for (const kind of ['2h', '24h'] as const) {
    const dueAt = start - REMINDER_LEAD_MS[kind];
    if (now.getTime() >= dueAt) {
      return booking.createdAt.getTime() < dueAt ? { kind, windowStart } : null;
    }
  }
  return null;
}

/** A booking that will happen: not cancelled or started, and a card booking only once paid. */
// A diagnostic page's test booking is never reminded (decisions.md, turn-3 section).
const LIVE = and(
  inArray(bookings.status, ['pending', 'confirmed']),
  eq(bookings.source, 'customer'),
  or(
    eq(bookings.paymentMethod, 'cash'),
    eq(bookings.paymentMethod, 'afterpay'),
    eq(bookings.paymentStatus, 'paid'),
  ),
);

/** Bookings read (and then written one by one) per batch. */
export const REMINDER_BATCH_SIZE = 20;

type DueSlot = { date: string; time: SlotLabel; kind: ReminderKind; windowStart: Date };

/** The windows of today and the next two days whose reminder (24 h or 2 h) is due at `now`. */
function dueSlots(now: Date): DueSlot[] {
  const today = businessToday(now);
  const slots: DueSlot[] = [];
  for (const date of [today, addDays(today, 1), addDays(today, 2)]) {
    for (const time of SLOT_LABELS) {
      // Made long before: dueReminder's own rule for "made after the reminder time" is applied
      // in the query (createdAt) and again under the row lock.
      const due = dueReminder(
        { appointmentDate: date, appointmentTime: time, createdAt: new Date(0) },
        now,
      );
      if (due) slots.push({ date, time, ...due });
    }
  }
  return slots;
}

/** Lets the requests waiting on the database run between two batches. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Sends every reminder due at `now`; returns how many went into the outbox. `onBatch` hears the
 * size of each batch read (the tests count them).
 */
export async function sendDueReminders(
  db: Db,
  links: ManageLinks,
  now: Date,
  options: { batchSize?: number; onBatch?: (size: number) => void } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? REMINDER_BATCH_SIZE;
  let sent = 0;
  for (const slot of dueSlots(now)) {
    const dueAt = new Date(slot.windowStart.getTime() - REMINDER_LEAD_MS[slot.kind]);
    let after = 0;
    for (;;) {
      // Through bookings_slot_idx; the ones reminded already are left out by the unique
      // (booking, kind, window start) row, so a pass after the first reads next to nothing.
      const batch = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            LIVE,
            eq(bookings.appointmentDate, slot.date),
            eq(bookings.appointmentTime, slot.time),
            lt(bookings.createdAt, dueAt),
            gt(bookings.id, after),
            notExists(
              db
                .select({ id: bookingReminders.id })
                .from(bookingReminders)
                .where(
                  and(
                    eq(bookingReminders.bookingId, bookings.id),
                    eq(bookingReminders.kind, slot.kind),
                    eq(bookingReminders.windowStart, slot.windowStart),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(bookings.id))
        .limit(batchSize);
      options.onBatch?.(batch.length);
      for (const { id } of batch) {
        if (await remindOnce(db, id, now, links)) sent += 1;
      }
      if (batch.length < batchSize) break;
      after = batch.at(-1)?.id ?? after;
      await yieldToOthers();
    }
  }
  return sent;
}

/** One booking's reminder, in a short transaction of its own; false when not due after all. */
function remindOnce(db: Db, id: number, now: Date, links: ManageLinks): Promise<boolean> {
  return db.transaction(async (trx) => {
    // Read again under the row lock: a cancel or reschedule in between wins.
    const [booking] = await trx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, id), LIVE))
      .for('update');
    const due = booking ? dueReminder(booking, now) : null;
    if (!booking || !due) return false;
    const inserted = await trx
      .insert(bookingReminders)
      .values({ bookingId: id, kind: due.kind, windowStart: due.windowStart, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: bookingReminders.id });
    if (inserted.length === 0) return false;
    await notifyReminder(trx, booking, { ...due, now }, links);
    return true;
  });
}
