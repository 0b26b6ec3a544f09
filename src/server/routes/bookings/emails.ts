// The customer's confirmation e-mail, written to the outbox in the booking's own transaction.
import { BUSINESS } from '../../../domain/catalog/landing';
import { formatMoney } from '../../../domain/pricing/format-money';
import { slotWindowLabel, type SlotLabel } from '../../../domain/scheduling/business-time';
import { CARD_HOLD_MINUTES, type PaymentMethod } from '../../../domain/schemas/booking';
import type { OutgoingEmail } from '../../services/mailer/outbox';

export type BookingForMail = {
  id: number;
  name: string;
  email: string;
  serviceName: string;
  appointmentDate: string;
  appointmentTime: SlotLabel;
  address: string;
  unitNumber: string | null;
  totalPrice: number;
  paymentMethod: PaymentMethod;
};

/** '2026-03-03' -> 'Tuesday, March 3, 2026' (a calendar date: no time zone can shift it). */
export function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

function paymentLine(booking: BookingForMail): string {
  switch (booking.paymentMethod) {
    case 'card':
      return `Card. Your time is held for ${CARD_HOLD_MINUTES} minutes while you complete the payment; you will get a receipt once it goes through.`;
    case 'afterpay':
      return `Afterpay, four interest-free payments of ${formatMoney(Math.round(booking.totalPrice / 4))}. Complete the Afterpay checkout to confirm.`;
    case 'cash':
      return 'Cash, paid to your technician when the job is done.';
  }
}

export function bookingConfirmationEmail(booking: BookingForMail): OutgoingEmail {
  const address = booking.unitNumber
    ? `${booking.address}, Unit ${booking.unitNumber}`
    : booking.address;
  const window = slotWindowLabel(booking.appointmentTime);
  const lines = [
    `Hi ${booking.name},`,
    '',
    `Thank you for booking with ${BUSINESS.name}. Here are your details:`,
    '',
    `Booking number: #${booking.id}`,
    `Service: ${booking.serviceName}`,
    `Date: ${longDate(booking.appointmentDate)}`,
    `Arrival window: ${window} (Eastern Time)`,
    `Address: ${address}`,
    `Total: ${formatMoney(booking.totalPrice)}`,
    `Payment: ${paymentLine(booking)}`,
    '',
    `Questions or changes? Call ${BUSINESS.phone} or write to ${BUSINESS.supportEmail}.`,
    '',
    BUSINESS.name,
  ];
  return {
    to: booking.email,
    subject: `Booking #${booking.id} confirmed: ${longDate(booking.appointmentDate)}, ${window}`,
    text: lines.join('\n'),
  };
}
