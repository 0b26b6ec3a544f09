// The project's one iCalendar (RFC 5545) writer: the booking confirmation's invite (one event)
// and the staff's subscription feeds (many events, docs/decisions/049-calendar-feeds.md).
// Pure text building; times are written in UTC ('Z'), which every calendar converts to the
// reader's zone, so no VTIMEZONE block is needed and no DST rule can be copied wrong.

/**
 * The right-hand side of every booking event's UID and the calendar's PRODID. Identifiers, not
 * facts shown to anyone: they never follow the editable business e-mail or name, because a UID
 * that changed would stop later invites from updating the event already in a calendar.
 */
export const CALENDAR_UID_HOST = 'charlottetvmounting.com';
export const CALENDAR_PRODUCT_ID = '-//Charlotte TV Mounting//Bookings//EN';
export const FEED_PRODUCT_ID = '-//Charlotte TV Mounting//Staff calendar feeds//EN';

/** The one UID of a booking's event, the same in the e-mailed invite and the download. */
export function bookingEventUid(reference: string): string {
  return `booking-${reference}@${CALENDAR_UID_HOST}`;
}

/**
 * The one UID of a job in the staff's feeds (docs/decisions/049-calendar-feeds.md): stable for
 * the job's life and the same in every feed, but not the customer's invite UID, so an office
 * that booked with its own e-mail never finds one event fighting over two calendars.
 */
export function jobFeedEventUid(reference: string): string {
  return `job-${reference}@${CALENDAR_UID_HOST}`;
}

export type CalendarEvent = {
  /** Globally unique and stable, so a re-sent invite updates the event instead of adding one. */
  uid: string;
  /** When this invite was made (DTSTAMP). */
  stampedAt: Date;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location?: string;
  description?: string;
  /** Raised on every change of the same event (RFC 5545 3.8.7.4); 0 for the first invite. */
  sequence?: number;
  /** A cancelled event: METHOD:CANCEL and STATUS:CANCELLED remove it from the calendar. */
  cancelled?: boolean;
  /** mailto: address of the organiser; calendars want one on a cancellation. */
  organizer?: string;
};

const CRLF = '\r\n';
/** RFC 5545 3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon, comma and newlines are escaped. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * Folds a content line into pieces of at most 75 octets; each continuation starts with one
 * space (which counts toward its 75). A multi-byte character is never split between lines.
 */
export function foldIcsLine(line: string): string {
  if (octets(line) <= MAX_LINE_OCTETS) return line;
  const pieces: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const size = octets(character);
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + size > limit) {
      pieces.push(current);
      current = '';
      currentOctets = 0;
    }
    current += character;
    currentOctets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** 2026-03-03T15:00:00.000Z -> '20260303T150000Z' (DATE-TIME in UTC form). */
export function formatIcsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A calendar's own properties, before its events. */
export type IcsCalendarOptions = {
  productId: string;
  /**
   * iTIP's METHOD (RFC 5546): PUBLISH for an invite or a feed, CANCEL for a cancellation invite
   * (it removes the event with the same UID).
   */
  method: 'PUBLISH' | 'CANCEL';
  /** A subscribed calendar's name (RFC 7986 NAME, and X-WR-CALNAME that Google and Apple read). */
  name?: string;
  /**
   * How often a subscribed calendar should fetch it again (RFC 7986 REFRESH-INTERVAL, and
   * X-PUBLISHED-TTL that Outlook and Apple read), in minutes.
   */
  refreshMinutes?: number;
};

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatIcsUtc(event.stampedAt)}`,
    `DTSTART:${formatIcsUtc(event.startsAt)}`,
    `DTEND:${formatIcsUtc(event.endsAt)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.organizer ? [`ORGANIZER:mailto:${event.organizer}`] : []),
    event.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    `SEQUENCE:${event.sequence ?? 0}`,
    // A cancelled event no longer blocks the time.
    event.cancelled ? 'TRANSP:TRANSPARENT' : 'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A complete VCALENDAR with any number of VEVENTs, CRLF line endings, lines folded. */
export function buildIcsEvents(
  events: readonly CalendarEvent[],
  { productId, method, name, refreshMinutes }: IcsCalendarOptions,
): string {
  const refresh = refreshMinutes === undefined ? undefined : `PT${refreshMinutes}M`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...(name ? [`NAME:${escapeIcsText(name)}`, `X-WR-CALNAME:${escapeIcsText(name)}`] : []),
    ...(refresh
      ? [`REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`]
      : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/**
 * The invite: one event. PUBLISH adds it to the calendar (an event to add, not a meeting request
 * expecting a reply); CANCEL removes the event with the same UID.
 */
export function buildIcsCalendar(event: CalendarEvent, productId: string): string {
  return buildIcsEvents([event], { productId, method: event.cancelled ? 'CANCEL' : 'PUBLISH' });
}
