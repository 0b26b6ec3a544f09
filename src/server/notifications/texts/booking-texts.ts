// The customer's and the technician's texts of a booking, as outbox entries (decisions.md "Text
// messages (SMS)"). Only an opted-in booking's customer is texted, in the booking's language; a
// technician with a valid US phone is texted on assignment, and when a job of theirs is
// unassigned, moved or cancelled (in English, like every staff message; decisions.md "What the
// turn-3 walk-throughs settled").
import { formatCalendarDate, formatSlotWindow } from '../../../domain/scheduling/format-date';
import { addDays, businessToday, type SlotLabel } from '../../../domain/scheduling/business-time';
import { toE164US } from '../../../domain/sms/phone';
import type { Locale } from '../../../domain/site/locales';
import type { ManageLinks } from '../../services/manage-links';
import type { OutgoingText, TextKind } from '../../services/sms/texts';
import {
  clip,
  MAX_TEXT_BUSINESS,
  MAX_TEXT_FIRST_NAME,
  textsFor,
  type TextFacts,
  type TextMessages,
} from './index';

export type BookingForText = {
  reference: string;
  phone: string;
  smsOptIn: boolean;
  appointmentDate: string;
  appointmentTime: SlotLabel;
  locale: Locale;
};

/** The window as a text says it: "Tue, Mar 3, 10:00 AM - 12:00 PM". */
export function textWhen(
  booking: Pick<BookingForText, 'appointmentDate' | 'appointmentTime'>,
  locale: Locale,
) {
  const date = formatCalendarDate(
    booking.appointmentDate,
    'short',
    booking.appointmentDate,
    locale,
  );
  return `${date}, ${formatSlotWindow(booking.appointmentTime, locale)}`;
}

/** The facts every customer text may name, the names clipped to keep it within 320 characters. */
export function textFacts(booking: BookingForText, links: ManageLinks): TextFacts {
  return {
    business: clip(links.business.name, MAX_TEXT_BUSINESS),
    reference: booking.reference,
    when: textWhen(booking, booking.locale),
    url: links.urlFor(booking.reference, booking.locale),
  };
}

export const firstNameOf = (name: string | null | undefined): string | null => {
  const first = name?.trim().split(/\s+/)[0];
  return first ? clip(first, MAX_TEXT_FIRST_NAME) : null;
};

/**
 * The customer's text, or none when the booking did not opt in (or its phone is no longer a valid
 * US number). `write` picks the template from the booking's catalog.
 */
export function customerText(
  booking: BookingForText,
  links: ManageLinks,
  kind: TextKind,
  write: (texts: TextMessages, facts: TextFacts) => string,
): OutgoingText | null {
  const to = booking.smsOptIn ? toE164US(booking.phone) : null;
  if (!to) return null;
  return { to, kind, body: write(textsFor(booking.locale), textFacts(booking, links)) };
}

type JobForTechnicianText = Pick<
  BookingForText,
  'reference' | 'appointmentDate' | 'appointmentTime'
> & { address: string };
type JobWindow = Pick<BookingForText, 'appointmentDate' | 'appointmentTime'>;

/**
 * A change to a job of today or tomorrow (business time) is texted at once, quiet hours or not:
 * the technician may be about to leave for it (decisions.md "What the turn-3 walk-throughs
 * settled", docs/decisions/052-every-change-recorded.md).
 */
export function isUrgentForTechnician(windows: JobWindow[], now: Date): boolean {
  const today = businessToday(now);
  const tomorrow = addDays(today, 1);
  return windows.some((w) => w.appointmentDate === today || w.appointmentDate === tomorrow);
}

/** A text to a technician about a job of theirs, or null without a valid US phone. */
function technicianText(
  technician: { phone: string },
  kind: TextKind,
  body: string,
  atOnce = false,
): OutgoingText | null {
  const to = toE164US(technician.phone);
  return to ? { to, kind, body, ...(atOnce ? { atOnce } : {}) } : null;
}

const businessOf = (links: ManageLinks) => clip(links.business.name, MAX_TEXT_BUSINESS);
const portalOf = (links: ManageLinks) => `${links.siteUrl}/technician`;

/** "New job CTM-...: Tue, Mar 3, 10:00 AM - 12:00 PM, 123 Main St." to an assigned technician. */
export function technicianAssignedText(
  booking: JobForTechnicianText,
  technician: { phone: string },
  links: ManageLinks,
): OutgoingText | null {
  return technicianText(
    technician,
    'assigned',
    `${businessOf(links)}: new job ${booking.reference} assigned to you, ${textWhen(booking, 'en')}, ${clip(booking.address, 120)}. Details: ${portalOf(links)}`,
  );
}

/** A job taken off the technician: at the window they knew, so they know which one. */
export function technicianUnassignedText(
  job: JobForTechnicianText,
  technician: { phone: string },
  links: ManageLinks,
  now: Date,
): OutgoingText | null {
  return technicianText(
    technician,
    'unassigned',
    `${businessOf(links)}: job ${job.reference} on ${textWhen(job, 'en')} is no longer yours; do not go. Your jobs: ${portalOf(links)}`,
    isUrgentForTechnician([job], now),
  );
}

/** The technician's job moved to another window. */
export function technicianMovedText(
  booking: JobForTechnicianText,
  previous: JobWindow,
  technician: { phone: string },
  links: ManageLinks,
  now: Date,
): OutgoingText | null {
  return technicianText(
    technician,
    'moved',
    `${businessOf(links)}: job ${booking.reference} moved from ${textWhen(previous, 'en')} to ${textWhen(booking, 'en')}, ${clip(booking.address, 120)}. ${portalOf(links)}`,
    isUrgentForTechnician([booking, previous], now),
  );
}

/** The technician's job is cancelled. */
export function technicianCancelledText(
  booking: JobForTechnicianText,
  technician: { phone: string },
  links: ManageLinks,
  now: Date,
): OutgoingText | null {
  return technicianText(
    technician,
    'job cancelled',
    `${businessOf(links)}: job ${booking.reference} on ${textWhen(booking, 'en')} is cancelled; do not go. Your jobs: ${portalOf(links)}`,
    isUrgentForTechnician([booking], now),
  );
}
