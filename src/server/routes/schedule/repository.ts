// Blocked windows and the schedule board's reads (issue 16). Capacity is the number of active
// technicians (decisions.md "Time slots"), the same count customers' availability uses.
import { and, asc, between, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blockedSlots, bookings, staff } from '../../db/schema/index';
import { LIVE_BOOKING, SLOT_ORDER } from '../../bookings/selection';

const blockedColumns = {
  id: blockedSlots.id,
  date: blockedSlots.date,
  time: blockedSlots.time,
  reason: blockedSlots.reason,
  createdAt: blockedSlots.createdAt,
};

/** The new row, or undefined when that window is already blocked. */
export async function insertBlockedSlot(
  db: Executor,
  values: { date: string; time: string; reason: string | null; createdBy: number },
) {
  const [row] = await db
    .insert(blockedSlots)
    .values(values)
    .onConflictDoNothing()
    .returning(blockedColumns);
  return row;
}

export async function deleteBlockedSlot(db: Executor, id: number) {
  const [row] = await db
    .delete(blockedSlots)
    .where(eq(blockedSlots.id, id))
    .returning(blockedColumns);
  return row;
}

export function blockedSlotsBetween(db: Executor, from: string, to: string) {
  return db
    .select(blockedColumns)
    .from(blockedSlots)
    .where(between(blockedSlots.date, from, to));
}

/** Live bookings of the days (not cancelled, not lapsed), in the order of the work. */
export function liveBookingsBetween(db: Executor, from: string, to: string) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      name: bookings.name,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      date: bookings.appointmentDate,
      time: bookings.appointmentTime,
      technicianId: bookings.assignedTechnicianId,
      technicianName: staff.name,
      secondTechnicianId: bookings.secondTechnicianId,
      largeTvAssistance: bookings.largeTvAssistance,
    })
    .from(bookings)
    .leftJoin(staff, eq(staff.id, bookings.assignedTechnicianId))
    .where(and(between(bookings.appointmentDate, from, to), LIVE_BOOKING))
    .orderBy(asc(bookings.appointmentDate), asc(SLOT_ORDER), asc(bookings.id));
}

export function activeTechnicians(db: Executor) {
  return db
    .select({ id: staff.id, name: staff.name, maxJobsPerDay: staff.maxJobsPerDay })
    .from(staff)
    .where(and(eq(staff.role, 'technician'), eq(staff.isActive, true)))
    .orderBy(asc(staff.name), asc(staff.id));
}
