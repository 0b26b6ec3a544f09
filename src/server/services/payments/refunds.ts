// Refunds when staff cancel a paid booking (docs/decisions/006-payments.md): each payment goes
// back through the gateway that took it, with an idempotency key named after our payment row, so
// a retried cancel never refunds twice. Runs inside the cancelling transaction: if the provider
// refuses, the booking stays as it was and staff can try again.
import type { Executor } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { enqueueEmail } from '../mailer/outbox';
import type { PaymentGateways } from './index';
import { readBusinessFacts } from '../business-facts';
import { refundEmail } from '../../notifications/templates/payments';
import {
  bookingReference,
  findRefundablePaymentsForUpdate,
  markBookingRefunded,
  markRefunded,
} from './repository';

/** One key per payment, whoever refunds it (a returned payment, a cancel): it moves money once. */
export const refundIdempotencyKey = (paymentId: number) => `refund-payment-${paymentId}`;

const NOT_CANCELLED = 'The booking was not cancelled; please try again.';

export async function refundBookingPayments(
  trx: Executor,
  gateways: PaymentGateways,
  booking: { id: number; name: string; email: string },
): Promise<{ refundedCents: number }> {
  const paid = await findRefundablePaymentsForUpdate(trx, booking.id);
  let refundedCents = 0;
  let testMode = true;
  for (const payment of paid) {
    const gateway = gateways.byName(payment.gateway);
    if (!gateway) {
      throw new HttpError(
        502,
        `The ${payment.gateway} keys are not configured, so the payment cannot be refunded. ${NOT_CANCELLED}`,
      );
    }
    let result;
    try {
      result = await gateway.refund({
        providerRef: payment.providerRef,
        amountCents: payment.amountCents,
        idempotencyKey: refundIdempotencyKey(payment.id),
      });
    } catch {
      throw new HttpError(502, `The card provider did not accept the refund. ${NOT_CANCELLED}`);
    }
    if (result.status === 'failed') {
      throw new HttpError(502, `The card provider refused the refund. ${NOT_CANCELLED}`);
    }
    await markRefunded(trx, payment, result.refundRef);
    refundedCents += payment.amountCents;
    testMode &&= gateway.testMode;
  }
  if (paid.length > 0) {
    await markBookingRefunded(trx, booking.id);
    await enqueueEmail(
      trx,
      refundEmail({
        reference: await bookingReference(trx, booking.id),
        name: booking.name,
        email: booking.email,
        amountCents: refundedCents,
        testMode,
        business: await readBusinessFacts(trx),
      }),
    );
  }
  return { refundedCents };
}
