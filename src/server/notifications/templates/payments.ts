import type { BusinessFacts } from '../../../domain/schemas/business';
import { formatMoney } from '../../../domain/pricing/format-money';
import { slotWindowLabel, type SlotLabel } from '../../../domain/scheduling/business-time';
import type { OutgoingEmail } from '../../services/mailer/outbox';
import { contactLine, longDate } from './booking';

/** The business as it is now (routes/business/facts.ts): contact line and signature. */
type MailBusiness = Pick<BusinessFacts, 'name' | 'phone' | 'email'>;

/** The receipt sent when a booking's card payment succeeds. */
export function paymentReceiptEmail(input: {
  /** The booking's public reference (CTM-...), never its internal id. */
  reference: string;
  name: string;
  email: string;
  serviceName: string;
  appointmentDate: string;
  appointmentTime: SlotLabel;
  amountCents: number;
  paymentId: number;
  testMode: boolean;
  business: MailBusiness;
}): OutgoingEmail {
  const lines = [
    `Hi ${input.name},`,
    '',
    `We received your payment of ${formatMoney(input.amountCents)} for booking ${input.reference}.`,
    ...(input.testMode ? ['This was a test payment (sandbox): no money was taken.'] : []),
    '',
    `Receipt number: P-${input.paymentId}`,
    `Service: ${input.serviceName}`,
    `Date: ${longDate(input.appointmentDate)}`,
    `Arrival window: ${slotWindowLabel(input.appointmentTime)} (Eastern Time)`,
    `Amount paid: ${formatMoney(input.amountCents)} by card`,
    '',
    contactLine(input.business),
    '',
    input.business.name,
  ];
  return {
    to: input.email,
    subject: `Payment received for booking ${input.reference}`,
    text: lines.join('\n'),
  };
}

/** Sent when a cancelled booking's card payment goes back to the customer. */
export function refundEmail(input: {
  reference: string;
  name: string;
  email: string;
  amountCents: number;
  testMode: boolean;
  business: MailBusiness;
}): OutgoingEmail {
  const lines = [
    `Hi ${input.name},`,
    '',
    `We refunded ${formatMoney(input.amountCents)} for cancelled booking ${input.reference} to the card you paid with.`,
    input.testMode
      ? 'This was a test payment (sandbox): no money was taken or returned.'
      : 'Depending on your bank, it shows on your statement within 5-10 business days.',
    '',
    contactLine(input.business),
    '',
    input.business.name,
  ];
  return {
    to: input.email,
    subject: `Refund for booking ${input.reference}`,
    text: lines.join('\n'),
  };
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
export function paymentReturnedEmail(input: {
  reference: string;
  name: string;
  email: string;
  amountCents: number;
  reason: keyof typeof RETURNED_REASONS;
  testMode: boolean;
  business: MailBusiness;
}): OutgoingEmail {
  const lines = [
    `Hi ${input.name},`,
    '',
    RETURNED_REASONS[input.reason],
    `We refunded your payment of ${formatMoney(input.amountCents)} for booking ${input.reference} to the card you paid with.`,
    input.testMode
      ? 'This was a test payment (sandbox): no money was taken or returned.'
      : 'Depending on your bank, it shows on your statement within 5-10 business days.',
    '',
    `To book another time, visit our website or call ${input.business.phone}.`,
    '',
    input.business.name,
  ];
  return {
    to: input.email,
    subject: `Payment refunded for booking ${input.reference}`,
    text: lines.join('\n'),
  };
}
