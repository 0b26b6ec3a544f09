// Reminders 24 hours and 2 hours before a booking's arrival window (issue 15). Every app server
// runs the pass every minute (src/server/jobs); the unique (booking, kind, window start) row
// written in the same transaction as the mail makes each reminder go out at most once, whoever
// sends it. A server that was down
// catches up on its next pass, as long as the window has not started.
import { and, eq, inArray, or } from 'drizzle-orm';
import { addDays, businessToday, slotStartsAt } from '../../domain/scheduling/business-time';
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

/** Sends every reminder due at `now`; returns how many went into the outbox. */
export async function sendDueReminders(db: Db, links: ManageLinks, now: Date): Promise<number> {
  const today = businessToday(now);
  const candidates = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(LIVE, inArray(bookings.appointmentDate, [today, addDays(today, 1), addDays(today, 2)])),
    );
  let sent = 0;
  for (const { id } of candidates) {
    const wrote = await db.transaction(async (trx) => {
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
    if (wrote) sent += 1;
  }
  return sent;
}
