// The calendar invite attached to a booking's confirmation e-mail: the booking's one calendar
// event (domain/scheduling/booking-ics.ts) as an outbox attachment.
import { bookingIcs, type BookingForCalendar } from '../../../domain/scheduling/booking-ics';
import type { OutboxAttachment } from '../mailer/outbox';

/** The invite's booking: the calendar event's facts, with the business's e-mail as organiser. */
export type BookingForInvite = BookingForCalendar & {
  sequence: number;
  business: { name: string; phone: string; email: string };
};

/** The invite as an outbox attachment (base64, as the outbox stores files). */
export function bookingInviteAttachment(booking: BookingForInvite): OutboxAttachment {
  return {
    filename: `booking-${booking.reference}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${booking.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    contentBase64: Buffer.from(bookingIcs(booking), 'utf8').toString('base64'),
  };
}
