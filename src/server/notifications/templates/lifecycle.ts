// What a customer, an admin or a technician hears after a booking is made (issue 15): reschedule
// and cancellation (with the updated .ics), reminders, "on the way", "job done", and the staff's
// mails. Each is one OutgoingEmail for the outbox; a second channel (SMS) would take `short`.
import { formatMoney } from '../../../domain/pricing/format-money';
import type { ManageLinks } from '../../services/manage-links';
import type { OutgoingEmail } from '../../services/mailer/outbox';
import {
  cancellationPolicy,
  fullAddress,
  inviteFor,
  productsToBringRows,
  whenLabel,
  type BookingForMail,
} from './booking';
import { renderMail, type MailParts } from './render';
import type { SlotLabel } from '../../../domain/scheduling/business-time';

/** A mail to the booking's customer, with the link to their booking page unless it says another. */
const customerMail = (
  booking: BookingForMail,
  links: ManageLinks,
  parts: Omit<MailParts, 'to' | 'greet' | 'business'>,
): OutgoingEmail =>
  renderMail({
    to: booking.email,
    greet: booking.name,
    link: { label: 'View your booking', url: links.urlFor(booking.reference) },
    business: links.business,
    ...parts,
  });

export function rescheduledEmail(
  booking: BookingForMail,
  previous: { appointmentDate: string; appointmentTime: SlotLabel },
  links: ManageLinks,
  now = new Date(),
): OutgoingEmail {
  return customerMail(booking, links, {
    subject: `Booking ${booking.reference} moved to ${whenLabel(booking)}`,
    heading: 'Your booking has a new time',
    paragraphs: [
      `Your booking ${booking.reference} now takes place on ${whenLabel(booking)}. It was ${whenLabel(previous)}.`,
      'The attached calendar invite updates the event already in your calendar.',
    ],
    rows: [
      ['Service', booking.serviceName],
      ['Address', fullAddress(booking)],
      ['Total', formatMoney(booking.totalPrice)],
    ],
    footer: [`Cancellation policy: ${cancellationPolicy(links.business)}`],
    attachments: [inviteFor(booking, links.business, now)],
  });
}

export function cancelledEmail(
  booking: BookingForMail,
  links: ManageLinks,
  outcome: { refunded: boolean; reason: string | null },
  now = new Date(),
): OutgoingEmail {
  return customerMail(booking, links, {
    subject: `Booking ${booking.reference}: Cancelled`,
    heading: 'Your booking is cancelled',
    paragraphs: [
      `Your booking ${booking.reference} for ${whenLabel(booking)} has been cancelled.`,
      ...(outcome.reason ? [`Reason: ${outcome.reason}`] : []),
      ...(outcome.refunded
        ? [
            `Your payment of ${formatMoney(booking.totalPrice)} will be refunded to the card you paid with; a separate e-mail confirms the refund.`,
          ]
        : []),
      'The attached calendar file removes the appointment from your calendar.',
      `We would be glad to help another time: book again at ${links.siteUrl} or call ${links.business.phone}.`,
    ],
    attachments: [inviteFor(booking, links.business, now, true)],
  });
}

export const REMINDER_LEAD = { '24h': 'tomorrow', '2h': 'in about two hours' } as const;

export function reminderEmail(
  booking: BookingForMail,
  kind: keyof typeof REMINDER_LEAD,
  links: ManageLinks,
): OutgoingEmail {
  return customerMail(booking, links, {
    subject: `Reminder: your installation ${REMINDER_LEAD[kind]}, ${whenLabel(booking)}`,
    heading: `Your installation is ${REMINDER_LEAD[kind]}`,
    paragraphs: [
      `Your technician arrives on ${whenLabel(booking)} at ${fullAddress(booking)}.`,
      'Please clear the wall area and have the TV and any mount you bought ready.',
    ],
    rows: [
      ['Booking reference', booking.reference],
      ['Service', booking.serviceName],
      ['Total', formatMoney(booking.totalPrice)],
    ],
    footer:
      kind === '24h'
        ? [`Need to change it? ${cancellationPolicy(links.business)}`]
        : [`Running late or need to change it? Call ${links.business.phone}.`],
  });
}

export function onTheWayEmail(
  booking: BookingForMail,
  technicianFirstName: string,
  links: ManageLinks,
): OutgoingEmail {
  return customerMail(booking, links, {
    subject: `Your technician ${technicianFirstName} is on the way`,
    heading: `${technicianFirstName} is on the way`,
    paragraphs: [
      `Your technician ${technicianFirstName} is on the way to ${fullAddress(booking)} for booking ${booking.reference}.`,
    ],
  });
}

export function jobDoneEmail(
  booking: BookingForMail,
  links: ManageLinks,
  reviewUrl: string,
): OutgoingEmail {
  return customerMail(booking, links, {
    subject: `Booking ${booking.reference}: Job done`,
    heading: 'Your installation is done',
    paragraphs: [
      `Your installation for booking ${booking.reference} is complete. Thank you for choosing ${links.business.name}!`,
      'Would you tell others how it went? A short review helps a small business a lot.',
    ],
    link: { label: 'Leave a review', url: reviewUrl },
    footer: [`Your booking page: ${links.urlFor(booking.reference)}`],
  });
}

/** A short status note (confirmed, in progress) with the manage link. */
export function statusNoticeEmail(
  booking: BookingForMail,
  sentence: string,
  subjectStatus: string,
  links: ManageLinks,
): OutgoingEmail {
  return customerMail(booking, links, {
    subject: `Booking ${booking.reference}: ${subjectStatus}`,
    heading: subjectStatus,
    paragraphs: [sentence],
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
