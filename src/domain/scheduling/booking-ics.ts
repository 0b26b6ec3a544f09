// A booking's calendar event, once (issue 27): the invite attached to the confirmation e-mail
// (server/services/calendar/booking-invite.ts) and the confirmation screen's "Add to calendar"
// file are the same event with the same UID, so adding both updates one event. The staff's
// subscription feeds (issue 32, docs/decisions/049-calendar-feeds.md) show the same window of
// each job through the same writer, with the staff's words and a UID of their own.
import { formatMoney } from '../pricing/format-money';
import type { Locale } from '../site/locales';
import { SLOT_DURATION_HOURS, slotStartsAt, type SlotLabel } from './business-time';
import { formatSlotWindow } from './format-date';
import {
  bookingEventUid,
  buildIcsCalendar,
  buildIcsEvents,
  CALENDAR_PRODUCT_ID,
  FEED_PRODUCT_ID,
  jobFeedEventUid,
  type CalendarEvent,
} from './ics';

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

/** The two-hour arrival window as instants (slotStartsAt reads New York's clock). */
function arrivalWindow(date: string, time: SlotLabel): { startsAt: Date; endsAt: Date } {
  const startsAt = slotStartsAt(date, time);
  return { startsAt, endsAt: new Date(startsAt.getTime() + SLOT_DURATION_HOURS * 60 * 60_000) };
}

/** The two-hour arrival window as one event, in UTC. */
export function bookingCalendarEvent(booking: BookingForCalendar): CalendarEvent {
  const locale = booking.locale ?? 'en';
  const words = WORDING[locale];
  const { startsAt, endsAt } = arrivalWindow(booking.appointmentDate, booking.appointmentTime);
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

/** A job as the staff's calendar feeds show it (English: staff screens are English only). */
export type JobForCalendar = {
  reference: string;
  appointmentDate: string;
  appointmentTime: SlotLabel;
  customerName: string;
  customerPhone: string;
  /** The full address, unit included. */
  location: string;
  /** The lead first, then the second technician; empty while nobody is assigned. */
  technicians: readonly string[];
  /** What to do, one "Label: value" line each: the TVs, other services, products, notes. */
  work: readonly string[];
  /** The booking's calendarSequence: raised by every reschedule and the cancel. */
  sequence: number;
  cancelled: boolean;
};

/** A technician's or the office's feed: its name and jobs, made at `stampedAt`. */
export type JobFeed = { name: string; stampedAt: Date; jobs: readonly JobForCalendar[] };

/**
 * How often a subscribed calendar is asked to fetch the feed again. Google refreshes on its
 * own schedule whatever this says; Apple and Outlook follow it.
 */
export const FEED_REFRESH_MINUTES = 15;

/** One job of a feed: the arrival window, the address, the customer and the work. */
export function jobCalendarEvent(job: JobForCalendar, stampedAt: Date): CalendarEvent {
  const who = job.technicians.length ? job.technicians.join(' and ') : 'not assigned yet';
  return {
    uid: jobFeedEventUid(job.reference),
    stampedAt,
    sequence: job.sequence,
    cancelled: job.cancelled,
    ...arrivalWindow(job.appointmentDate, job.appointmentTime),
    summary: `${job.cancelled ? 'Cancelled: ' : ''}TV mounting: ${job.customerName}`,
    location: job.location,
    description: [
      `Job ${job.reference}${job.cancelled ? ' (cancelled: do not go)' : ''}`,
      `Arrival window: ${formatSlotWindow(job.appointmentTime)} (Eastern Time)`,
      `Customer: ${job.customerName}, ${job.customerPhone}`,
      `Technicians: ${who}`,
      ...job.work,
    ].join('\n'),
  };
}

/** A whole feed as one iCalendar file: every job an event, published (not an invite). */
export function jobFeedIcs(feed: JobFeed): string {
  return buildIcsEvents(
    feed.jobs.map((job) => jobCalendarEvent(job, feed.stampedAt)),
    {
      productId: FEED_PRODUCT_ID,
      method: 'PUBLISH',
      name: feed.name,
      refreshMinutes: FEED_REFRESH_MINUTES,
    },
  );
}
