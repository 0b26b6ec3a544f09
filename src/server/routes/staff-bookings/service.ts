// Staff changes to a booking (decisions.md "Bookings", "Staff operations calls"): what each role
// may send, then the booking module's one reschedule, assignment, collected money, on my way and
// status move (src/server/bookings/), in one transaction with the booking's row locked.
import {
  TECHNICIAN_STATUS_CHOICES,
  type BookingUpdateBody,
  type StaffBooking,
} from '../../../domain/schemas/staff';
import { OFFICE_MOVES, statusMoveRefusal } from '../../../domain/bookings/rules';
import { assign } from '../../bookings/assign';
import { markCollected } from '../../bookings/collect';
import { reschedule } from '../../bookings/reschedule';
import { changeStatus, markEnRoute } from '../../bookings/status';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { AuthenticatedStaff } from '../../plugins/auth';
import { fieldError, HttpError } from '../../plugins/errors';
import { runIdempotent, type StoredAnswer } from '../../services/idempotency';
import { manageLinks } from '../../services/manage-links';
import { paymentGateways } from '../../services/payments/index';
import { sendOwedRefundsOf } from '../../payments/refunds';
import { requestedTeam } from './assignment';
import { listBookings } from '../../bookings/staff-view/list';
import { findBookingForUpdate } from './repository';
import { notInScope, scopeOf } from '../../bookings/staff-scope';

/** The Idempotency-Key scope of PUT /api/bookings/{id}, followed by the staff member's id. */
export const BOOKING_UPDATE_SCOPE = 'staff-booking-update';

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

/** The status already held is refused only when nothing else was asked in the same call. */
function onlyStatus(body: BookingUpdateBody): boolean {
  return (
    body.assignedTechnicianId === undefined &&
    body.assignedTechnicianIds === undefined &&
    !body.enRoute &&
    body.paymentStatus === undefined &&
    body.appointmentDate === undefined &&
    body.appointmentTime === undefined
  );
}

/**
 * Applies a staff member's change: a reschedule first (so an assignment in the same call is
 * checked against the new day), then the assignment, the collected money, "on my way" and the
 * status. The e-mails are written in the same transaction as the change.
 */
export async function updateBooking(
  ctx: AppContext,
  member: AuthenticatedStaff,
  id: number,
  body: BookingUpdateBody,
  idempotencyKey?: string,
): Promise<StoredAnswer<StaffBooking>> {
  checkRoleMayChange(member, body);
  const scope = scopeOf(member);
  const links = await manageLinks(ctx);
  const gateways = paymentGateways(ctx);
  const actor = { kind: member.role, id: member.id } as const;
  // docs/decisions/041: a technician's phone replays a queued change with its Idempotency-Key;
  // the same key answers the first answer and applies nothing twice. Keys are per staff member.
  const answer = await runIdempotent<StaffBooking>(
    ctx.db,
    { scope: `${BOOKING_UPDATE_SCOPE}:${member.id}`, key: idempotencyKey, payload: { id, body } },
    async (trx) => {
      await applyChange(trx);
      const [changed] = await listBookings(trx, scope, id);
      if (!changed) throw await notInScope(trx, id);
      return { statusCode: 200, body: changed };
    },
  );
  if (answer.replayed) return answer;

  async function applyChange(trx: Executor): Promise<void> {
    let booking = await findBookingForUpdate(trx, scope, id);
    if (!booking) throw await notInScope(trx, id);
    const context = { actor, links, gateways, now: new Date() };
    if (body.appointmentDate !== undefined || body.appointmentTime !== undefined) {
      const target = {
        appointmentDate: body.appointmentDate ?? booking.appointmentDate,
        appointmentTime: body.appointmentTime ?? booking.appointmentTime,
      };
      booking = await reschedule(trx, booking, target, OFFICE_MOVES, context);
    }
    const team = requestedTeam(booking, body);
    if (team !== undefined) booking = await assign(trx, booking, team, context);
    if (body.paymentStatus === 'paid') await markCollected(trx, booking, actor, context.now);
    if (body.enRoute) booking = await markEnRoute(trx, booking, context);
    if (body.status === undefined) return;
    if (body.status === booking.status) {
      if (onlyStatus(body)) {
        throw new HttpError(409, statusMoveRefusal(booking.status, body.status) ?? '');
      }
      return;
    }
    await changeStatus(
      trx,
      booking,
      { status: body.status, reason: body.reason, early: body.early },
      context,
    );
  }
  // A cancel's refund is asked of the provider after the commit.
  if (body.status !== 'cancelled') return answer;
  await sendOwedRefundsOf(ctx, { bookingId: id });
  const [updated] = await listBookings(ctx.db, scope, id);
  if (!updated) throw await notInScope(ctx.db, id);
  return { ...answer, body: updated };
}
