// What a gateway's verdict does to our records, whoever reports it (the sandbox's confirm, a
// verified webhook, Square's charge answer): paid with a receipt in one transaction, or failed.
import type { SlotLabel } from '../../../domain/scheduling/business-time';
import type { Executor } from '../../db/client';
import { enqueueEmail } from '../../services/mailer/outbox';
import { findBookingForUpdate } from '../bookings/repository';
import { paymentReceiptEmail } from './emails';
import {
  markBookingPaymentFailed,
  markPaid,
  markPaymentFailed,
  type PaymentRow,
} from './repository';

/**
 * Marks the payment and its booking paid (the hold is cleared) and writes the receipt, once:
 * a payment already settled or refunded is left alone. Returns whether anything changed.
 */
export async function settleSucceeded(
  trx: Executor,
  payment: PaymentRow,
  testMode: boolean,
): Promise<boolean> {
  if (payment.status === 'succeeded' || payment.status === 'refunded') return false;
  await markPaid(trx, payment.id, payment.bookingId);
  const booking =
    payment.bookingId === null ? undefined : await findBookingForUpdate(trx, payment.bookingId);
  if (booking) {
    await enqueueEmail(
      trx,
      paymentReceiptEmail({
        bookingId: booking.id,
        name: booking.name,
        email: booking.email,
        serviceName: booking.serviceName,
        appointmentDate: booking.appointmentDate,
        appointmentTime: booking.appointmentTime as SlotLabel,
        amountCents: payment.amountCents,
        paymentId: payment.id,
        testMode,
      }),
    );
  }
  return true;
}

/** A failed attempt: the payment and an unpaid booking say so; a paid one is never downgraded. */
export async function settleFailed(
  trx: Executor,
  payment: PaymentRow,
  message: string,
): Promise<boolean> {
  if (payment.status !== 'pending' && payment.status !== 'failed') return false;
  await markPaymentFailed(trx, payment.id, message);
  if (payment.bookingId !== null) await markBookingPaymentFailed(trx, payment.bookingId);
  return true;
}
