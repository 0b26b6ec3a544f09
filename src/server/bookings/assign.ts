// Assigning technicians (issue 16, issue 26): never on a finished job, only active technicians,
// never beyond their jobs per day. A two-technician job takes a lead and a second (decisions.md
// "What the turn-3 walk-throughs settled"); it counts toward both daily limits.
import { eq } from 'drizzle-orm';
import { reassignRefusal, type TechnicianLeftReason } from '../../domain/bookings/rules';
import type { Executor } from '../db/client';
import { bookings } from '../db/schema/index';
import { fieldError, HttpError } from '../plugins/errors';
import { recordAndNotify, type ChangeContext } from './record';
import type { BookingRow } from './repository';
import { placesOf } from './slots';
import {
  activeTechnician,
  assertTechnicianFree,
  technicianIdsOf,
  type Technician,
} from './technicians';

/** Puts `team` ([] unassigned, [lead] or [lead, second]) on the job; returns the row as it is. */
export async function assign(
  trx: Executor,
  booking: BookingRow,
  team: number[],
  context: ChangeContext,
): Promise<BookingRow> {
  const before = technicianIdsOf(booking);
  if (team.length === before.length && team.every((id, i) => id === before[i])) return booking;
  const refusal = reassignRefusal(booking.status);
  if (refusal) throw new HttpError(409, refusal);
  if (team.length === 2 && placesOf(booking) < 2) {
    throw fieldError(
      'assignedTechnicianIds',
      'Only a job with "Send two technicians" takes a second technician',
    );
  }
  const field = (i: number) => (i === 0 ? 'assignedTechnicianId' : 'assignedTechnicianIds');
  const technicians: Technician[] = [];
  for (const [i, id] of team.entries()) {
    const technician = await activeTechnician(trx, id, field(i));
    // A technician already on this job already counts it; the check is only for newcomers.
    if (!before.includes(id)) await assertTechnicianFree(trx, technician, booking);
    technicians.push(technician);
  }
  const [lead, second] = technicians;
  const [row] = await trx
    .update(bookings)
    .set({
      assignedTechnicianId: lead?.id ?? null,
      secondTechnicianId: second?.id ?? null,
      updatedAt: context.now,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!row) throw new HttpError(404, 'Booking not found');
  await recordAndNotify(
    trx,
    row,
    lead ? 'assigned' : 'unassigned',
    {
      technicianId: lead?.id ?? null,
      ...(lead ? { technicianName: lead.name } : {}),
      ...(second ? { secondTechnicianId: second.id, secondTechnicianName: second.name } : {}),
      previousTechnicianId: booking.assignedTechnicianId,
      ...(booking.secondTechnicianId !== null
        ? { previousSecondTechnicianId: booking.secondTechnicianId }
        : {}),
    },
    context,
  );
  return row;
}

/**
 * Takes one technician off the job (its row locked by the caller) when they leave dispatch
 * (deactivated, made an admin): the other of a two-technician job stays on as the lead. Recorded
 * as 'unassigned' with the reason, so the technician is told not to go, the admins to find
 * someone, and the live streams and webhooks (booking.updated) hear of it. Returns the row.
 */
export async function takeOffJob(
  trx: Executor,
  booking: BookingRow,
  technicianId: number,
  reason: TechnicianLeftReason,
  context: ChangeContext,
): Promise<BookingRow> {
  const [lead = null] = technicianIdsOf(booking).filter((id) => id !== technicianId);
  const [row] = await trx
    .update(bookings)
    .set({ assignedTechnicianId: lead, secondTechnicianId: null, updatedAt: context.now })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!row) throw new HttpError(404, 'Booking not found');
  await recordAndNotify(
    trx,
    row,
    'unassigned',
    {
      technicianId: lead,
      previousTechnicianId: booking.assignedTechnicianId,
      ...(booking.secondTechnicianId !== null
        ? { previousSecondTechnicianId: booking.secondTechnicianId }
        : {}),
      reason,
    },
    context,
  );
  return row;
}
