// The customer's and the technician's texts of a booking, as outbox entries (decisions.md "Text
// messages (SMS)"). Only an opted-in booking's customer is texted, in the booking's language; a
// technician with a valid US phone is texted on assignment (in English, like every staff message).
import { formatCalendarDate, formatSlotWindow } from '../../../domain/scheduling/format-date';
import type { SlotLabel } from '../../../domain/scheduling/business-time';
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

/** "New job CTM-...: Tue, Mar 3, 10:00 AM - 12:00 PM, 123 Main St." to an assigned technician. */
export function technicianAssignedText(
  booking: Pick<BookingForText, 'reference' | 'appointmentDate' | 'appointmentTime'> & {
    address: string;
  },
  technician: { phone: string },
  links: ManageLinks,
): OutgoingText | null {
  const to = toE164US(technician.phone);
  if (!to) return null;
  const business = clip(links.business.name, MAX_TEXT_BUSINESS);
  return {
    to,
    kind: 'assigned',
    body: `${business}: new job ${booking.reference} assigned to you, ${textWhen(booking, 'en')}, ${clip(booking.address, 120)}. Details: ${links.siteUrl}/technician`,
  };
}
