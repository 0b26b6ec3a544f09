// What a customer, an admin or a technician hears after a booking is made (issue 15): reschedule
// and cancellation (with the updated .ics), reminders, "on the way", "job done", and the staff's
// mails. Each is one OutgoingEmail for the outbox; a second channel (SMS) would take `short`.
// The customer's are in the booking's language (issue 28); the admins' stay English.
import { formatMoney } from '../../../domain/pricing/format-money';
import { reviewUrlFor, type ManageLinks } from '../../services/manage-links';
import type { OutboxAttachment, OutgoingEmail } from '../../services/mailer/outbox';
import {
  cancellationPolicy,
  fullAddress,
  inviteFor,
  productsToBringRows,
  whenLabel,
  type BookingForMail,
} from './booking';
import { renderMail, siteHomeIn, type MailParts } from './render';
import { messagesFor, type MailMessages } from '../messages/index';
import type { SlotLabel } from '../../../domain/scheduling/business-time';

/** The booking's language (English when left out) and its words. */
const wordsOf = (booking: BookingForMail) => {
  const locale = booking.locale ?? 'en';
  return { locale, words: messagesFor(locale) };
};

/**
 * A mail to the booking's customer in the booking's language, with the link to their booking
 * page (in that language) unless it says another.
 */
const customerMail = (
  booking: BookingForMail,
  links: ManageLinks,
  parts: Omit<MailParts, 'to' | 'greet' | 'business' | 'locale'>,
): OutgoingEmail => {
  const { locale, words } = wordsOf(booking);
  return renderMail({
    to: booking.email,
    greet: booking.name,
    link: { label: words.viewBooking, url: links.urlFor(booking.reference, locale) },
    business: links.business,
    locale,
    ...parts,
  });
};

export function rescheduledEmail(
  booking: BookingForMail,
  previous: { appointmentDate: string; appointmentTime: SlotLabel },
  links: ManageLinks,
  now = new Date(),
): OutgoingEmail {
  const { locale, words } = wordsOf(booking);
  const when = whenLabel(booking, locale);
  return customerMail(booking, links, {
    subject: words.rescheduled.subject(booking.reference, when),
    heading: words.rescheduled.heading,
    paragraphs: [
      words.rescheduled.moved(booking.reference, when, whenLabel(previous, locale)),
      words.rescheduled.invite,
    ],
    rows: [
      [words.labels.service, booking.serviceName],
      [words.labels.address, fullAddress(booking, locale)],
      [words.labels.total, formatMoney(booking.totalPrice, locale)],
    ],
    footer: [`${words.policyLabel}: ${cancellationPolicy(links.business, locale)}`],
    attachments: [inviteFor(booking, links.business, now)],
  });
}

export function cancelledEmail(
  booking: BookingForMail,
  links: ManageLinks,
  outcome: { refunded: boolean; reason: string | null },
  now = new Date(),
): OutgoingEmail {
  const { locale, words } = wordsOf(booking);
  const said = words.cancelled;
  return customerMail(booking, links, {
    subject: said.subject(booking.reference),
    heading: said.heading,
    paragraphs: [
      said.body(booking.reference, whenLabel(booking, locale)),
      ...(outcome.reason ? [said.reason(outcome.reason)] : []),
      ...(outcome.refunded ? [said.refund(formatMoney(booking.totalPrice, locale))] : []),
      said.invite,
      said.bookAgain(siteHomeIn(links.siteUrl, locale), links.business.phone),
    ],
    attachments: [inviteFor(booking, links.business, now, true)],
  });
}

export type ReminderKind = keyof MailMessages['reminder']['lead'];

export function reminderEmail(
  booking: BookingForMail,
  kind: ReminderKind,
  links: ManageLinks,
): OutgoingEmail {
  const { locale, words } = wordsOf(booking);
  const said = words.reminder;
  const when = whenLabel(booking, locale);
  return customerMail(booking, links, {
    subject: said.subject(said.lead[kind], when),
    heading: said.heading(said.lead[kind]),
    paragraphs: [said.arrives(when, fullAddress(booking, locale)), said.prepare],
    rows: [
      [words.labels.reference, booking.reference],
      [words.labels.service, booking.serviceName],
      [words.labels.total, formatMoney(booking.totalPrice, locale)],
    ],
    footer:
      kind === '24h'
        ? [said.change24h(cancellationPolicy(links.business, locale))]
        : [said.change2h(links.business.phone)],
  });
}

/** "On my way"; without the technician's first name, "Your technician" in the language. */
export function onTheWayEmail(
  booking: BookingForMail,
  technicianFirstName: string | null,
  links: ManageLinks,
): OutgoingEmail {
  const { locale, words } = wordsOf(booking);
  const said = words.onTheWay;
  const firstName = technicianFirstName ?? said.someone;
  return customerMail(booking, links, {
    subject: said.subject(firstName),
    heading: said.heading(firstName),
    paragraphs: [said.body(firstName, fullAddress(booking, locale), booking.reference)],
  });
}

/**
 * "Job done" with the receipt PDF attached and a "Leave a review" button to the review page
 * /review/{token} in the booking's language (decisions.md "Finishing a job").
 */
export function jobDoneEmail(
  booking: BookingForMail,
  links: ManageLinks,
  receipt?: OutboxAttachment,
): OutgoingEmail {
  const { locale, words } = wordsOf(booking);
  const said = words.jobDone;
  return customerMail(booking, links, {
    subject: said.subject(booking.reference),
    heading: said.heading,
    paragraphs: [
      said.body(booking.reference, links.business.name),
      ...(receipt ? [said.receipt] : []),
      said.askReview,
    ],
    link: { label: said.reviewLink, url: reviewUrlFor(links, booking.reference, locale) },
    footer: [said.bookingPage(links.urlFor(booking.reference, locale))],
    ...(receipt ? { attachments: [receipt] } : {}),
  });
}

/** A short status note (confirmed, in progress) with the manage link. */
export function statusNoticeEmail(
  booking: BookingForMail,
  status: 'confirmed' | 'inProgress',
  links: ManageLinks,
): OutgoingEmail {
  const { locale, words } = wordsOf(booking);
  const said = words.status;
  const subjectStatus = said[status].status;
  return customerMail(booking, links, {
    subject: said.subject(booking.reference, subjectStatus),
    heading: subjectStatus,
    paragraphs: [
      status === 'confirmed'
        ? said.confirmed.sentence(whenLabel(booking, locale))
        : said.inProgress.sentence,
    ],
  });
}

/** To each admin: a new booking came in. Staff see the internal id on their dashboard. */
export function newBookingAdminEmail(
  booking: BookingForMail & { phone: string },
  admin: { name: string; email: string },
  links: ManageLinks,
): OutgoingEmail {
  return renderMail({
    to: admin.email,
    subject: `New booking ${booking.reference}: ${whenLabel(booking)}`,
    heading: 'New booking',
    greet: admin.name,
    paragraphs: [`${booking.name} booked ${booking.serviceName}.`],
    rows: [
      ['Reference', booking.reference],
      ['When', whenLabel(booking)],
      ['Address', fullAddress(booking)],
      ['Phone', booking.phone],
      ...productsToBringRows(booking.priceBreakdown),
      ['Total', `${formatMoney(booking.totalPrice)} (${booking.paymentMethod})`],
    ],
    link: { label: 'Open the admin dashboard', url: `${links.siteUrl}/admin` },
    business: links.business,
  });
}
