// Which bookings a staff member reaches (decisions.md "Staff accounts"): an admin every booking,
// a technician the jobs they lead or are the second technician of. The scope is part of the
// WHERE clause itself, so a technician's query cannot reach another technician's booking.
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bookings } from '../db/schema/index';
import type { AuthenticatedStaff } from '../plugins/auth';
import { HttpError } from '../plugins/errors';

export type BookingScope = { kind: 'all' } | { kind: 'technician'; technicianId: number };

export function scopeCondition(scope: BookingScope): SQL | undefined {
  // A technician reaches the jobs they lead and the jobs they are the second technician of.
  return scope.kind === 'technician'
    ? or(
        eq(bookings.assignedTechnicianId, scope.technicianId),
        eq(bookings.secondTechnicianId, scope.technicianId),
      )
    : undefined;
}

export function scopeOf(member: AuthenticatedStaff): BookingScope {
  return member.role === 'admin'
    ? { kind: 'all' }
    : { kind: 'technician', technicianId: member.id };
}

/** 404 when the booking does not exist, 403 when it exists but is not the caller's. */
export async function notInScope(db: Executor, id: number): Promise<HttpError> {
  return (await bookingExists(db, id))
    ? new HttpError(403, 'This booking is not assigned to you')
    : new HttpError(404, 'Booking not found');
}

export async function findBookingInScope(db: Executor, scope: BookingScope, id: number) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, id), scopeCondition(scope)));
  return row;
}

export async function bookingExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
  return row !== undefined;
}
