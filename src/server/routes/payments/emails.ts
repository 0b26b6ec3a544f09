import { BUSINESS } from '../../../domain/catalog/landing';
import { formatMoney } from '../../../domain/pricing/format-money';
import { slotWindowLabel, type SlotLabel } from '../../../domain/scheduling/business-time';
import type { OutgoingEmail } from '../../services/mailer/outbox';
import { longDate } from '../bookings/emails';

/** The receipt sent when a booking's card payment succeeds. */
export function paymentReceiptEmail(input: {
  bookingId: number;
  name: string;
  email: string;
  serviceName: string;
  appointmentDate: string;
  appointmentTime: SlotLabel;
  amountCents: number;
  paymentId: number;
  testMode: boolean;
}): OutgoingEmail {
  const lines = [
    `Hi ${input.name},`,
    '',
    `We received your payment of ${formatMoney(input.amountCents)} for booking #${input.bookingId}.`,
    ...(input.testMode ? ['This was a test payment (sandbox): no money was taken.'] : []),
    '',
    `Receipt number: P-${input.paymentId}`,
    `Service: ${input.serviceName}`,
    `Date: ${longDate(input.appointmentDate)}`,
    `Arrival window: ${slotWindowLabel(input.appointmentTime)} (Eastern Time)`,
    `Amount paid: ${formatMoney(input.amountCents)} by card`,
    '',
    `Questions? Call ${BUSINESS.phone} or write to ${BUSINESS.supportEmail}.`,
    '',
    BUSINESS.name,
  ];
  return {
    to: input.email,
    subject: `Payment received for booking #${input.bookingId}`,
    text: lines.join('\n'),
  };
}

/** Sent when a cancelled booking's card payment goes back to the customer. */
export function refundEmail(input: {
  bookingId: number;
  name: string;
  email: string;
  amountCents: number;
  testMode: boolean;
}): OutgoingEmail {
  const lines = [
    `Hi ${input.name},`,
    '',
    `We refunded ${formatMoney(input.amountCents)} for cancelled booking #${input.bookingId} to the card you paid with.`,
    input.testMode
      ? 'This was a test payment (sandbox): no money was taken or returned.'
      : 'Depending on your bank, it shows on your statement within 5-10 business days.',
    '',
    `Questions? Call ${BUSINESS.phone} or write to ${BUSINESS.supportEmail}.`,
    '',
    BUSINESS.name,
  ];
  return {
    to: input.email,
    subject: `Refund for booking #${input.bookingId}`,
    text: lines.join('\n'),
  };
}
