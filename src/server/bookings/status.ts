// Status moves and "on my way" (decisions.md "Bookings", "Staff operations calls"): only the moves
// the rules allow, a cancel through the one cancel, a completion from the start of the job's day
// (the office may record a job done early), and a lapsed card hold moves nowhere but cancelled.
import { and, eq } from 'drizzle-orm';
import { isLapsedHold } from '../../domain/bookings/holds';
import {
  EARLY_COMPLETION_TECHNICIAN,
  earlyCompletionMessage,
  enRouteRefusal,
  isEarlyCompletion,
  PAID_JOB_TECHNICIAN_CANCEL,
  statusMoveRefusal,
} from '../../domain/bookings/rules';
import type { BookingStatus } from '../../domain/schemas/staff';
import type { Executor } from '../db/client';
import { bookings } from '../db/schema/index';
import { fieldError, HttpError } from '../plugins/errors';
import type { PaymentGateways } from '../services/payments/index';
import { cancel, CHANGED_MEANWHILE } from './cancel';
import { recordAndNotify, type ChangeContext } from './record';
import type { BookingRow } from './repository';

export type StatusChange = {
  status: BookingStatus;
  reason?: string | undefined;
  /** The office records a job really done ahead of its day. */
  early?: boolean | undefined;
};

/**
 * Whether this completion is an early one (before the job's day, business time), throwing the
 * 409 when it may not be: a technician never completes early, an admin only with `early: true`.
 */
export function assertMayComplete(
  booking: BookingRow,
  change: Pick<StatusChange, 'early'>,
  context: Pick<ChangeContext, 'actor' | 'now'>,
): boolean {
  if (!isEarlyCompletion(booking, context.now)) return false;
  if (context.actor.kind === 'technician') throw new HttpError(409, EARLY_COMPLETION_TECHNICIAN);
  if (!change.early) throw new HttpError(409, earlyCompletionMessage(booking));
  return true;
}

/** Moves the booking (its row locked by the caller) to a new status; returns the row. */
export async function changeStatus(
  trx: Executor,
  booking: BookingRow,
  change: StatusChange,
  context: ChangeContext & { gateways: PaymentGateways },
): Promise<BookingRow> {
  const target = change.status;
  const refusal = statusMoveRefusal(booking.status, target);
  if (refusal) throw new HttpError(409, refusal);
  if (target === 'cancelled') {
    if (!change.reason) throw fieldError('reason', 'Give a reason of 3 or more characters');
    if (context.actor.kind === 'technician' && booking.paymentStatus === 'paid') {
      throw new HttpError(409, PAID_JOB_TECHNICIAN_CANCEL);
    }
    return cancel(trx, booking, change.reason, context);
  }
  const early = target === 'completed' && assertMayComplete(booking, change, context);
  if (isLapsedHold(booking, context.now)) {
    throw new HttpError(409, 'The card payment was not completed and the hold has lapsed');
  }
  const [row] = await trx
    .update(bookings)
    .set({ status: target, updatedAt: context.now })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
    .returning();
  if (!row) throw new HttpError(409, CHANGED_MEANWHILE);
  // No move leads back to pending (statusMoveRefusal), so the target is an event's action.
  await recordAndNotify(
    trx,
    row,
    target as Exclude<BookingStatus, 'pending'>,
    { ...(change.reason ? { reason: change.reason } : {}), ...(early ? { early: true } : {}) },
    context,
  );
  return row;
}

/** The assigned technician's "On my way": kept once; the customer's mail goes out once. */
export async function markEnRoute(
  trx: Executor,
  booking: BookingRow,
  context: ChangeContext,
): Promise<BookingRow> {
  const refusal = enRouteRefusal(booking.status);
  if (refusal) throw new HttpError(409, refusal);
  if (booking.enRouteAt) return booking;
  const [row] = await trx
    .update(bookings)
    .set({ enRouteAt: context.now, updatedAt: context.now })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (!row) throw new HttpError(404, 'Booking not found');
  await recordAndNotify(trx, row, 'en_route', {}, context);
  return row;
}
