// The only code that reads and writes the payments table (and a booking's payment state).
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, payments } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;

/** The booking's intent that can still be paid (pending, or declined and retried). */
export async function findOpenBookingPayment(
  trx: Executor,
  bookingId: number,
  gateway: PaymentRow['gateway'],
): Promise<PaymentRow | undefined> {
  const [row] = await trx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.gateway, gateway),
        inArray(payments.status, ['pending', 'failed']),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

export async function insertPayment(
  trx: Executor,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await trx.insert(payments).values(values).returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

export async function findPaymentBySecretForUpdate(
  trx: Executor,
  clientSecret: string,
): Promise<PaymentRow | undefined> {
  const [row] = await trx
    .select()
    .from(payments)
    .where(eq(payments.clientSecret, clientSecret))
    .for('update');
  return row;
}

export async function markPaymentFailed(trx: Executor, id: number, message: string) {
  await trx
    .update(payments)
    .set({ status: 'failed', failureMessage: message, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

/** The payment succeeded: the booking is paid and no longer needs a hold on its slot. */
export async function markPaid(trx: Executor, paymentId: number, bookingId: number | null) {
  await trx
    .update(payments)
    .set({ status: 'succeeded', failureMessage: null, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
  if (bookingId !== null) {
    await trx
      .update(bookings)
      .set({ paymentStatus: 'paid', holdExpiresAt: null, updatedAt: new Date() })
      .where(eq(bookings.id, bookingId));
  }
}
