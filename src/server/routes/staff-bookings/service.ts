// Staff changes to a booking (decisions.md "Bookings", "Staff operations calls"): status moves,
// cancel with a reason (refunded when paid), reschedule, assignment, collected money, on my way.
import { and, eq, sql } from 'drizzle-orm';
import {
  isAllowedStatusMove,
  STATUS_LABELS,
  TECHNICIAN_STATUS_CHOICES,
  type BookingStatus,
  type BookingUpdateBody,
  type StaffBooking,
} from '../../../domain/schemas/staff';
import { businessToday } from '../../../domain/scheduling/business-time';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema/index';
import type { AuthenticatedStaff } from '../../plugins/auth';
import { fieldError, HttpError } from '../../plugins/errors';
import { recordBookingEvent } from '../../services/booking-events';
import { enqueueEmail } from '../../services/mailer/outbox';
import { sendsNotifications } from '../../services/booking-source';
import { manageLinks, type ManageLinks } from '../../services/manage-links';
import { releaseStock } from '../store-orders/stock';
import { paymentGateways, type PaymentGateways } from '../../services/payments/index';
import { refundBookingPayments } from '../payments/refunds';
import { isLapsedHold } from '../payments/lapsed-holds';
import { assignTechnicians, requestedTeam } from './assignment';
import { markCollected } from './collect';
import {
  bookingExists,
  findBookingForUpdate,
  listBookings,
  scopeCondition,
  type BookingForUpdate,
  type BookingScope,
} from './repository';
import { markEnRoute, statusMail, tellTechniciansOfCancel } from './notices';
import { rescheduleBooking } from './reschedule';

export function scopeOf(member: AuthenticatedStaff): BookingScope {
  return member.role === 'admin'
    ? { kind: 'all' }
    : { kind: 'technician', technicianId: member.id };
}

/**
 * Cancelling a booking the customer paid refunds it through the gateway that took it
 * (routes/payments/refunds.ts), inside the cancelling transaction; the cancel e-mail mentions it.
 */
export async function refundCancelledPaidBooking(
  trx: Executor,
  booking: BookingForUpdate,
  gateways: PaymentGateways,
): Promise<{ refundRequested: boolean; refundedCents: number }> {
  if (booking.paymentStatus !== 'paid') return { refundRequested: false, refundedCents: 0 };
  // A booking marked paid with no card payment on record (cash collected) is refunded by staff
  // by hand; the e-mail still tells the customer the money comes back.
  const { refundedCents } = await refundBookingPayments(trx, gateways, booking);
  return { refundRequested: true, refundedCents };
}

/** 404 when the booking does not exist, 403 when it exists but is not the caller's. */
export async function notInScope(db: Executor, id: number): Promise<HttpError> {
  return (await bookingExists(db, id))
    ? new HttpError(403, 'This booking is not assigned to you')
    : new HttpError(404, 'Booking not found');
}

/** What each role may send (decisions.md "Staff operations calls"); checked before any read. */
function checkRoleMayChange(member: AuthenticatedStaff, body: BookingUpdateBody): void {
  const rescheduling = body.appointmentDate !== undefined || body.appointmentTime !== undefined;
  if (
    body.status === undefined &&
    body.assignedTechnicianId === undefined &&
    body.assignedTechnicianIds === undefined &&
    !body.enRoute &&
    !rescheduling &&
    body.paymentStatus === undefined
  ) {
    throw fieldError(
      'status',
      'Send status, assignedTechnicianId, appointmentDate/appointmentTime, paymentStatus or enRoute',
    );
  }
  if (member.role === 'technician') {
    if (body.assignedTechnicianId !== undefined || body.assignedTechnicianIds !== undefined) {
      throw new HttpError(403, 'Technicians may change the status only');
    }
    if (rescheduling) throw new HttpError(403, 'The office reschedules jobs; call the office');
    if (body.status && !(TECHNICIAN_STATUS_CHOICES as readonly string[]).includes(body.status)) {
      throw fieldError('status', `Technicians may set ${TECHNICIAN_STATUS_CHOICES.join(', ')}`);
    }
  } else if (body.enRoute) {
    throw new HttpError(403, 'Only the assigned technician marks a job as on the way');
  }
}

export const PAID_JOB_TECHNICIAN_CANCEL =
  'This job is paid, so the office cancels it (and refunds the customer). Please call the office.';

