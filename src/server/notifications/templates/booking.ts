// The customer's booking e-mails (issue 15): every one carries the booking's reference and the
// manage link /my-booking/{token}; written to the outbox in the transaction of the change.
import { BOOKING_CONFIRMED } from '../../../domain/bookings/status-labels';
import { formatMoney } from '../../../domain/pricing/format-money';
import { afterpayPlanText } from '../../../domain/pricing/afterpay';
import { slotWindowLabel, type SlotLabel } from '../../../domain/scheduling/business-time';
import type { PaymentMethod } from '../../../domain/schemas/booking';
import type { BusinessFacts } from '../../../domain/schemas/business';
import { MANAGE_CUTOFF_HOURS } from '../../../domain/schemas/manage';
import type { Quote } from '../../../domain/schemas/quote';
import {
  bookingInviteAttachment,
  type BookingForInvite,
} from '../../services/calendar/booking-invite';
import type { ManageLinks } from '../../services/manage-links';
import type { OutgoingEmail } from '../../services/mailer/outbox';
import { renderMail } from './render';
import { formatCalendarDate } from '../../../domain/scheduling/format-date';

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
  /** The engine's breakdown the price came from (null for very old rows). */
  priceBreakdown?: unknown;
  /** The calendar invite's SEQUENCE. */
  calendarSequence: number;
};

/** The policy every booking mail repeats, with the business's phone number as it is now. */
export const cancellationPolicy = (business: Pick<BusinessFacts, 'phone'>) =>
  `You can reschedule or cancel free of charge from your booking page until ${MANAGE_CUTOFF_HOURS} hours before your arrival window; a paid booking cancelled there is refunded in full to the card you paid with. Within ${MANAGE_CUTOFF_HOURS} hours, please call ${business.phone}.`;

export const fullAddress = (booking: Pick<BookingForMail, 'address' | 'unitNumber'>) =>
  booking.unitNumber ? `${booking.address}, Unit ${booking.unitNumber}` : booking.address;

export const whenLabel = (booking: Pick<BookingForMail, 'appointmentDate' | 'appointmentTime'>) =>
  `${formatCalendarDate(booking.appointmentDate, 'full')}, ${slotWindowLabel(booking.appointmentTime)} (Eastern Time)`;

function paymentLine(booking: BookingForMail): string {
  switch (booking.paymentMethod) {
    case 'card':
      // Sent only once the card payment went through (payments/settle.ts).
      return `Card, paid in full (${formatMoney(booking.totalPrice)}). Your receipt comes in a separate e-mail.`;
    case 'afterpay':
      return `Afterpay, ${afterpayPlanText(booking.totalPrice)}. Complete the Afterpay checkout to confirm.`;
    case 'cash':
      return 'Cash, paid to your technician when the job is done.';
  }
}

/** The itemised price: one row per TV, the discount, fees, services and products. */
export function priceRows(breakdown: unknown): [string, string][] {
  if (!breakdown || typeof breakdown !== 'object' || !('tvs' in breakdown)) return [];
  const quote = breakdown as Quote;
  const rows: [string, string][] = quote.tvs.map((tv) => [
    `TV ${tv.index + 1}${tv.room ? ` (${tv.room})` : ''}`,
    `${tv.parts.map((part) => `${part.label} ${formatMoney(part.cents)}`).join(', ')} = ${formatMoney(tv.totalCents)}`,
  ]);
  if (quote.discountCents > 0)
    rows.push(['Multi-TV discount', `-${formatMoney(quote.discountCents)}`]);
  for (const fee of quote.oneTimeFees) rows.push([fee.label, formatMoney(fee.cents)]);
  for (const service of quote.services)
    rows.push([`${service.label} x${service.quantity}`, formatMoney(service.totalCents)]);
  for (const product of quote.products)
    rows.push([`${product.name} x${product.quantity}`, formatMoney(product.totalCents)]);
  return rows;
}

/**
 * The store products booked with the job, which the technician brings and installs (decisions.md
 * "What the turn-3 walk-throughs settled"): one row for the staff's mails, none without products.
 */
export function productsToBringRows(breakdown: unknown): [string, string][] {
  if (!breakdown || typeof breakdown !== 'object' || !('products' in breakdown)) return [];
  const lines = (breakdown as Pick<Quote, 'products'>).products;
  if (!Array.isArray(lines) || lines.length === 0) return [];
  return [
    [
      'Products to bring and install',
      lines.map((line) => `${line.name} x ${line.quantity}`).join('; '),
    ],
  ];
}

/** The invite for the booking's current window, at its current SEQUENCE. */
export function inviteFor(
  booking: BookingForMail,
  business: BookingForInvite['business'],
  now: Date,
  cancelled = false,
) {
  return bookingInviteAttachment({
    reference: booking.reference,
    serviceName: booking.serviceName,
    appointmentDate: booking.appointmentDate,
    appointmentTime: booking.appointmentTime,
    location: fullAddress(booking),
    totalPrice: booking.totalPrice,
    stampedAt: now,
    sequence: booking.calendarSequence,
    cancelled,
    business,
  });
}

/** The confirmation: reference, itemised price, manage link, cancellation policy and the .ics. */
export function bookingConfirmationEmail(
  booking: BookingForMail,
  links: ManageLinks,
  now = new Date(),
): OutgoingEmail {
  const window = slotWindowLabel(booking.appointmentTime);
  return renderMail({
    to: booking.email,
    subject: `Booking ${booking.reference} confirmed: ${formatCalendarDate(booking.appointmentDate, 'full')}, ${window}`,
    heading: BOOKING_CONFIRMED,
    greet: booking.name,
    paragraphs: [`Thank you for booking with ${links.business.name}. Here are your details:`],
    rows: [
      ['Booking reference', booking.reference],
      ['Service', booking.serviceName],
      ['Date', formatCalendarDate(booking.appointmentDate, 'full')],
      ['Arrival window', `${window} (Eastern Time)`],
      ['Address', fullAddress(booking)],
      ...priceRows(booking.priceBreakdown),
      ['Total', formatMoney(booking.totalPrice)],
      ['Payment', paymentLine(booking)],
    ],
    link: {
      label: 'View, reschedule or cancel your booking',
      url: links.urlFor(booking.reference),
    },
    footer: [
      `Cancellation policy: ${cancellationPolicy(links.business)}`,
      'The attached calendar invite (booking.ics) adds the arrival window to your calendar.',
    ],
    attachments: [inviteFor(booking, links.business, now)],
    business: links.business,
  });
}
