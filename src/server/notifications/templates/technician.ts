// What a technician hears about their jobs (decisions.md "What the turn-3 walk-throughs
// settled"): a new job with everything needed at the door (each TV's size, wall and mount, the
// add-ons, the customer's notes such as a gate code), and a note when a job of theirs is
// unassigned, moved or cancelled. Never the browser's free-text service name.
import { describeTv } from '../../../domain/catalog/describe-tv';
import type { ManageLinks } from '../../services/manage-links';
import type { OutgoingEmail } from '../../services/mailer/outbox';
import { fullAddress, productsToBringRows, whenLabel } from './booking';
import { renderMail, type MailParts } from './render';
import { serviceLines, storedTvs } from '../../bookings/present';
import type { SlotLabel } from '../../../domain/scheduling/business-time';

export type JobForTechnician = {
  reference: string;
  name: string;
  phone: string;
  address: string;
  unitNumber: string | null;
  appointmentDate: string;
  appointmentTime: SlotLabel;
  notes: string | null;
  tvs: unknown;
  additionalServices: unknown;
  /** The products from the cart the technician brings and installs (issue 26). */
  priceBreakdown: unknown;
};

type Recipient = { name: string; email: string };

/** A mail to a technician about one of their jobs, with the link to their portal. */
const technicianMail = (
  technician: Recipient,
  links: ManageLinks,
  parts: Pick<MailParts, 'subject' | 'heading' | 'paragraphs' | 'rows'>,
): OutgoingEmail =>
  renderMail({
    to: technician.email,
    greet: technician.name,
    ...parts,
    link: { label: 'Open the technician portal', url: `${links.siteUrl}/technician` },
    business: links.business,
  });

/** One row per TV ("TV 1": "Living Room: 56-65", drywall, flat mount (we bring it); add-ons). */
export function jobRows(job: JobForTechnician): [string, string][] {
  const tvs = storedTvs(job.tvs).map((tv, i): [string, string] => {
    const { room, size, wall, mount, addOns } = describeTv(tv);
    const extras = addOns.length ? `; ${addOns.join(', ')}` : '';
    return [`TV ${i + 1}`, `${room ? `${room}: ` : ''}${size}, ${wall}, ${mount}${extras}`];
  });
  const services = serviceLines(job.additionalServices);
  return [
    ...tvs,
    ...(services.length ? [['Other services', services.join('; ')] as [string, string]] : []),
    ...productsToBringRows(job.priceBreakdown),
    ['Customer notes', job.notes?.trim() || 'None'],
  ];
}

export function technicianAssignedEmail(
  job: JobForTechnician,
  technician: Recipient,
  links: ManageLinks,
): OutgoingEmail {
  return technicianMail(technician, links, {
    subject: `New job ${job.reference}: ${whenLabel(job)}`,
    heading: 'A job was assigned to you',
    paragraphs: [`You have a new job on ${whenLabel(job)}.`],
    rows: [
      ['Reference', job.reference],
      ['When', whenLabel(job)],
      ['Address', fullAddress(job)],
      ['Customer', `${job.name}, ${job.phone}`],
      ...jobRows(job),
    ],
  });
}

export function technicianUnassignedEmail(
  job: JobForTechnician,
  technician: Recipient,
  links: ManageLinks,
): OutgoingEmail {
  return technicianMail(technician, links, {
    subject: `Job ${job.reference} is no longer yours: ${whenLabel(job)}`,
    heading: 'A job was taken off your list',
    paragraphs: [
      `The office took job ${job.reference} on ${whenLabel(job)} (${fullAddress(job)}) off your list. You do not need to go.`,
    ],
  });
}

export function technicianMovedEmail(
  job: JobForTechnician,
  previous: { appointmentDate: string; appointmentTime: SlotLabel },
  technician: Recipient,
  links: ManageLinks,
): OutgoingEmail {
  return technicianMail(technician, links, {
    subject: `Job ${job.reference} moved to ${whenLabel(job)}`,
    heading: 'A job of yours has a new time',
    paragraphs: [
      `Job ${job.reference} (${fullAddress(job)}) now takes place on ${whenLabel(job)}. It was ${whenLabel(previous)}.`,
    ],
    rows: [
      ['Reference', job.reference],
      ['Customer', `${job.name}, ${job.phone}`],
    ],
  });
}

export function technicianCancelledEmail(
  job: JobForTechnician,
  technician: Recipient,
  links: ManageLinks,
): OutgoingEmail {
  return technicianMail(technician, links, {
    subject: `Job ${job.reference} cancelled: ${whenLabel(job)}`,
    heading: 'A job of yours was cancelled',
    paragraphs: [
      `Job ${job.reference} on ${whenLabel(job)} (${fullAddress(job)}) was cancelled. You do not need to go.`,
    ],
  });
}
