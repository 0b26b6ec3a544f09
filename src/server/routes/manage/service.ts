// The manage link's calls (issue 15): look a booking up by its token or by reference and e-mail,
// move it to another window, or cancel it, with the 24-hour cut-off. The booking module
// (src/server/bookings/) makes the change with the customer's policy; this is the HTTP side.
import { and, eq, sql } from 'drizzle-orm';
import {
  changeRules,
  CUSTOMER_CANCEL_REASON,
  CUSTOMER_MOVES,
} from '../../../domain/bookings/rules';
import type { SlotLabel } from '../../../domain/scheduling/business-time';
import {
  MANAGE_LINK_NOT_FOUND_MESSAGE,
  TRACK_NOT_FOUND_MESSAGE,
  type CustomerBookingView,
} from '../../../domain/schemas/manage';
import { cancel } from '../../bookings/cancel';
import { reschedule } from '../../bookings/reschedule';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { manageLinks } from '../../services/manage-links';
import { paymentGateways } from '../../services/payments/index';
import { sendOwedRefundsOf } from '../../payments/refunds';
import { hashManageToken } from '../../services/public-references';
import { customerView } from '../../bookings/customer-view';

const CUSTOMER = { kind: 'customer' } as const;

const notFound = () => new HttpError(404, MANAGE_LINK_NOT_FOUND_MESSAGE);

/** Our tokens are 43 characters of base64url; anything else cannot match and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** The booking of a manage link, or the one 404 (the receipt and the review page use it too). */
export async function bookingOfToken(db: Executor, token: string, forUpdate = false) {
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

/** The customer moves the booking: the one reschedule under the customer's policy. */
export async function rescheduleByToken(
  ctx: AppContext,
  token: string,
  body: { appointmentDate: string; appointmentTime: SlotLabel },
  now = new Date(),
): Promise<CustomerBookingView> {
  const links = await manageLinks(ctx);
  const updated = await ctx.db.transaction(async (trx) => {
    const booking = await bookingOfToken(trx, token, true);
    const target = { appointmentDate: body.appointmentDate, appointmentTime: body.appointmentTime };
    return reschedule(trx, booking, target, CUSTOMER_MOVES, { actor: CUSTOMER, links, now });
  });
  return customerView(ctx.db, updated, now);
}

/** The customer cancels, until 24 hours before the window: the one cancel, refunded when paid. */
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
    const phone = links.business.phone;
    const { closedReason, closedCode } = changeRules(booking, now, phone);
    if (closedReason && closedCode) {
      throw new HttpError(409, closedReason, undefined, { code: closedCode, params: { phone } });
    }
    const reason = body.reason ?? CUSTOMER_CANCEL_REASON;
    return cancel(trx, booking, reason, { actor: CUSTOMER, links, gateways, now });
  });
  await sendOwedRefundsOf(ctx, { bookingId: updated.id });
  return customerView(ctx.db, updated, now);
}
