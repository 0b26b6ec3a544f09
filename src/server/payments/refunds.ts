// The one way money goes back (docs/decisions/027-payment-pipeline.md), whatever decided it: a
// payment settling would not keep (settle.ts), or a cancelled paid booking or store order. All
// first RECORD the refund as owed in the transaction that decides it (status refunded,
// refundCents, no refundRef); the provider is asked by `askProviderRefund` alone, with one key per
// payment, so it moves money once however often it is asked. `sendOwedRefund` asks after the
// commit, outside any transaction and row lock (020 "Webhooks"); whoever retries (the provider's
// webhook again, an Idempotency-Key replay, the owed-refunds job) finds the refund recorded and
// asks nothing, or still owed and asks again.
import type { Locale } from '../../domain/site/locales';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { HttpError } from '../plugins/errors';
import type { PaymentGateway, RefundResult } from '../services/payments/gateway';
import { paymentGateways, type PaymentGateways } from '../services/payments/index';
import { readBusinessFacts } from '../services/business-facts';
import { notifyRefunded } from '../notifications/notices';
import { recordAndNotify } from '../bookings/record';
import { findBookingForUpdate } from '../bookings/repository';
import { manageLinks, type ManageLinks } from '../services/manage-links';
import {
  bookingReference,
  findOwedRefundIds,
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
  const refused = result.status === 'failed';
  const flag = refused
    ? [
        payment.staffFlag,
        `The provider refused the refund of ${payment.refundCents} cents (${result.refundRef}): return it by hand.`,
      ]
        .filter(Boolean)
        .join(' ')
    : undefined;
  const links = await manageLinks(ctx);
  await ctx.db.transaction(async (trx) => {
    // Once, whoever asked: a second asker finds the refund reference already kept.
    if (!(await markRefundSent(trx, payment.id, result.refundRef, flag))) return;
    await recordRefundOutcome(trx, payment, { refused, refundRef: result.refundRef }, links);
  });
  return refused ? 'refused' : 'sent';
}

/**
 * A booking's refund that the provider took (or refused) is a change of the booking, recorded
 * through the booking module's one step: its history, the live streams, and payment.refunded to
 * the webhooks once the money really went back (docs/decisions/052-every-change-recorded.md).
 */
async function recordRefundOutcome(
  trx: Executor,
  payment: PaymentRow,
  outcome: { refused: boolean; refundRef: string },
  links: ManageLinks,
): Promise<void> {
  if (payment.bookingId === null) return;
  const booking = await findBookingForUpdate(trx, payment.bookingId);
  if (!booking) return;
  await recordAndNotify(
    trx,
    booking,
    outcome.refused ? 'refund_refused' : 'refund_sent',
    { amountCents: payment.refundCents, refundRef: outcome.refundRef },
    { actor: { kind: 'system' }, links, now: new Date() },
  );
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

/** The sum the customer gets back. */
export const refundedCentsOf = (owed: RecordedRefund[]) =>
  owed.reduce((sum, { payment }) => sum + payment.amountCents, 0);

/**
 * A cancelled paid booking's money goes back: recorded as owed, the booking refunded and the
 * customer's refund e-mail written, all in the cancelling transaction; after its commit the
 * caller sends them (`sendOwedRefundsOf`).
 */
export async function recordBookingRefunds(
  trx: Executor,
  gateways: PaymentGateways,
  booking: { id: number; name: string; email: string; locale: Locale },
): Promise<{ refundedCents: number }> {
  const owed = await recordRefunds(trx, gateways, { bookingId: booking.id }, NOT_CANCELLED);
  const refundedCents = refundedCentsOf(owed);
  if (owed.length > 0) {
    await markBookingRefunded(trx, booking.id);
    await notifyRefunded(trx, {
      reference: await bookingReference(trx, booking.id),
      name: booking.name,
      email: booking.email,
      amountCents: refundedCents,
      testMode: owed.every((refund) => refund.gateway.testMode),
      business: await readBusinessFacts(trx),
      locale: booking.locale,
    });
  }
  return { refundedCents };
}

/**
 * The owner's owed refunds (a cancelled booking's or store order's), sent after the cancelling
 * transaction committed, so no lock is held while the provider answers. One the provider cannot
 * take now stays owed, the cancel still stands, and the owed-refunds job asks again.
 */
export async function sendOwedRefundsOf(ctx: AppContext, owner: PaymentOwner): Promise<void> {
  for (const id of await findOwedRefundIds(ctx.db, owner)) {
    await sendOwedRefund(ctx, { id }).catch(() => 'still owed');
  }
}

/**
 * The owed-refunds job (src/server/jobs): asks the provider again for every refund still owed (a
 * provider that was down, a process that died after the commit). The key per payment makes a
 * refund asked twice, by two servers or by the job and a cancel at once, one refund.
 */
export async function retryOwedRefunds(ctx: AppContext): Promise<{ sent: number; owed: number }> {
  let sent = 0;
  let owed = 0;
  for (const id of await findOwedRefundIds(ctx.db)) {
    const outcome = await sendOwedRefund(ctx, { id }).catch(() => 'still owed' as const);
    if (outcome === 'still owed') owed += 1;
    else if (outcome !== 'nothing owed') sent += 1;
  }
  return { sent, owed };
}
