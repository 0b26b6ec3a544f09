// Staff changes to a booking: status moves (decisions.md "Bookings") and technician assignment.
import { and, eq, sql } from 'drizzle-orm';
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
import { recordBookingEvent } from '../../services/booking-events';
import { enqueueEmail, type OutgoingEmail } from '../../services/mailer/outbox';
import { manageLinks, type ManageLinks } from '../../services/manage-links';
import { whenLabel } from '../bookings/emails';
import {
  cancelledEmail,
  jobDoneEmail,
  onTheWayEmail,
  statusNoticeEmail,
  technicianAssignedEmail,
} from '../bookings/lifecycle-emails';
import { releaseStock } from '../store-orders/stock';
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

/** What the customer hears when staff move the booking to `status`. */
function statusMail(
  booking: BookingForUpdate,
  status: BookingStatus,
  links: ManageLinks,
  refunded: boolean,
): OutgoingEmail | null {
  switch (status) {
    case 'confirmed':
      return statusNoticeEmail(
        booking,
        `Your installation is confirmed for ${whenLabel(booking)}.`,
        'Confirmed',
        links,
      );
    case 'in_progress':
      return statusNoticeEmail(
        booking,
        'Your technician has started work on your installation.',
        'In progress',
        links,
      );
    case 'completed':
      return jobDoneEmail(booking, links, reviewUrl(links));
    case 'cancelled':
      return cancelledEmail(booking, links, { refunded, reason: null });
    case 'pending':
      return null;
  }
}

/** Where the job-done mail asks for a review: the business's review page, else a reply by mail. */
function reviewUrl(links: ManageLinks): string {
  return `mailto:${links.business.email}?subject=${encodeURIComponent('My review')}&body=${encodeURIComponent(`Reviewing my installation (${links.siteUrl})`)}`;
}

async function assertAssignable(trx: Executor, technicianId: number) {
  const [tech] = await trx
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(and(eq(staff.id, technicianId), eq(staff.role, 'technician'), eq(staff.isActive, true)));
  if (!tech) throw fieldError('assignedTechnicianId', 'Not an active technician');
  return tech;
}

/** The assigned technician's "On my way": kept once; the customer's mail goes out once. */
async function markEnRoute(
  trx: Executor,
  booking: BookingForUpdate,
  links: ManageLinks,
  actor: { kind: 'admin' | 'technician'; id: number },
  now: Date,
) {
  if (booking.status !== 'confirmed' && booking.status !== 'pending') {
    throw new HttpError(
      409,
      `A ${STATUS_LABELS[booking.status].toLowerCase()} job cannot be marked on the way`,
    );
  }
  if (booking.enRouteAt) return;
  await trx
    .update(bookings)
    .set({ enRouteAt: now, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  await recordBookingEvent(trx, booking.id, actor, 'en_route');
  const [technician] = await trx
    .select({ name: staff.name })
    .from(staff)
    .where(eq(staff.id, actor.id));
  const firstName = technician?.name.trim().split(/\s+/)[0] ?? 'Your technician';
  await enqueueEmail(trx, onTheWayEmail(booking, firstName, links));
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
    if (!body.status && !body.enRoute) throw fieldError('status', 'Required');
    if (body.status && !(TECHNICIAN_STATUS_CHOICES as readonly string[]).includes(body.status)) {
      throw fieldError('status', `Technicians may set ${TECHNICIAN_STATUS_CHOICES.join(', ')}`);
    }
  }
  if (body.status === undefined && body.assignedTechnicianId === undefined && !body.enRoute) {
    throw fieldError('status', 'Send status, assignedTechnicianId or enRoute');
  }
  if (body.enRoute && member.role !== 'technician') {
    throw new HttpError(403, 'Only the assigned technician marks a job as on the way');
  }

  const links = await manageLinks(ctx);
  const gateways = paymentGateways(ctx);
  const actor = { kind: member.role, id: member.id } as const;
  await ctx.db.transaction(async (trx) => {
    const booking = await findBookingForUpdate(trx, scope, id);
    if (!booking) throw await notInScope(trx, id);
    const now = new Date();

    if (body.enRoute) await markEnRoute(trx, booking, links, actor, now);

    if (
      body.assignedTechnicianId !== undefined &&
      body.assignedTechnicianId !== booking.assignedTechnicianId
    ) {
      const technician =
        body.assignedTechnicianId === null
          ? null
          : await assertAssignable(trx, body.assignedTechnicianId);
      await trx
        .update(bookings)
        .set({ assignedTechnicianId: body.assignedTechnicianId, updatedAt: now })
        .where(eq(bookings.id, id));
      await recordBookingEvent(trx, id, actor, technician ? 'assigned' : 'unassigned', {
        technicianId: body.assignedTechnicianId,
      });
      if (technician?.email) {
        await enqueueEmail(trx, technicianAssignedEmail(booking, technician, links));
      }
    }

    const target = body.status;
    if (target === undefined || target === booking.status) {
      if (target !== undefined && body.assignedTechnicianId === undefined && !body.enRoute) {
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
    const [changed] = await trx
      .update(bookings)
      .set({
        status: target,
        updatedAt: now,
        ...(cancelling
          ? {
              cancelReason:
                body.reason ??
                `Cancelled by ${member.role === 'admin' ? 'the office' : 'the technician'}`,
              cancelledAt: now,
              holdExpiresAt: null,
              calendarSequence: sql`${bookings.calendarSequence} + 1`,
            }
          : {}),
      })
      .where(and(eq(bookings.id, id), eq(bookings.status, booking.status), scopeCondition(scope)))
      .returning();
    if (!changed) {
      throw new HttpError(409, 'Someone else just changed this booking. Reload and try again.');
    }
    const refund = cancelling
      ? await refundCancelledPaidBooking(trx, booking, gateways)
      : undefined;
    if (cancelling) await releaseStock(trx, { bookingId: id }, now);
    // No move leads back to pending (isAllowedStatusMove), so the target is an event's action.
    const action = target as Exclude<BookingStatus, 'pending'>;
    await recordBookingEvent(trx, id, actor, action, body.reason ? { reason: body.reason } : {});
    const mail = statusMail(changed, target, links, refund?.refundRequested ?? false);
    if (mail) await enqueueEmail(trx, mail);
  });

  const [updated] = await listBookings(ctx.db, scope, id);
  if (!updated) throw await notInScope(ctx.db, id);
  return updated;
}
