// Money we decided not to keep goes back only after that decision is committed
// (docs/decisions/020-request-and-database-limits.md "Webhooks"). settle.ts records the refund as
// owed (status refunded, refundCents, no refundRef) in the transaction that decides it; this asks
// the provider afterwards, outside any transaction and any row lock, and records the provider's
// refund id. Whoever retries (the provider's webhook again, the customer's Idempotency-Key replay)
// finds the refund recorded and asks nothing, or finds it still owed and asks again under the
// same key, which the provider answers with its first refund.
import type { AppContext } from '../../context';
import { HttpError } from '../../plugins/errors';
import type { PaymentGateway } from '../../services/payments/gateway';
import { paymentGateways } from '../../services/payments/index';
import { refundIdempotencyKey } from '../../services/payments/refunds';
import { findPayment, markRefundSent, refundOwed } from '../../services/payments/repository';

const NOT_YET =
  'The card provider did not take the refund yet. It is recorded and will be tried again.';

export type OwedRefundOutcome = 'nothing owed' | 'sent' | 'refused';

/**
 * Sends the payment's owed refund, if any. A provider that cannot be reached is a 502 (the
 * webhook's provider retries; the refund stays owed). A provider that refuses it answers the
 * same to every retry of the key, so the refusal is recorded and flagged for a person.
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
    result = await gateway.refund({
      providerRef: payment.providerRef,
      amountCents: payment.refundCents,
      idempotencyKey: refundIdempotencyKey(payment.id),
    });
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
