// The one way money goes back (docs/decisions/027-payment-pipeline.md), whatever decided it: a
// payment settling would not keep (settle.ts), or a cancelled paid booking. Both first RECORD the
// refund as owed in the transaction that decides it (status refunded, refundCents, no refundRef);
// the provider is asked by `askProviderRefund` alone, with one key per payment, so it moves money
// once however often it is asked. `sendOwedRefund` asks after the commit, outside any transaction
// and row lock (020 "Webhooks"); whoever retries (the provider's webhook again, an
// Idempotency-Key replay) finds the refund recorded and asks nothing, or still owed and asks again.
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { HttpError } from '../plugins/errors';
import { enqueueEmail } from '../services/mailer/outbox';
import type { PaymentGateway, RefundResult } from '../services/payments/gateway';
import { paymentGateways, type PaymentGateways } from '../services/payments/index';
import { readBusinessFacts } from '../services/business-facts';
import { refundEmail } from '../notifications/templates/payments';
import {
  bookingReference,
  findPayment,
  findRefundablePaymentsForUpdate,
  markBookingRefunded,
  markRefundSent,
  markReturned,
  refundOwed,
  type PaymentOwner,
  type PaymentRow,
} from './repository';

/** One key per payment, whoever refunds it (a returned payment, a cancel): it moves money once. */
export const refundIdempotencyKey = (paymentId: number) => `refund-payment-${paymentId}`;

/** The one provider refund call. Throws when the provider cannot be reached. */
export function askProviderRefund(
  gateway: PaymentGateway,
  payment: Pick<PaymentRow, 'id' | 'providerRef'>,
  amountCents: number,
): Promise<RefundResult> {
  return gateway.refund({
    providerRef: payment.providerRef,
    amountCents,
    idempotencyKey: refundIdempotencyKey(payment.id),
  });
}

const NOT_YET =
  'The card provider did not take the refund yet. It is recorded and will be tried again.';

export type OwedRefundOutcome = 'nothing owed' | 'sent' | 'refused';

/**
 * Sends the payment's owed refund, if any, after the deciding transaction committed. A provider
 * that cannot be reached is a 502 (the webhook's provider retries; the refund stays owed). A
 * provider that refuses it answers the same to every retry of the key, so the refusal is
 * recorded and flagged for a person.
 */
export async function sendOwedRefund(
  ctx: AppContext,
  where: { id: number } | { gateway: PaymentGateway['name']; providerRef: string },
): Promise<OwedRefundOutcome> {
  const payment = await findPayment(ctx.db, where);
  if (!payment || !refundOwed(payment)) return 'nothing owed';
  const gateway = paymentGateways(ctx).byName(payment.gateway);
  if (!gateway) throw new HttpError(502, NOT_YET);
  let result;
  try {
    result = await askProviderRefund(gateway, payment, payment.refundCents);
  } catch {
    throw new HttpError(502, NOT_YET);
  }
  if (result.status === 'failed') {
    const refused = `The provider refused the refund of ${payment.refundCents} cents (${result.refundRef}): return it by hand.`;
    const flag = payment.staffFlag ? `${payment.staffFlag} ${refused}` : refused;
    await markRefundSent(ctx.db, payment.id, result.refundRef, flag);
    return 'refused';
  }
  await markRefundSent(ctx.db, payment.id, result.refundRef);
  return 'sent';
}

const NOT_CANCELLED = 'The booking was not cancelled; please try again.';

export type RecordedRefund = { payment: PaymentRow; gateway: PaymentGateway };

/**
 * Every payment of a booking or store order that took money, recorded as owed in full in the
 * deciding transaction. A payment whose gateway is not configured cannot be refunded: a 502
 * ending in `notDone` (what did not happen, for the person to try again).
 */
export async function recordRefunds(
  trx: Executor,
  gateways: PaymentGateways,
  owner: PaymentOwner,
  notDone: string,
): Promise<RecordedRefund[]> {
  const owed: RecordedRefund[] = [];
  for (const payment of await findRefundablePaymentsForUpdate(trx, owner)) {
    const gateway = gateways.byName(payment.gateway);
    if (!gateway) {
      throw new HttpError(
        502,
        `The ${payment.gateway} keys are not configured, so the payment cannot be refunded. ${notDone}`,
      );
    }
    await markReturned(trx, payment.id, payment.amountCents, payment.staffFlag);
    owed.push({ payment, gateway });
  }
  return owed;
}

/**
 * The refunds just recorded, asked of the provider INSIDE the caller's transaction, so a refusal
 * or an outage is a 502 that leaves everything as it was: what the cancels do today (staff's and
 * the customer's booking cancel, staff's store-order cancel). The one provider call left inside a
 * transaction; see decision 026 "Left" for the move after commit.
 */
export async function refundInTransaction(
  trx: Executor,
  owed: RecordedRefund[],
  notDone: string,
): Promise<void> {
  for (const { payment, gateway } of owed) {
    let result;
    try {
      result = await askProviderRefund(gateway, payment, payment.amountCents);
    } catch {
      throw new HttpError(502, `The card provider did not accept the refund. ${notDone}`);
    }
    if (result.status === 'failed') {
      throw new HttpError(502, `The card provider refused the refund. ${notDone}`);
    }
    await markRefundSent(trx, payment.id, result.refundRef);
  }
}

/** The sum the customer gets back. */
export const refundedCentsOf = (owed: RecordedRefund[]) =>
  owed.reduce((sum, { payment }) => sum + payment.amountCents, 0);

/**
 * A cancelled paid booking's money goes back: recorded as owed, the booking refunded and the
 * customer's refund e-mail written, all in the cancelling transaction.
 */
export async function recordBookingRefunds(
  trx: Executor,
  gateways: PaymentGateways,
  booking: { id: number; name: string; email: string },
): Promise<{ refundedCents: number; owed: RecordedRefund[] }> {
  const owed = await recordRefunds(trx, gateways, { bookingId: booking.id }, NOT_CANCELLED);
  const refundedCents = refundedCentsOf(owed);
  if (owed.length > 0) {
    await markBookingRefunded(trx, booking.id);
    await enqueueEmail(
      trx,
      refundEmail({
        reference: await bookingReference(trx, booking.id),
        name: booking.name,
        email: booking.email,
        amountCents: refundedCents,
        testMode: owed.every((refund) => refund.gateway.testMode),
        business: await readBusinessFacts(trx),
      }),
    );
  }
  return { refundedCents, owed };
}

/**
 * The cancel's refund as its callers (staff-bookings, manage) call it today, inside their
 * cancelling transaction. Once the cancel lives in src/server/bookings/, it calls
 * `recordBookingRefunds` in its transaction and `sendOwedRefund` for each `owed` payment after
 * the commit (decision 026, "Left").
 */
export async function refundBookingPayments(
  trx: Executor,
  gateways: PaymentGateways,
  booking: { id: number; name: string; email: string },
): Promise<{ refundedCents: number }> {
  const { refundedCents, owed } = await recordBookingRefunds(trx, gateways, booking);
  await refundInTransaction(trx, owed, NOT_CANCELLED);
  return { refundedCents };
}
