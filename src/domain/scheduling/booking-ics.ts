// A booking's calendar event, once (issue 27): the invite attached to the confirmation e-mail
// (server/services/calendar/booking-invite.ts) and the confirmation screen's "Add to calendar"
// file are the same event with the same UID, so adding both updates one event.
import { formatMoney } from '../pricing/format-money';
import {
  SLOT_DURATION_HOURS,
  slotStartsAt,
  slotWindowLabel,
  type SlotLabel,
} from './business-time';
import { bookingEventUid, buildIcsCalendar, CALENDAR_PRODUCT_ID, type CalendarEvent } from './ics';

export type BookingForCalendar = {
  /** The public reference (CTM-...); the internal id never leaves the staff's screens. */
  reference: string;
  serviceName: string;
  appointmentDate: string;
  appointmentTime: SlotLabel;
  /** The full address, unit included. */
  location: string;
  /** Integer cents. */
  totalPrice: number;
  /** When this file is made: the event's DTSTAMP. */
  stampedAt: Date;
  /** The booking's calendarSequence: 0 at first, raised by every reschedule and the cancel. */
  sequence?: number;
  /** The cancellation: METHOD:CANCEL removes the event the earlier invites added. */
  cancelled?: boolean;
  /** The business as it is now; with an e-mail it is the event's organiser. */
  business: { name: string; phone: string; email?: string };
};

/** The two-hour arrival window as one event, in UTC (slotStartsAt reads New York's clock). */
export function bookingCalendarEvent(booking: BookingForCalendar): CalendarEvent {
  const startsAt = slotStartsAt(booking.appointmentDate, booking.appointmentTime);
  const endsAt = new Date(startsAt.getTime() + SLOT_DURATION_HOURS * 60 * 60_000);
  return {
    uid: bookingEventUid(booking.reference),
    stampedAt: booking.stampedAt,
    sequence: booking.sequence ?? 0,
    cancelled: booking.cancelled ?? false,
    ...(booking.business.email ? { organizer: booking.business.email } : {}),
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
  };
}

/** The booking's event as a complete iCalendar file. */
export function bookingIcs(booking: BookingForCalendar): string {
  return buildIcsCalendar(bookingCalendarEvent(booking), CALENDAR_PRODUCT_ID);
}
