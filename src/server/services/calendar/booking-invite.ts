// The calendar invite attached to a booking's confirmation e-mail: the two-hour arrival window
// as one event, in UTC (slotStartsAt reads the slot label on New York's wall clock).
import { formatMoney } from '../../../domain/pricing/format-money';
import {
  SLOT_DURATION_HOURS,
  slotStartsAt,
  slotWindowLabel,
  type SlotLabel,
} from '../../../domain/scheduling/business-time';
import {
  bookingEventUid,
  buildIcsCalendar,
  CALENDAR_PRODUCT_ID,
} from '../../../domain/scheduling/ics';
import type { OutboxAttachment } from '../mailer/outbox';

export type BookingForInvite = {
  /** The public reference (CTM-...); the internal id never leaves the staff's screens. */
  reference: string;
  serviceName: string;
  appointmentDate: string;
  appointmentTime: SlotLabel;
  /** The full address, unit included. */
  location: string;
  totalPrice: number;
  /** When this invite is made: the invite's DTSTAMP. */
  stampedAt: Date;
  /** The booking's calendarSequence: 0 at first, raised by every reschedule and the cancel. */
  sequence: number;
  /** The cancellation: METHOD:CANCEL removes the event the earlier invites added. */
  cancelled?: boolean;
  /** The business as it is now (routes/business/facts.ts): name, phone and e-mail. */
  business: { name: string; phone: string; email: string };
};

export function bookingInviteUid(reference: string): string {
  return bookingEventUid(reference);
}

export function bookingInviteIcs(booking: BookingForInvite): string {
  const startsAt = slotStartsAt(booking.appointmentDate, booking.appointmentTime);
  const endsAt = new Date(startsAt.getTime() + SLOT_DURATION_HOURS * 60 * 60_000);
  return buildIcsCalendar(
    {
      uid: bookingInviteUid(booking.reference),
      stampedAt: booking.stampedAt,
      sequence: booking.sequence,
      cancelled: booking.cancelled ?? false,
      organizer: booking.business.email,
      startsAt,
      endsAt,
      summary: `${booking.cancelled ? 'Cancelled: ' : ''}${booking.business.name}: technician arrives (booking ${booking.reference})`,
      location: booking.location,
      description: [
        `Booking ${booking.reference}`,
        `Service: ${booking.serviceName}`,
        `Total: ${formatMoney(booking.totalPrice)}`,
        `Arrival window: ${slotWindowLabel(booking.appointmentTime)} (Eastern Time). Your technician arrives within this window.`,
        `Questions or changes: ${booking.business.phone}`,
      ].join('\n'),
    },
    CALENDAR_PRODUCT_ID,
  );
}

/** The invite as an outbox attachment (base64, as the outbox stores files). */
export function bookingInviteAttachment(booking: BookingForInvite): OutboxAttachment {
  return {
    filename: `booking-${booking.reference}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${booking.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    contentBase64: Buffer.from(bookingInviteIcs(booking), 'utf8').toString('base64'),
  };
}
