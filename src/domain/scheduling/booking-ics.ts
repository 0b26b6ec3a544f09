// A booking's calendar event, once (issue 27): the invite attached to the confirmation e-mail
// (server/services/calendar/booking-invite.ts) and the confirmation screen's "Add to calendar"
// file are the same event with the same UID, so adding both updates one event.
import { formatMoney } from '../pricing/format-money';
import type { Locale } from '../site/locales';
import { SLOT_DURATION_HOURS, slotStartsAt, type SlotLabel } from './business-time';
import { formatSlotWindow } from './format-date';
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
  /** The customer's language (English when left out). */
  locale?: Locale;
};

type CalendarWording = {
  summary: (business: string, reference: string) => string;
  cancelled: string;
  description: (booking: BookingForCalendar, window: string, money: string) => string[];
};

/**
 * The event's words in each language (issue 28). They live here, not in the server's mail
 * messages, because the confirmation screen's "Add to calendar" makes the same event.
 */
const WORDING: Record<Locale, CalendarWording> = {
  en: {
    summary: (business, reference) => `${business}: technician arrives (booking ${reference})`,
    cancelled: 'Cancelled: ',
    description: (booking, window, money) => [
      `Booking ${booking.reference}`,
      `Service: ${booking.serviceName}`,
      `Total: ${money}`,
      `Arrival window: ${window} (Eastern Time). Your technician arrives within this window.`,
      `Questions or changes: ${booking.business.phone}`,
    ],
  },
  es: {
    summary: (business, reference) => `${business}: llegada del técnico (reserva ${reference})`,
    cancelled: 'Cancelada: ',
    description: (booking, window, money) => [
      `Reserva ${booking.reference}`,
      `Servicio: ${booking.serviceName}`,
      `Total: ${money}`,
      `Horario de llegada: ${window} (hora del Este). Su técnico llegará dentro de este horario.`,
      `Preguntas o cambios: ${booking.business.phone}`,
    ],
  },
};

/** The two-hour arrival window as one event, in UTC (slotStartsAt reads New York's clock). */
export function bookingCalendarEvent(booking: BookingForCalendar): CalendarEvent {
  const locale = booking.locale ?? 'en';
  const words = WORDING[locale];
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
    summary: `${booking.cancelled ? words.cancelled : ''}${words.summary(booking.business.name, booking.reference)}`,
    location: booking.location,
    description: words
      .description(
        booking,
        formatSlotWindow(booking.appointmentTime, locale),
        formatMoney(booking.totalPrice, locale),
      )
      .join('\n'),
  };
}

/** The booking's event as a complete iCalendar file. */
export function bookingIcs(booking: BookingForCalendar): string {
  return buildIcsCalendar(bookingCalendarEvent(booking), CALENDAR_PRODUCT_ID);
}
