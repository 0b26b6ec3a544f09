// Staff changes to a booking: status moves (decisions.md "Bookings") and technician assignment.
import { and, eq } from 'drizzle-orm';
import { formatMoney } from '../../../domain/pricing/format-money';
import {
  isAllowedStatusMove,
  STATUS_LABELS,
  TECHNICIAN_STATUS_CHOICES,
  type BookingStatus,
  type BookingUpdateBody,
  type StaffBooking,
} from '../../../domain/schemas/staff';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { bookings, staff } from '../../db/schema/index';
import type { AuthenticatedStaff } from '../../plugins/auth';
import { fieldError, HttpError } from '../../plugins/errors';
import { enqueueEmail } from '../../services/mailer/outbox';
import { paymentGateways, type PaymentGateways } from '../../services/payments/index';
import { refundBookingPayments } from '../payments/refunds';
import {
  bookingExists,
  findBookingForUpdate,
  listBookings,
  scopeCondition,
  type BookingScope,
} from './repository';

export function scopeOf(member: AuthenticatedStaff): BookingScope {
  return member.role === 'admin'
    ? { kind: 'all' }
    : { kind: 'technician', technicianId: member.id };
}

type BookingForUpdate = NonNullable<Awaited<ReturnType<typeof findBookingForUpdate>>>;

/**
 * Cancelling a booking the customer paid refunds it through the gateway that took it
 * (routes/payments/refunds.ts), inside the cancelling transaction; the cancel e-mail mentions it.
 */
export async function refundCancelledPaidBooking(
  trx: Executor,
  booking: BookingForUpdate,
  gateways: PaymentGateways,
): Promise<{ refundRequested: boolean }> {
  if (booking.paymentStatus !== 'paid') return { refundRequested: false };
  // A booking marked paid with no card payment on record (set by hand) is refunded by staff;
  // the e-mail still tells the customer the money comes back.
  await refundBookingPayments(trx, gateways, booking);
  return { refundRequested: true };
}

function statusEmail(booking: BookingForUpdate, status: BookingStatus, refund: boolean) {
  const when = `${booking.appointmentDate} at ${booking.appointmentTime}`;
  const lines: Record<BookingStatus, string> = {
    pending: `We have received your booking for ${when}.`,
    confirmed: `Your installation is confirmed for ${when} (two-hour arrival window).`,
    in_progress: 'Your technician has started work on your installation.',
    completed: 'Your installation is complete. Thank you for choosing Charlotte TV Mounting!',
    cancelled: `Your booking for ${when} has been cancelled.${
      refund ? ` Your payment of ${formatMoney(booking.totalPrice)} will be refunded.` : ''
    }`,
  };
  return {
    to: booking.email,
    // The customer knows the booking by its reference, never the internal id (decisions.md).
    subject: `Booking ${booking.reference}: ${STATUS_LABELS[status]}`,
    text: `Hello ${booking.name},\n\n${lines[status]}\n\nBooking ${booking.reference}\nCharlotte TV Mounting`,
  };
}

async function assertAssignable(trx: Executor, technicianId: number) {
  const [tech] = await trx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, technicianId), eq(staff.role, 'technician'), eq(staff.isActive, true)));
  if (!tech) throw fieldError('assignedTechnicianId', 'Not an active technician');
}

/** 404 when the booking does not exist, 403 when it exists but is not the caller's. */
async function notInScope(db: Executor, id: number): Promise<HttpError> {
  return (await bookingExists(db, id))
    ? new HttpError(403, 'This booking is not assigned to you')
    : new HttpError(404, 'Booking not found');
}

/**
 * Applies a staff member's change. The status moves with a conditional UPDATE (WHERE status =
 * the status just read, and the caller's scope), so of two staff confirming at once exactly one
 * changes the booking and the other gets 409. The customer's e-mail is written in the same
 * transaction as the change.
 */
export async function updateBooking(
  ctx: AppContext,
  member: AuthenticatedStaff,
  id: number,
  body: BookingUpdateBody,
): Promise<StaffBooking> {
  const scope = scopeOf(member);
  if (member.role === 'technician') {
    if (body.assignedTechnicianId !== undefined) {
      throw new HttpError(403, 'Technicians may change the status only');
    }
    if (!body.status) throw fieldError('status', 'Required');
    if (!(TECHNICIAN_STATUS_CHOICES as readonly string[]).includes(body.status)) {
      throw fieldError('status', `Technicians may set ${TECHNICIAN_STATUS_CHOICES.join(', ')}`);
    }
  }
  if (body.status === undefined && body.assignedTechnicianId === undefined) {
    throw fieldError('status', 'Send status or assignedTechnicianId');
  }

  await ctx.db.transaction(async (trx) => {
    const booking = await findBookingForUpdate(trx, scope, id);
    if (!booking) throw await notInScope(trx, id);

    if (body.assignedTechnicianId !== undefined) {
      if (body.assignedTechnicianId !== null)
        await assertAssignable(trx, body.assignedTechnicianId);
      await trx
        .update(bookings)
        .set({ assignedTechnicianId: body.assignedTechnicianId, updatedAt: new Date() })
        .where(eq(bookings.id, id));
    }

    const target = body.status;
    if (target === undefined || target === booking.status) {
      if (target !== undefined && body.assignedTechnicianId === undefined) {
        throw new HttpError(409, `The booking is already ${STATUS_LABELS[target].toLowerCase()}`);
      }
      return;
    }
    if (!isAllowedStatusMove(booking.status, target)) {
      throw new HttpError(
        409,
        `A ${STATUS_LABELS[booking.status].toLowerCase()} booking cannot become ${STATUS_LABELS[target].toLowerCase()}`,
      );
    }
    const changed = await trx
      .update(bookings)
      .set({ status: target, updatedAt: new Date() })
      .where(and(eq(bookings.id, id), eq(bookings.status, booking.status), scopeCondition(scope)))
      .returning({ id: bookings.id });
    if (changed.length === 0) {
      throw new HttpError(409, 'Someone else just changed this booking. Reload and try again.');
    }
    const refund =
      target === 'cancelled'
        ? await refundCancelledPaidBooking(trx, booking, paymentGateways(ctx))
        : undefined;
    await enqueueEmail(trx, statusEmail(booking, target, refund?.refundRequested ?? false));
  });

  const [updated] = await listBookings(ctx.db, scope, id);
  if (!updated) throw await notInScope(ctx.db, id);
  return updated;
}
