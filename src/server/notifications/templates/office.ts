// What the office hears when a change hands a job back to it (decisions.md "One set of booking
// rules"): a customer moved a job to a day its technician is full, or a technician left dispatch
// (deactivated, made an admin) with jobs still to do, so it needs a technician.
import type { ManageLinks } from '../../services/manage-links';
import type { OutgoingEmail } from '../../services/mailer/outbox';
import { fullAddress, whenLabel, type BookingForMail } from './booking';
import { renderMail } from './render';
import type { SlotLabel } from '../../../domain/scheduling/business-time';

export function jobNeedsTechnicianEmail(
  booking: BookingForMail & { phone: string },
  previous: { appointmentDate: string; appointmentTime: SlotLabel },
  technicianNames: string[],
  admin: { name: string; email: string },
  links: ManageLinks,
): OutgoingEmail {
  return renderMail({
    to: admin.email,
    subject: `Job ${booking.reference} needs a technician: ${whenLabel(booking)}`,
    heading: 'A job needs a technician',
    greet: admin.name,
    paragraphs: [
      `${booking.name} moved booking ${booking.reference} to ${whenLabel(booking)}. ${technicianNames.join(' and ')} already had their most jobs that day, so the job is unassigned: please assign a technician.`,
    ],
    rows: [
      ['Reference', booking.reference],
      ['When', whenLabel(booking)],
      ['Was', whenLabel(previous)],
      ['Address', fullAddress(booking)],
      ['Phone', booking.phone],
    ],
    link: { label: 'Open the admin dashboard', url: `${links.siteUrl}/admin` },
    business: links.business,
  });
}

/** A technician left dispatch: one of their jobs from today on needs someone (else). */
export function technicianLeftJobEmail(
  booking: BookingForMail & { phone: string },
  left: { name: string; reason: string },
  staffed: boolean,
  admin: { name: string; email: string },
  links: ManageLinks,
): OutgoingEmail {
  return renderMail({
    to: admin.email,
    subject: `Job ${booking.reference} needs a technician: ${whenLabel(booking)}`,
    heading: staffed ? 'A job needs a second technician' : 'A job needs a technician',
    greet: admin.name,
    paragraphs: [
      `${left.name} is off booking ${booking.reference} (${left.reason}). ${
        staffed
          ? 'The other technician stays on it as the lead: please assign a second technician.'
          : 'Nobody is on the job now: please assign a technician.'
      }`,
    ],
    rows: [
      ['Reference', booking.reference],
      ['When', whenLabel(booking)],
      ['Address', fullAddress(booking)],
      ['Phone', booking.phone],
    ],
    link: { label: 'Open the admin dashboard', url: `${links.siteUrl}/admin` },
    business: links.business,
  });
}

/** A customer's text that was no keyword (decisions.md "Text messages (SMS)"), to each admin. */
export function smsReplyEmail(
  reply: { from: string; body: string },
  booking: { reference: string; name: string } | null,
  admin: { name: string; email: string },
  links: ManageLinks,
): OutgoingEmail {
  const who = booking ? `${booking.name} (booking ${booking.reference})` : reply.from;
  return renderMail({
    to: admin.email,
    subject: booking
      ? `Text from ${booking.name} about ${booking.reference}`
      : `Text from ${reply.from}`,
    heading: 'A customer replied by text',
    greet: admin.name,
    paragraphs: [`${who} texted:`, reply.body],
    rows: [
      ['From', reply.from],
      ...(booking ? ([['Booking', booking.reference]] as [string, string][]) : []),
    ],
    link: { label: 'Open the admin dashboard', url: `${links.siteUrl}/admin` },
    business: links.business,
  });
}
