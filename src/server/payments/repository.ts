// The only code that reads and writes the payments table (and a booking's payment state).
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bookings, payments } from '../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;

/** What a payment pays for: a booking or a store order. */
export type PaymentOwner = { bookingId: number } | { storeOrderId: number };

const ownedBy = (owner: PaymentOwner) =>
  'bookingId' in owner
    ? eq(payments.bookingId, owner.bookingId)
    : eq(payments.storeOrderId, owner.storeOrderId);

/** The intent that can still be paid (pending, or declined and retried) for what it pays for. */
export async function findOpenPayment(
  trx: Executor,
  owner: PaymentOwner,
  gateway: PaymentRow['gateway'],
): Promise<PaymentRow | undefined> {
  const [row] = await trx
    .select()
    .from(payments)
    .where(
      and(
        ownedBy(owner),
        eq(payments.gateway, gateway),
        inArray(payments.status, ['pending', 'failed']),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** A payment by our id, locked for the change. */
export async function findPaymentForUpdate(
  trx: Executor,
  id: number,
): Promise<PaymentRow | undefined> {
  const [row] = await trx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/**
 * The provider's payment, recorded once: a second answer with the same provider id (a replayed
 * provider key, a concurrent request) finds the first row, locked, instead of a second one.
 */
export async function recordProviderPayment(
  trx: Executor,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  await trx.insert(payments).values(values).onConflictDoNothing();
  const row = await findPaymentByProviderRefForUpdate(trx, values.gateway, values.providerRef);
  if (!row) throw new Error('insert into payments kept no row');
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

/** A provider's payment (Stripe's pi_..., Square's payment id), locked for the change. */
export async function findPaymentByProviderRefForUpdate(
  trx: Executor,
  gateway: PaymentRow['gateway'],
  providerRef: string,
): Promise<PaymentRow | undefined> {
  const [row] = await trx
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.providerRef, providerRef)))
    .for('update');
  return row;
}

/** The provider said the card failed: the booking shows it until another card pays. */
/** Marks an unpaid booking's card payment failed; false when it was paid (or refunded) already. */
export async function markBookingPaymentFailed(trx: Executor, bookingId: number): Promise<boolean> {
  const rows = await trx
    .update(bookings)
    .set({ paymentStatus: 'failed', updatedAt: new Date() })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.paymentStatus, ['unpaid', 'failed'])))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** The payments of a booking or order that took money and were not refunded yet, locked. */
export async function findRefundablePaymentsForUpdate(
  trx: Executor,
  owner: PaymentOwner,
): Promise<PaymentRow[]> {
  return trx
    .select()
    .from(payments)
    .where(and(ownedBy(owner), eq(payments.status, 'succeeded')))
    .orderBy(payments.id)
    .for('update');
}

export async function markBookingRefunded(trx: Executor, bookingId: number) {
  await trx
    .update(bookings)
    .set({ paymentStatus: 'refunded', holdExpiresAt: null, updatedAt: new Date() })
    .where(eq(bookings.id, bookingId));
}

/** The public reference the customer knows the booking by (e-mails never show the id). */
export async function bookingReference(trx: Executor, bookingId: number): Promise<string> {
  const [row] = await trx
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.reference ?? '';
}

/** The booking, locked, when the manage token is its own; undefined for any other token. */
export async function findBookingByTokenForUpdate(
  trx: Executor,
  bookingId: number,
  tokenHash: string,
) {
  const [row] = await trx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.manageTokenHash, tokenHash)))
    .for('update');
  return row;
}

/**
 * Money that cannot be accepted goes back: the payment is refunded, `refundCents` owed (the
 * provider is asked after this commits, see refunds.ts) and, when a person should look at
 * it, flagged for staff. Nothing is marked paid.
 */
export async function markReturned(
  trx: Executor,
  paymentId: number,
  refundCents: number,
  staffFlag: string | null,
) {
  await trx
    .update(payments)
    .set({ status: 'refunded', refundCents, refundRef: null, staffFlag, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

/** A refund that is owed: decided and committed, not yet taken by the provider. */
export function refundOwed(
  payment: PaymentRow,
): payment is PaymentRow & { refundCents: number; refundRef: null } {
  return (
    payment.status === 'refunded' && payment.refundCents !== null && payment.refundRef === null
  );
}

/** The refunds still owed, oldest first: an owner's (after its cancel), or all (the job). */
export async function findOwedRefundIds(
  executor: Executor,
  owner?: PaymentOwner,
): Promise<number[]> {
  const rows = await executor
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        ...(owner ? [ownedBy(owner)] : []),
        eq(payments.status, 'refunded'),
        isNotNull(payments.refundCents),
        isNull(payments.refundRef),
      ),
    )
    .orderBy(payments.id);
  return rows.map((row) => row.id);
}

/**
 * The provider took the owed refund: its id is recorded once (false when another request already
 * recorded it). A refusal comes with the payment's new `staffFlag`.
 */
export async function markRefundSent(
  executor: Executor,
  paymentId: number,
  refundRef: string,
  staffFlag?: string,
): Promise<boolean> {
  const updated = await executor
    .update(payments)
    .set({ refundRef, ...(staffFlag ? { staffFlag } : {}), updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), isNull(payments.refundRef)))
    .returning({ id: payments.id });
  return updated.length > 0;
}

/** Read without a lock, outside any transaction: what a finished request still has to do. */
export async function findPayment(
  executor: Executor,
  where: { id: number } | { gateway: PaymentRow['gateway']; providerRef: string },
): Promise<PaymentRow | undefined> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(
      'id' in where
        ? eq(payments.id, where.id)
        : and(eq(payments.gateway, where.gateway), eq(payments.providerRef, where.providerRef)),
    );
  return row;
}
