// The office's reschedule (decisions.md "Staff operations calls"): the new window is taken under
// the same slot lock a new booking takes (409 when full or blocked), the calendar invite's
// SEQUENCE rises and the customer gets the same mail as a manage-link move.
import { eq, sql } from 'drizzle-orm';
import {
  addDays,
  businessToday,
  isSlotPast,
  type SlotLabel,
} from '../../../domain/scheduling/business-time';
import { SLOT_TAKEN_MESSAGE } from '../../../domain/schemas/booking';
import { STATUS_LABELS } from '../../../domain/schemas/staff';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { fieldError, HttpError } from '../../plugins/errors';
import { recordBookingEvent, type BookingActor } from '../../services/booking-events';
import { enqueueEmail } from '../../services/mailer/outbox';
import { sendsNotifications } from '../../services/booking-source';
import type { ManageLinks } from '../../services/manage-links';
import { rescheduledEmail } from '../bookings/lifecycle-emails';
import { hasRoom, loadSlots, lockSlot, placesOf } from '../time-slots/repository';
import { assertTechnicianFree, assignedTechnicians } from './assignment';
import { technicianMovedEmail } from './technician-emails';
import type { BookingForUpdate } from './repository';

/** The office may book further ahead than customers (14 days): up to this many days. */
export const OFFICE_BOOKING_DAYS = 90;

export async function rescheduleBooking(
  trx: Executor,
  booking: BookingForUpdate,
  target: { appointmentDate?: string | undefined; appointmentTime?: SlotLabel | undefined },
  context: { actor: BookingActor; links: ManageLinks; now: Date },
): Promise<void> {
  const { now } = context;
  const date = target.appointmentDate ?? booking.appointmentDate;
  const time = (target.appointmentTime ?? booking.appointmentTime) as SlotLabel;
  if (booking.status !== 'pending' && booking.status !== 'confirmed') {
    throw new HttpError(
      409,
      `A ${STATUS_LABELS[booking.status].toLowerCase()} booking cannot be rescheduled`,
    );
  }
  const today = businessToday(now);
  if (date < today || date > addDays(today, OFFICE_BOOKING_DAYS - 1)) {
    throw fieldError(
      'appointmentDate',
      `Choose a date from today to ${OFFICE_BOOKING_DAYS - 1} days ahead (Charlotte time)`,
    );
  }
  if (isSlotPast(date, time, now)) {
    throw fieldError('appointmentTime', 'That time has already started. Please pick a later one.');
  }
  if (date === booking.appointmentDate && time === booking.appointmentTime) {
    throw fieldError('appointmentTime', 'The booking is already at that time. Pick another.');
  }
  await lockSlot(trx, date, time);
  const load = await loadSlots(trx, date, { time, excludeBookingId: booking.id });
  if (load.blocked.has(time)) throw new HttpError(409, 'That window is blocked. Pick another.');
  if (!hasRoom(load, time, placesOf(booking))) throw new HttpError(409, SLOT_TAKEN_MESSAGE);
  // The assigned technicians move with the job, so the new day must suit them too.
  const technicians = await assignedTechnicians(trx, booking);
  for (const technician of technicians) {
    await assertTechnicianFree(trx, technician, { id: booking.id, appointmentDate: date });
  }
  const previous = {
    appointmentDate: booking.appointmentDate,
    appointmentTime: booking.appointmentTime,
  };
  const [row] = await trx
    .update(bookings)
    .set({
      appointmentDate: date,
      appointmentTime: time,
      calendarSequence: sql`${bookings.calendarSequence} + 1`,
      // The technician's "on my way" belonged to the old window.
      enRouteAt: null,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!row) throw new HttpError(404, 'Booking not found');
  Object.assign(booking, row);
  await recordBookingEvent(trx, booking.id, context.actor, 'rescheduled', {
    from: previous,
    to: { appointmentDate: date, appointmentTime: time },
  });
  if (!sendsNotifications(row)) return;
  await enqueueEmail(trx, rescheduledEmail(row, previous, context.links, now));
  for (const technician of technicians) {
    if (technician.email) {
      await enqueueEmail(trx, technicianMovedEmail(row, previous, technician, context.links));
    }
  }
}
