// The manage link's calls (issue 15): look a booking up by its token or by reference and e-mail,
// move it to another window, or cancel it, with the 24-hour cut-off. Moves take the new slot
// under the same lock as a new booking; a paid booking is refunded through its gateway.
import { and, eq, sql } from 'drizzle-orm';
import {
  isBookableDate,
  isSlotPast,
  type SlotLabel,
} from '../../../domain/scheduling/business-time';
import {
  changeRules,
  CUSTOMER_CANCEL_REASON,
  OUT_OF_WINDOW_MESSAGE,
} from '../../../domain/bookings/rules';
import {
  isMovableWindow,
  moveWithinCutoffMessage,
} from '../../../domain/scheduling/customer-moves';
import { SLOT_TAKEN_MESSAGE } from '../../../domain/schemas/booking';
import {
  MANAGE_LINK_NOT_FOUND_MESSAGE,
  TRACK_NOT_FOUND_MESSAGE,
  type CustomerBookingView,
} from '../../../domain/schemas/manage';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { fieldError, HttpError } from '../../plugins/errors';
import { recordBookingEvent } from '../../services/booking-events';
import { enqueueEmail } from '../../services/mailer/outbox';
import { sendsNotifications } from '../../services/booking-source';
import { manageLinks } from '../../services/manage-links';
import { paymentGateways } from '../../services/payments/index';
import { hashManageToken } from '../../services/public-references';
import { cancelledEmail, rescheduledEmail } from '../bookings/lifecycle-emails';
import type { BookingRow } from '../bookings/repository';
import { refundBookingPayments } from '../payments/refunds';
import { releaseStock } from '../store-orders/stock';
import { hasRoom, loadSlots, lockSlot, placesOf } from '../time-slots/repository';
import { assignedTechnicians } from '../staff-bookings/assignment';
import { tellTechniciansOfCancel } from '../staff-bookings/notices';
import { technicianMovedEmail } from '../staff-bookings/technician-emails';
import { customerView } from './view';

const notFound = () => new HttpError(404, MANAGE_LINK_NOT_FOUND_MESSAGE);

/** Our tokens are 43 characters of base64url; anything else cannot match and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

async function bookingOfToken(db: Executor, token: string, forUpdate = false) {
  if (!TOKEN_SHAPE.test(token)) throw notFound();
  const query = db
    .select()
    .from(bookings)
    .where(eq(bookings.manageTokenHash, hashManageToken(token)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function viewByToken(
  ctx: AppContext,
  token: string,
  now = new Date(),
): Promise<CustomerBookingView> {
  return customerView(ctx.db, await bookingOfToken(ctx.db, token), now);
}

/** One answer for a wrong reference, a wrong e-mail or both: nothing tells which was wrong. */
export async function viewByReference(
  ctx: AppContext,
  input: { reference: string; email: string },
  now = new Date(),
): Promise<CustomerBookingView> {
  const [row] = await ctx.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.reference, input.reference),
        eq(sql`lower(${bookings.email})`, input.email.toLowerCase()),
      ),
    );
  if (!row) throw new HttpError(404, TRACK_NOT_FOUND_MESSAGE);
  return customerView(ctx.db, row, now);
}

function assertChangeable(booking: BookingRow, now: Date, phone: string) {
  const rules = changeRules(booking, now, phone);
  if (rules.closedReason) throw new HttpError(409, rules.closedReason);
}

export async function rescheduleByToken(
  ctx: AppContext,
  token: string,
  body: { appointmentDate: string; appointmentTime: string },
  now = new Date(),
): Promise<CustomerBookingView> {
  const { appointmentDate: date, appointmentTime: time } = body;
  const links = await manageLinks(ctx);
  const updated = await ctx.db.transaction(async (trx) => {
    const booking = await bookingOfToken(trx, token, true);
    assertChangeable(booking, now, links.business.phone);
    if (!isBookableDate(date, now)) throw fieldError('appointmentDate', OUT_OF_WINDOW_MESSAGE);
    if (isSlotPast(date, time as never, now)) {
      throw fieldError(
        'appointmentTime',
        'That time has already started. Please pick a later one.',
      );
    }
    if (booking.appointmentDate === date && booking.appointmentTime === time) {
      throw fieldError('appointmentTime', 'Your booking is already at that time. Pick another.');
    }
    // A move into the last 24 hours would skip the same-day fee and lock the customer out of
    // later changes: like a change of such a booking, it is made by phone.
    if (!isMovableWindow(date, time as SlotLabel, now)) {
      throw new HttpError(409, moveWithinCutoffMessage(links.business.phone));
    }
    await lockSlot(trx, date, time);
    const load = await loadSlots(trx, date, { time: time as never, excludeBookingId: booking.id });
    if (!hasRoom(load, time, placesOf(booking))) throw new HttpError(409, SLOT_TAKEN_MESSAGE);
    const [row] = await trx
      .update(bookings)
      .set({
        appointmentDate: date,
        appointmentTime: time,
        calendarSequence: sql`${bookings.calendarSequence} + 1`,
        // The technician's "on my way" belonged to the old window.
        enRouteAt: null,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (!row) throw notFound();
    const previous = {
      appointmentDate: booking.appointmentDate,
      appointmentTime: booking.appointmentTime,
    };
    await recordBookingEvent(trx, row.id, { kind: 'customer' }, 'rescheduled', {
      from: previous,
      to: { appointmentDate: date, appointmentTime: time },
    });
    if (sendsNotifications(row)) {
      await enqueueEmail(trx, rescheduledEmail(row, previous, links, now));
      for (const technician of await assignedTechnicians(trx, row)) {
        if (technician.email) {
          await enqueueEmail(trx, technicianMovedEmail(row, previous, technician, links));
        }
      }
    }
    return row;
  });
  return customerView(ctx.db, updated, now);
}

export async function cancelByToken(
  ctx: AppContext,
  token: string,
  body: { reason?: string | undefined },
  now = new Date(),
): Promise<CustomerBookingView> {
  const links = await manageLinks(ctx);
  const gateways = paymentGateways(ctx);
  const updated = await ctx.db.transaction(async (trx) => {
    const booking = await bookingOfToken(trx, token, true);
    assertChangeable(booking, now, links.business.phone);
    const reason = body.reason ?? CUSTOMER_CANCEL_REASON;
    // Refunded first: if the provider refuses, nothing changes and the customer can try again.
    const refundedCents =
      booking.paymentStatus === 'paid'
        ? (await refundBookingPayments(trx, gateways, booking)).refundedCents
        : 0;
    const refunded = refundedCents > 0;
    const [row] = await trx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelReason: reason,
        cancelledAt: now,
        holdExpiresAt: null,
        calendarSequence: sql`${bookings.calendarSequence} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (!row) throw notFound();
    await releaseStock(trx, { bookingId: row.id }, now);
    await recordBookingEvent(trx, row.id, { kind: 'customer' }, 'cancelled', {
      reason,
      refunded,
    });
    if (refunded) {
      await recordBookingEvent(trx, row.id, { kind: 'customer' }, 'refunded', {
        amountCents: refundedCents,
      });
    }
    if (sendsNotifications(row)) {
      await enqueueEmail(
        trx,
        cancelledEmail(row, links, { refunded, reason: body.reason ?? null }, now),
      );
      await tellTechniciansOfCancel(trx, row, links);
    }
    return row;
  });
  return customerView(ctx.db, updated, now);
}
