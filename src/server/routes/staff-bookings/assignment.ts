// Assigning technicians (issue 16, issue 26): never on a finished job, only active technicians,
// never beyond their jobs per day. A two-technician job takes a lead and a second (decisions.md
// "What the turn-3 walk-throughs settled"); it counts toward both daily limits. The check runs
// under a lock on (technician, day), so two admins assigning at once cannot both pass it.
import { and, count, eq, inArray, ne, or } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { STATUS_LABELS } from '../../../domain/schemas/staff';
import type { Executor } from '../../db/client';
import { bookings, staff } from '../../db/schema/index';
import { fieldError, HttpError } from '../../plugins/errors';
import type { BookingActor } from '../../services/booking-events';
import { recordBookingEvent } from '../../services/booking-events';
import { enqueueEmail } from '../../services/mailer/outbox';
import { sendsNotifications } from '../../services/booking-source';
import type { ManageLinks } from '../../services/manage-links';
import { placesOf } from '../time-slots/repository';
import type { BookingForUpdate } from './repository';
import { LIVE_BOOKING } from './selection';
import { technicianAssignedEmail, technicianUnassignedEmail } from './technician-emails';

type Technician = { id: number; name: string; email: string; maxJobsPerDay: number };

const technicianColumns = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  maxJobsPerDay: staff.maxJobsPerDay,
};

async function activeTechnician(trx: Executor, technicianId: number, field: string) {
  const [tech] = await trx
    .select(technicianColumns)
    .from(staff)
    .where(and(eq(staff.id, technicianId), eq(staff.role, 'technician'), eq(staff.isActive, true)));
  if (!tech) throw fieldError(field, 'Not an active technician');
  return tech;
}

/** How many other live jobs the technician has that day, as lead or as second. */
async function jobsOfDay(trx: Executor, technicianId: number, bookingId: number, date: string) {
  const [row] = await trx
    .select({ day: count() })
    .from(bookings)
    .where(
      and(
        or(
          eq(bookings.assignedTechnicianId, technicianId),
          eq(bookings.secondTechnicianId, technicianId),
        ),
        eq(bookings.appointmentDate, date),
        ne(bookings.id, bookingId),
        LIVE_BOOKING,
      ),
    );
  return Number(row?.day ?? 0);
}

/** 409 when the technician already has their most jobs on the booking's day. */
export async function assertTechnicianFree(
  trx: Executor,
  technician: { id: number; name: string; maxJobsPerDay: number },
  booking: { id: number; appointmentDate: string },
): Promise<void> {
  const date = booking.appointmentDate;
  await trx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`tech:${technician.id} ${date}`}))`,
  );
  const jobs = await jobsOfDay(trx, technician.id, booking.id, date);
  if (jobs >= technician.maxJobsPerDay) {
    throw new HttpError(
      409,
      `${technician.name} already has ${jobs} jobs on ${date} (at most ${technician.maxJobsPerDay} a day)`,
    );
  }
}

/** The technicians now on the job (lead first), for a reschedule's check and its e-mails. */
export async function assignedTechnicians(
  trx: Executor,
  booking: Pick<BookingForUpdate, 'assignedTechnicianId' | 'secondTechnicianId'>,
): Promise<Technician[]> {
  const ids = technicianIdsOf(booking);
  if (ids.length === 0) return [];
  const rows = await trx.select(technicianColumns).from(staff).where(inArray(staff.id, ids));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** [] unassigned, [lead] or [lead, second]. */
export function technicianIdsOf(
  booking: Pick<BookingForUpdate, 'assignedTechnicianId' | 'secondTechnicianId'>,
): number[] {
  return [booking.assignedTechnicianId, booking.secondTechnicianId].filter(
    (id): id is number => id !== null,
  );
}

/**
 * The team a PUT asks for: `assignedTechnicianIds` (the whole team) or `assignedTechnicianId`
 * (the lead; the second stays unless they become the lead). Undefined when neither is sent.
 */
export function requestedTeam(
  booking: Pick<BookingForUpdate, 'assignedTechnicianId' | 'secondTechnicianId'>,
  body: {
    assignedTechnicianId?: number | null | undefined;
    assignedTechnicianIds?: number[] | undefined;
  },
): number[] | undefined {
  const { assignedTechnicianId: lead, assignedTechnicianIds: ids } = body;
  if (ids !== undefined) {
    if (lead !== undefined && lead !== (ids[0] ?? null)) {
      throw fieldError('assignedTechnicianIds', 'Must start with assignedTechnicianId (the lead)');
    }
    if (ids.length === 2 && ids[0] === ids[1]) {
      throw fieldError('assignedTechnicianIds', 'Choose two different technicians');
    }
    return ids;
  }
  if (lead === undefined) return undefined;
  if (lead === null) return [];
  const second = booking.secondTechnicianId;
  return second !== null && second !== lead ? [lead, second] : [lead];
}

export async function assignTechnicians(
  trx: Executor,
  booking: BookingForUpdate,
  team: number[],
  context: { actor: BookingActor; links: ManageLinks; now: Date },
): Promise<void> {
  const before = technicianIdsOf(booking);
  if (team.length === before.length && team.every((id, i) => id === before[i])) return;
  if (booking.status === 'completed' || booking.status === 'cancelled') {
    throw new HttpError(
      409,
      `A ${STATUS_LABELS[booking.status].toLowerCase()} booking cannot be reassigned`,
    );
  }
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
  await trx
    .update(bookings)
    .set({
      assignedTechnicianId: lead?.id ?? null,
      secondTechnicianId: second?.id ?? null,
      updatedAt: context.now,
    })
    .where(eq(bookings.id, booking.id));
  const removed = before.filter((id) => !team.includes(id));
  const added = technicians.filter((tech) => !before.includes(tech.id));
  await recordBookingEvent(trx, booking.id, context.actor, lead ? 'assigned' : 'unassigned', {
    technicianId: lead?.id ?? null,
    ...(lead ? { technicianName: lead.name } : {}),
    ...(second ? { secondTechnicianId: second.id, secondTechnicianName: second.name } : {}),
    previousTechnicianId: booking.assignedTechnicianId,
    ...(booking.secondTechnicianId !== null
      ? { previousSecondTechnicianId: booking.secondTechnicianId }
      : {}),
  });
  const leaving = removed.length
    ? await trx.select(technicianColumns).from(staff).where(inArray(staff.id, removed))
    : [];
  booking.assignedTechnicianId = lead?.id ?? null;
  booking.secondTechnicianId = second?.id ?? null;
  if (!sendsNotifications(booking)) return;
  for (const technician of added) {
    if (technician.email) {
      await enqueueEmail(trx, technicianAssignedEmail(booking, technician, context.links));
    }
  }
  for (const technician of leaving) {
    if (technician.email) {
      await enqueueEmail(trx, technicianUnassignedEmail(booking, technician, context.links));
    }
  }
}