/** A status move: conditional on the status just read, so of two racing changes one wins. */
async function moveStatus(
  trx: Executor,
  booking: BookingForUpdate,
  member: AuthenticatedStaff,
  body: BookingUpdateBody,
  context: { gateways: PaymentGateways; links: ManageLinks; now: Date; scope: BookingScope },
): Promise<void> {
  const target = body.status;
  if (target === undefined) return;
  const { now, scope } = context;
  const actor = { kind: member.role, id: member.id } as const;
  if (target === booking.status) {
    const onlyStatus =
      body.assignedTechnicianId === undefined &&
      body.assignedTechnicianIds === undefined &&
      !body.enRoute &&
      body.paymentStatus === undefined &&
      body.appointmentDate === undefined &&
      body.appointmentTime === undefined;
    if (onlyStatus) {
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
  const cancelling = target === 'cancelled';
  if (cancelling && !body.reason) {
    throw fieldError('reason', 'Give a reason of 3 or more characters');
  }
  if (cancelling && member.role === 'technician' && booking.paymentStatus === 'paid') {
    throw new HttpError(409, PAID_JOB_TECHNICIAN_CANCEL);
  }
  const early = target === 'completed' && businessToday(now) < booking.appointmentDate;
  if (early) assertMayCompleteEarly(booking, member, body);
  if (!cancelling && isLapsedHold(booking, now)) {
    throw new HttpError(409, 'The card payment was not completed and the hold has lapsed');
  }
  // Refunded first: if the provider refuses, nothing changes and staff can try again.
  const refund = cancelling
    ? await refundCancelledPaidBooking(trx, booking, context.gateways)
    : undefined;
  const [changed] = await trx
    .update(bookings)
    .set({
      status: target,
      updatedAt: now,
      ...(cancelling
        ? {
            cancelReason: body.reason ?? null,
            cancelledAt: now,
            holdExpiresAt: null,
            calendarSequence: sql`${bookings.calendarSequence} + 1`,
          }
        : {}),
    })
    .where(
      and(eq(bookings.id, booking.id), eq(bookings.status, booking.status), scopeCondition(scope)),
    )
    .returning();
  if (!changed) {
    throw new HttpError(409, 'Someone else just changed this booking. Reload and try again.');
  }
  if (cancelling) await releaseStock(trx, { bookingId: booking.id }, now);
  // No move leads back to pending (isAllowedStatusMove), so the target is an event's action.
  const action = target as Exclude<BookingStatus, 'pending'>;
  await recordBookingEvent(trx, booking.id, actor, action, {
    ...(body.reason ? { reason: body.reason } : {}),
    ...(early ? { early: true } : {}),
  });
  if (refund && refund.refundedCents > 0) {
    await recordBookingEvent(trx, booking.id, actor, 'refunded', {
      amountCents: refund.refundedCents,
    });
  }
  const mail = statusMail(changed, target, context.links, refund?.refundRequested ?? false);
  if (!sendsNotifications(changed)) return;
  if (mail) await enqueueEmail(trx, mail);
  if (cancelling) await tellTechniciansOfCancel(trx, changed, context.links);
}

export const EARLY_COMPLETION_TECHNICIAN =
  'This job is not due yet: it can be completed from the start of its day. Please call the office.';

/**
 * A job is completed only from the start of its day (business time). Before it, the office may
 * still record a job really done ahead of time, with early: true in the same call.
 */
function assertMayCompleteEarly(
  booking: BookingForUpdate,
  member: AuthenticatedStaff,
  body: BookingUpdateBody,
): void {
  if (member.role === 'technician') throw new HttpError(409, EARLY_COMPLETION_TECHNICIAN);
  if (!body.early) {
    throw new HttpError(
      409,
      `This job is booked for ${booking.appointmentDate} and cannot be completed before its day. If it really was done ahead of time, send early: true with the completion.`,
    );
  }
}

/**
 * Applies a staff member's change, all in one transaction with the booking's row locked: a
 * reschedule first (so an assignment in the same call is checked against the new day), then the
 * assignment, the collected money, "on my way" and the status. The customer's e-mails are
 * written in the same transaction as the change.
 */
export async function updateBooking(
  ctx: AppContext,
  member: AuthenticatedStaff,
  id: number,
  body: BookingUpdateBody,
): Promise<StaffBooking> {
  checkRoleMayChange(member, body);
  const scope = scopeOf(member);
  const links = await manageLinks(ctx);
  const gateways = paymentGateways(ctx);
  const actor = { kind: member.role, id: member.id } as const;
  await ctx.db.transaction(async (trx) => {
    const booking = await findBookingForUpdate(trx, scope, id);
    if (!booking) throw await notInScope(trx, id);
    const now = new Date();
    const context = { actor, links, now };
    if (body.appointmentDate !== undefined || body.appointmentTime !== undefined) {
      await rescheduleBooking(trx, booking, body, context);
    }
    const team = requestedTeam(booking, body);
    if (team !== undefined) await assignTechnicians(trx, booking, team, context);
    if (body.paymentStatus === 'paid') await markCollected(trx, booking, actor, now);
    if (body.enRoute) await markEnRoute(trx, booking, links, actor, now);
    await moveStatus(trx, booking, member, body, { gateways, links, now, scope });
  });

  const [updated] = await listBookings(ctx.db, scope, id);
  if (!updated) throw await notInScope(ctx.db, id);
  return updated;
}
