// The one module that writes dates and times as words (STYLE.md "The third round": formatting
// goes through one module per side; dates are the same on both, so it lives here). Calendar days
// (YYYY-MM-DD) are read at noon UTC so that no zone moves them to the day before or after;
// instants are shown on the business's clock (America/New_York), whatever the device says.
import { BUSINESS_TIME_ZONE, isValidDateString } from './business-time';

const CALENDAR_DATE_STYLES = {
  /** 'Tuesday, March 3, 2026' (the e-mails). */
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** 'Tuesday, March 3' (the customer's screens). */
  long: { weekday: 'long', month: 'long', day: 'numeric' },
  /** 'Tuesday, Mar 3' (the assistant's replies and slot choices). */
  chat: { weekday: 'long', month: 'short', day: 'numeric' },
  /** 'Tue, Mar 3, 2026' (the staff's lists, the payment plan). */
  medium: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** 'Tue, Mar 3' (the schedule board, the technician's cards). */
  short: { weekday: 'short', month: 'short', day: 'numeric' },
  /** 'March 3, 2026' (the reviews). */
  plain: { month: 'long', day: 'numeric', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type CalendarDateStyle = keyof typeof CALENDAR_DATE_STYLES;

const atNoonUtc = (date: string) => new Date(`${date}T12:00:00Z`);

/** A calendar day as words; `fallback` (the input itself by default) when it is not a real day. */
export function formatCalendarDate(
  date: string,
  style: CalendarDateStyle,
  fallback: string = date,
): string {
  if (!isValidDateString(date)) return fallback;
  return atNoonUtc(date).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    ...CALENDAR_DATE_STYLES[style],
  });
}

/** The pieces of a day for a date tile: { weekday: 'Tue', day: '3', month: 'Mar' }. */
export function calendarDateParts(date: string) {
  const at = atNoonUtc(date);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(at);
  return {
    weekday: part({ weekday: 'short' }),
    day: part({ day: 'numeric' }),
    month: part({ month: 'short' }),
  };
}

function zoneParts(at: Date, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    ...options,
  }).formatToParts(at);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

const HOUR_MINUTE = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
const clock = (part: ReturnType<typeof zoneParts>) =>
  `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;

const INSTANT_STYLES = {
  /** 'Jan 13, 2030, 3:05 PM' (the staff's screens). */
  dateTime: (at: Date) => {
    const part = zoneParts(at, { month: 'short', day: 'numeric', year: 'numeric', ...HOUR_MINUTE });
    return `${part('month')} ${part('day')}, ${part('year')}, ${clock(part)}`;
  },
  /** 'Thursday, November 26 at 2:00 PM' (the customer's cut-off for online changes). */
  cutoff: (at: Date) => {
    const part = zoneParts(at, { weekday: 'long', month: 'long', day: 'numeric', ...HOUR_MINUTE });
    return `${part('weekday')}, ${part('month')} ${part('day')} at ${clock(part)}`;
  },
  /** 'Nov 23, 2:28 PM' (a step of the customer's timeline). */
  event: (at: Date) => {
    const part = zoneParts(at, { month: 'short', day: 'numeric', ...HOUR_MINUTE });
    return `${part('month')} ${part('day')}, ${clock(part)}`;
  },
  /** '2:28 PM'. */
  time: (at: Date) => clock(zoneParts(at, HOUR_MINUTE)),
  /** 'March 3, 2026' (the day an instant fell on in New York). */
  date: (at: Date) =>
    at.toLocaleDateString('en-US', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'long' }),
} as const;
export type InstantStyle = keyof typeof INSTANT_STYLES;

/** An instant (ISO 8601 or a Date) on New York's clock; '—' when missing, the input when unreadable. */
export function formatInstant(
  instant: string | Date | null | undefined,
  style: InstantStyle,
): string {
  if (instant === null || instant === undefined || instant === '') return '—';
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) return String(instant);
  return INSTANT_STYLES[style](at);
}
