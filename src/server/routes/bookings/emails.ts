// The customer's confirmation e-mail, written to the outbox in the booking's own transaction.
import { BUSINESS } from '../../../domain/catalog/landing';
import { formatMoney } from '../../../domain/pricing/format-money';
import { afterpayInstallmentCents } from '../../../domain/pricing/afterpay';
import { slotWindowLabel, type SlotLabel } from '../../../domain/scheduling/business-time';
import type { PaymentMethod } from '../../../domain/schemas/booking';
import { bookingInviteAttachment } from '../../services/calendar/booking-invite';
import type { OutgoingEmail } from '../../services/mailer/outbox';

export type BookingForMail = {
  /** The public reference (CTM-...): e-mails never show the internal id. */
  reference: string;
  name: string;
  email: string;
  serviceName: string;
  appointmentDate: string;
  appointmentTime: SlotLabel;
  address: string;
  unitNumber: string | null;
  totalPrice: number;
  paymentMethod: PaymentMethod;
  /** When the booking was made (the invite's DTSTAMP). */
  createdAt: Date | string;
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
      // Sent only once the card payment went through (payments/settle.ts).
      return `Card, paid in full (${formatMoney(booking.totalPrice)}). Your receipt comes in a separate e-mail.`;
    case 'afterpay':
      return `Afterpay, four interest-free payments of ${formatMoney(afterpayInstallmentCents(booking.totalPrice))}. Complete the Afterpay checkout to confirm.`;
    case 'cash':
      return 'Cash, paid to your technician when the job is done.';
  }
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A plain, table-free HTML version of the same facts (every client renders it). */
function confirmationHtml(
  booking: BookingForMail,
  rows: [label: string, value: string][],
  payment: string,
): string {
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const details = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return [
    '<!doctype html>',
    '<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.5">',
    `<h1 style="font-size:20px">Your booking is confirmed</h1>`,
    `<p>Hi ${escapeHtml(booking.name)},</p>`,
    `<p>Thank you for booking with ${escapeHtml(BUSINESS.name)}. Here are your details:</p>`,
    `<table role="presentation" style="border-collapse:collapse">${details}</table>`,
    `<p><strong>Payment:</strong> ${escapeHtml(payment)}</p>`,
    '<p>The attached calendar invite (booking.ics) adds the arrival window to your calendar.</p>',
    `<p>Questions or changes? Call <a href="${BUSINESS.telHref}">${escapeHtml(BUSINESS.phone)}</a> or write to <a href="mailto:${BUSINESS.supportEmail}">${escapeHtml(BUSINESS.supportEmail)}</a>.</p>`,
    `<p>${escapeHtml(BUSINESS.name)}</p>`,
    '</body></html>',
  ].join('\n');
}

/** Plain text, HTML and the .ics invite for the arrival window. */
export function bookingConfirmationEmail(booking: BookingForMail): OutgoingEmail {
  const address = booking.unitNumber
    ? `${booking.address}, Unit ${booking.unitNumber}`
    : booking.address;
  const window = slotWindowLabel(booking.appointmentTime);
  const payment = paymentLine(booking);
  const rows: [string, string][] = [
    ['Booking reference', booking.reference],
    ['Service', booking.serviceName],
    ['Date', longDate(booking.appointmentDate)],
    ['Arrival window', `${window} (Eastern Time)`],
    ['Address', address],
    ['Total', formatMoney(booking.totalPrice)],
  ];
  const lines = [
    `Hi ${booking.name},`,
    '',
    `Thank you for booking with ${BUSINESS.name}. Here are your details:`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    `Payment: ${payment}`,
    '',
    'The attached calendar invite adds the arrival window to your calendar.',
    '',
    `Questions or changes? Call ${BUSINESS.phone} or write to ${BUSINESS.supportEmail}.`,
    '',
    BUSINESS.name,
  ];
  return {
    to: booking.email,
    subject: `Booking ${booking.reference} confirmed: ${longDate(booking.appointmentDate)}, ${window}`,
    text: lines.join('\n'),
    html: confirmationHtml(booking, rows, payment),
    attachments: [
      bookingInviteAttachment({
        reference: booking.reference,
        serviceName: booking.serviceName,
        appointmentDate: booking.appointmentDate,
        appointmentTime: booking.appointmentTime,
        location: address,
        totalPrice: booking.totalPrice,
        createdAt: new Date(booking.createdAt),
      }),
    ],
  };
}
