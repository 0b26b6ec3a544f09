// The one reschedule (decisions.md "One set of booking rules"), for the customer's link and the
// office alike: the rules of domain/bookings/rules.ts under the caller's policy, the new window
// taken under the slot's lock, the calendar invite's SEQUENCE raised, "on my way" cleared (it
// belonged to the old window). The assigned technicians move with the job: the office is refused
// when one is at their daily limit that day; a customer's move is accepted and hands the job back
// to the office unassigned.
import { eq, sql } from 'drizzle-orm';
import { AT_DAILY_LIMIT_REASON, moveRefusal, type MovePolicy } from '../../domain/bookings/rules';
import type { SlotLabel } from '../../domain/scheduling/business-time';
import { SLOT_TAKEN_MESSAGE } from '../../domain/schemas/booking';
import type { Executor } from '../db/client';
import { bookings } from '../db/schema/index';
import { fieldError, HttpError } from '../plugins/errors';
import { recordAndNotify, type ChangeContext } from './record';
import type { BookingRow } from './repository';
import { placesOf, takePlace } from './slots';
import { assignedTechnicians, dailyLimitRefusal } from './technicians';

export type MoveTarget = { appointmentDate: string; appointmentTime: SlotLabel };

/** Who of the job's technicians cannot take it on the new day (and, for the office, a 409). */
async function techniciansAtLimit(
  trx: Executor,
  booking: BookingRow,
  date: string,
  policy: MovePolicy,
): Promise<number[]> {
  const full: number[] = [];
  for (const technician of await assignedTechnicians(trx, booking)) {
    const refusal = await dailyLimitRefusal(trx, technician, {
      id: booking.id,
      appointmentDate: date,
    });
    if (refusal && policy.technicianAtLimit === 'refuse') throw new HttpError(409, refusal);
    if (refusal) full.push(technician.id);
  }
  return full;
}

/** Moves the booking (its row locked by the caller) and returns the row as it now is. */
export async function reschedule(
  trx: Executor,
  booking: BookingRow,
  target: MoveTarget,
  policy: MovePolicy,
  context: ChangeContext,
): Promise<BookingRow> {
  const { appointmentDate: date, appointmentTime: time } = target;
  const refusal = moveRefusal(policy, booking, target, context.now, context.links.business.phone);
  if (refusal?.field) throw fieldError(refusal.field, refusal.message);
  if (refusal) throw new HttpError(409, refusal.message, undefined, refusal);
  await takePlace(
    trx,
    { date, time },
    { places: placesOf(booking), excludeBookingId: booking.id },
    {
      full: SLOT_TAKEN_MESSAGE,
      ...(policy.saysBlocked ? { blocked: 'That window is blocked. Pick another.' } : {}),
    },
  );
  const full = await techniciansAtLimit(trx, booking, date, policy);
  const unassign = full.length > 0;
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
      enRouteAt: null,
      ...(unassign ? { assignedTechnicianId: null, secondTechnicianId: null } : {}),
      updatedAt: context.now,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!row) throw new HttpError(404, 'Booking not found');
  await recordAndNotify(trx, row, 'rescheduled', { from: previous, to: target }, context);
  if (unassign) {
    await recordAndNotify(
      trx,
      row,
      'unassigned',
      {
        technicianId: null,
        previousTechnicianId: booking.assignedTechnicianId,
        ...(booking.secondTechnicianId !== null
          ? { previousSecondTechnicianId: booking.secondTechnicianId }
          : {}),
        reason: AT_DAILY_LIMIT_REASON,
        from: previous,
      },
      context,
    );
  }
  return row;
}
