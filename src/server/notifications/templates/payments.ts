// The booking's money mails: the card payment's receipt, the cancel's refund, a payment returned.
import { formatMoney } from '../../../domain/pricing/format-money';
import { slotWindowLabel } from '../../../domain/scheduling/business-time';
import type { OutgoingEmail } from '../../services/mailer/outbox';
import { formatCalendarDate } from '../../../domain/scheduling/format-date';
import type { BookingForMail } from './booking';
import { plainTextMail, refundArrivalLine, TEST_PAYMENT_LINE, type MailBusiness } from './render';

/**
 * Who the mail is for and which booking: its public reference (CTM-...), never its id; and the
 * money it is about.
 */
type PaymentMail = Pick<BookingForMail, 'reference' | 'name' | 'email'> & {
  amountCents: number;
  testMode: boolean;
  business: MailBusiness;
};

/** A payment mail to the booking's customer, greeted by name, signed by the business. */
function mailAbout(
  input: PaymentMail,
  subject: string,
  text: { body: string[]; closing?: string },
): OutgoingEmail {
  return plainTextMail({
    to: input.email,
    subject,
    greet: input.name,
    ...text,
    business: input.business,
  });
}

/** The receipt sent when a booking's card payment succeeds. */
export function paymentReceiptEmail(
  input: PaymentMail &
    Pick<BookingForMail, 'serviceName' | 'appointmentDate' | 'appointmentTime'> & {
      paymentId: number;
    },
): OutgoingEmail {
  return mailAbout(input, `Payment received for booking ${input.reference}`, {
    body: [
      `We received your payment of ${formatMoney(input.amountCents)} for booking ${input.reference}.`,
      ...(input.testMode ? [TEST_PAYMENT_LINE] : []),
      '',
      `Receipt number: P-${input.paymentId}`,
      `Service: ${input.serviceName}`,
      `Date: ${formatCalendarDate(input.appointmentDate, 'full')}`,
      `Arrival window: ${slotWindowLabel(input.appointmentTime)} (Eastern Time)`,
      `Amount paid: ${formatMoney(input.amountCents)} by card`,
    ],
  });
}

/** Sent when a cancelled booking's card payment goes back to the customer. */
export function refundEmail(input: PaymentMail): OutgoingEmail {
  return mailAbout(input, `Refund for booking ${input.reference}`, {
    body: [
      `We refunded ${formatMoney(input.amountCents)} for cancelled booking ${input.reference} to the card you paid with.`,
      refundArrivalLine(input.testMode),
    ],
  });
}

/**
 * Why money came back without the customer cancelling (decisions.md "Money that does not match"):
 * the place was no longer held, or the provider confirmed another amount than the booking's.
 */
export const RETURNED_REASONS = {
  slotTaken:
    'Your payment arrived after the 15 minutes we hold a time for, and that time has since been booked by someone else, so we could not keep your booking.',
  notPayable: 'This booking was no longer waiting for a payment, so we could not accept it.',
  amountMismatch:
    'The amount confirmed for your payment did not match your booking total, so we did not accept it. Our office has been told and will contact you if needed.',
} as const;

/** Sent when a payment is refunded at once because it could not be accepted. */
export function paymentReturnedEmail(
  input: PaymentMail & { reason: keyof typeof RETURNED_REASONS },
): OutgoingEmail {
  return mailAbout(input, `Payment refunded for booking ${input.reference}`, {
    body: [
      RETURNED_REASONS[input.reason],
      `We refunded your payment of ${formatMoney(input.amountCents)} for booking ${input.reference} to the card you paid with.`,
      refundArrivalLine(input.testMode),
    ],
    closing: `To book another time, visit our website or call ${input.business.phone}.`,
  });
}
