// The booking a staff member asks a receipt or signature of: the whole row, when in their scope.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { scopeCondition, type BookingScope } from '../staff-bookings/repository';

export async function findBookingForReceipt(db: Executor, scope: BookingScope, id: number) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), scopeCondition(scope)));
  return row;
}
