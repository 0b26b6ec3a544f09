// The customer's booking e-mails (issue 15): every one carries the booking's reference and the
// manage link /my-booking/{token} (/es/my-booking/{token} in Spanish); written to the outbox in
// the transaction of the change. Words come from messagesFor(booking.locale) (issue 28).
import { roomName } from '../../../domain/catalog/tv-names';
import { customerWordsFor } from '../../../domain/catalog/customer-words-for';
import { formatMoney } from '../../../domain/pricing/format-money';
import { afterpayPlanText } from '../../../domain/pricing/afterpay';
import type { SlotLabel } from '../../../domain/scheduling/business-time';
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
import { formatCalendarDate, formatSlotWindow } from '../../../domain/scheduling/format-date';
import type { Locale } from '../../../domain/site/locales';
import { messagesFor } from '../messages/index';

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
  /** The customer's language (English when left out): every customer mail is written in it. */
  locale?: Locale;
};

/** The policy every booking mail repeats, with the business's phone number as it is now. */
export const cancellationPolicy = (business: Pick<BusinessFacts, 'phone'>, locale: Locale = 'en') =>
  messagesFor(locale).cancellationPolicy(MANAGE_CUTOFF_HOURS, business.phone);

export const fullAddress = (
  booking: Pick<BookingForMail, 'address' | 'unitNumber'>,
  locale: Locale = 'en',
) =>
  booking.unitNumber
    ? messagesFor(locale).withUnit(booking.address, booking.unitNumber)
    : booking.address;

export const whenLabel = (
  booking: Pick<BookingForMail, 'appointmentDate' | 'appointmentTime'>,
  locale: Locale = 'en',
) =>
  `${formatCalendarDate(booking.appointmentDate, 'full', booking.appointmentDate, locale)}, ${formatSlotWindow(booking.appointmentTime, locale)} ${messagesFor(locale).easternTime}`;

function paymentLine(booking: BookingForMail, locale: Locale): string {
  const words = messagesFor(locale).confirmation.payment;
  switch (booking.paymentMethod) {
    case 'card':
      return words.card(formatMoney(booking.totalPrice, locale));
    case 'afterpay':
      return words.afterpay(afterpayPlanText(booking.totalPrice, locale));
    case 'cash':
      return words.cash;
  }
}

/**
 * The itemised price: one row per TV, the discount, fees, services and products. The engine's
 * labels (parts, fees, services) are stored in the booking's language (server/catalog/quote.ts);
 * a known room is named in it here; product names are the store's (English).
 */
export function priceRows(breakdown: unknown, locale: Locale = 'en'): [string, string][] {
  if (!breakdown || typeof breakdown !== 'object' || !('tvs' in breakdown)) return [];
  const quote = breakdown as Quote;
  const words = messagesFor(locale).price;
  const money = (cents: number) => formatMoney(cents, locale);
  const rows: [string, string][] = quote.tvs.map((tv) => [
    words.tv(tv.index + 1, roomName(tv.room ?? '', customerWordsFor(locale).names)),
    `${tv.parts.map((part) => `${part.label} ${money(part.cents)}`).join(', ')} = ${money(tv.totalCents)}`,
  ]);
  if (quote.discountCents > 0) rows.push([words.discount, `-${money(quote.discountCents)}`]);
  for (const fee of quote.oneTimeFees) rows.push([fee.label, money(fee.cents)]);
  for (const service of quote.services)
    rows.push([`${service.label} x${service.quantity}`, money(service.totalCents)]);
  for (const product of quote.products)
    rows.push([`${product.name} x${product.quantity}`, money(product.totalCents)]);
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
    location: fullAddress(booking, booking.locale),
    totalPrice: booking.totalPrice,
    stampedAt: now,
    sequence: booking.calendarSequence,
    cancelled,
    business,
    locale: booking.locale ?? 'en',
  });
}

/** The confirmation: reference, itemised price, manage link, cancellation policy and the .ics. */
export function bookingConfirmationEmail(
  booking: BookingForMail,
  links: ManageLinks,
  now = new Date(),
): OutgoingEmail {
  const locale = booking.locale ?? 'en';
  const { confirmation: words, labels, policyLabel } = messagesFor(locale);
  const date = formatCalendarDate(booking.appointmentDate, 'full', booking.appointmentDate, locale);
  const window = formatSlotWindow(booking.appointmentTime, locale);
  return renderMail({
    to: booking.email,
    subject: words.subject(booking.reference, date, window),
    heading: words.heading,
    greet: booking.name,
    paragraphs: [words.intro(links.business.name)],
    rows: [
      [labels.reference, booking.reference],
      [labels.service, booking.serviceName],
      [labels.date, date],
      [labels.window, `${window} ${messagesFor(locale).easternTime}`],
      [labels.address, fullAddress(booking, locale)],
      ...priceRows(booking.priceBreakdown, locale),
      [labels.total, formatMoney(booking.totalPrice, locale)],
      [labels.payment, paymentLine(booking, locale)],
    ],
    link: { label: words.manageLink, url: links.urlFor(booking.reference, locale) },
    footer: [`${policyLabel}: ${cancellationPolicy(links.business, locale)}`, words.invite],
    attachments: [inviteFor(booking, links.business, now)],
    business: links.business,
    locale,
  });
}
