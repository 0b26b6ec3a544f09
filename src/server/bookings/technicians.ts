// The technicians on a job and their daily limit (issue 16, issue 26): only active technicians,
// never beyond their jobs per day; a two-technician job counts toward both limits. The check runs
// under a lock on (technician, day), so two changes at once cannot both pass it.
import { and, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bookings, staff } from '../db/schema/index';
import { fieldError, HttpError } from '../plugins/errors';
import { LIVE_BOOKING } from './selection';

export type Technician = {
  id: number;
  name: string;
  email: string;
  /** As staff typed it; texted on assignment when it is a valid US number. */
  phone: string;
  maxJobsPerDay: number;
};
type Team = { assignedTechnicianId: number | null; secondTechnicianId: number | null };

const technicianColumns = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  phone: staff.phone,
  maxJobsPerDay: staff.maxJobsPerDay,
};

export async function activeTechnician(
  trx: Executor,
  technicianId: number,
  field: string,
): Promise<Technician> {
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

/**
 * The refusal when the technician already has their most jobs on the booking's day, else null.
 * Takes the (technician, day) lock, held until the transaction ends.
 */
export async function dailyLimitRefusal(
  trx: Executor,
  technician: Pick<Technician, 'id' | 'name' | 'maxJobsPerDay'>,
  booking: { id: number; appointmentDate: string },
): Promise<string | null> {
  const date = booking.appointmentDate;
  await trx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`tech:${technician.id} ${date}`}))`,
  );
  const jobs = await jobsOfDay(trx, technician.id, booking.id, date);
  return jobs >= technician.maxJobsPerDay
    ? `${technician.name} already has ${jobs} jobs on ${date} (at most ${technician.maxJobsPerDay} a day)`
    : null;
}

/** 409 when the technician already has their most jobs on the booking's day. */
export async function assertTechnicianFree(
  trx: Executor,
  technician: Pick<Technician, 'id' | 'name' | 'maxJobsPerDay'>,
  booking: { id: number; appointmentDate: string },
): Promise<void> {
  const refusal = await dailyLimitRefusal(trx, technician, booking);
  if (refusal) throw new HttpError(409, refusal);
}

/** [] unassigned, [lead] or [lead, second]. */
export function technicianIdsOf(booking: Team): number[] {
  return [booking.assignedTechnicianId, booking.secondTechnicianId].filter(
    (id): id is number => id !== null,
  );
}

/** These technicians (active or not), in the order of `ids`. */
export async function techniciansById(trx: Executor, ids: number[]): Promise<Technician[]> {
  if (ids.length === 0) return [];
  const rows = await trx.select(technicianColumns).from(staff).where(inArray(staff.id, ids));
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** The technicians now on the job (lead first). */
export async function assignedTechnicians(trx: Executor, booking: Team): Promise<Technician[]> {
  return techniciansById(trx, technicianIdsOf(booking));
}
