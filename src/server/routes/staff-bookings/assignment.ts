// Assigning a technician (issue 16): never on a finished job, only an active technician, never
// beyond their jobs per day. The check runs under a lock on (technician, day), so two admins
// assigning at once cannot both pass it.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { STATUS_LABELS } from '../../../domain/schemas/staff';
import type { Executor } from '../../db/client';
import { bookings, staff } from '../../db/schema/index';
import { fieldError, HttpError } from '../../plugins/errors';
import type { BookingActor } from '../../services/booking-events';
import { recordBookingEvent } from '../../services/booking-events';
import { enqueueEmail } from '../../services/mailer/outbox';
import { sendsNotifications } from '../../services/booking-source';
import type { ManageLinks } from '../../services/manage-links';
import { technicianAssignedEmail } from '../bookings/lifecycle-emails';
import type { BookingForUpdate } from './repository';
import { LIVE_BOOKING } from './selection';

async function activeTechnician(trx: Executor, technicianId: number) {
  const [tech] = await trx
    .select({
      id: staff.id,
      name: staff.name,
      email: staff.email,
      maxJobsPerDay: staff.maxJobsPerDay,
    })
    .from(staff)
    .where(and(eq(staff.id, technicianId), eq(staff.role, 'technician'), eq(staff.isActive, true)));
  if (!tech) throw fieldError('assignedTechnicianId', 'Not an active technician');
  return tech;
}

/** How many other live jobs the technician has that day. */
async function jobsOfDay(trx: Executor, technicianId: number, bookingId: number, date: string) {
  const [row] = await trx
    .select({ day: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.assignedTechnicianId, technicianId),
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

/** The technician now assigned, for a reschedule's check (null when none or inactive). */
export async function assignedTechnician(trx: Executor, technicianId: number | null) {
  if (technicianId === null) return null;
  const [tech] = await trx
    .select({ id: staff.id, name: staff.name, maxJobsPerDay: staff.maxJobsPerDay })
    .from(staff)
    .where(eq(staff.id, technicianId));
  return tech ?? null;
}

export async function assignTechnician(
  trx: Executor,
  booking: BookingForUpdate,
  technicianId: number | null,
  context: { actor: BookingActor; links: ManageLinks; now: Date },
): Promise<void> {
  if (technicianId === booking.assignedTechnicianId) return;
  if (booking.status === 'completed' || booking.status === 'cancelled') {
    throw new HttpError(
      409,
      `A ${STATUS_LABELS[booking.status].toLowerCase()} booking cannot be reassigned`,
    );
  }
  const technician = technicianId === null ? null : await activeTechnician(trx, technicianId);
  if (technician) await assertTechnicianFree(trx, technician, booking);
  await trx
    .update(bookings)
    .set({ assignedTechnicianId: technicianId, updatedAt: context.now })
    .where(eq(bookings.id, booking.id));
  await recordBookingEvent(trx, booking.id, context.actor, technician ? 'assigned' : 'unassigned', {
    technicianId,
    ...(technician ? { technicianName: technician.name } : {}),
    previousTechnicianId: booking.assignedTechnicianId,
  });
  booking.assignedTechnicianId = technicianId;
  if (technician?.email && sendsNotifications(booking)) {
    await enqueueEmail(trx, technicianAssignedEmail(booking, technician, context.links));
  }
}
