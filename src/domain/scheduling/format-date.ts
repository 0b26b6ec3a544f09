// The one module that writes dates and times as words (STYLE.md "The third round": formatting
// goes through one module per side; dates are the same on both, so it lives here). Calendar days
// (YYYY-MM-DD) are read at noon UTC so that no zone moves them to the day before or after;
// instants are shown on the business's clock (America/New_York), whatever the device says.
//
// Every function takes the customer's language (issue 28; English by default, its output
// unchanged). Spanish is es-US as decisions.md writes it: "jueves, 3 de diciembre",
// "10:00 a. m.". Intl names the days and months; the clock is composed here, because Intl's
// Spanish day period differs between ICU versions ("a.m." on Node 20's ICU 78, "a. m." with
// no-break spaces on older ones): we always write "a. m." / "p. m." with plain spaces, as the
// spec does, so mails, invites and tests read the same on every machine (docs/decisions/031).
import { LOCALE_TAGS, type Locale } from '../site/locales';
import {
  BUSINESS_TIME_ZONE,
  businessClockLabel,
  isValidDateString,
  slotWindowLabel,
  type SlotLabel,
} from './business-time';

const CALENDAR_DATE_STYLES = {
  /** 'Tuesday, March 3, 2026' / 'martes, 3 de marzo de 2026' (the e-mails). */
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** 'Tuesday, March 3' / 'martes, 3 de marzo' (the customer's screens). */
  long: { weekday: 'long', month: 'long', day: 'numeric' },
  /** 'Tuesday, Mar 3' (the assistant's replies and slot choices). */
  chat: { weekday: 'long', month: 'short', day: 'numeric' },
  /** 'Tue, Mar 3, 2026' (the staff's lists, the payment plan). */
  medium: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** 'Tue, Mar 3' (the schedule board, the technician's cards). */
  short: { weekday: 'short', month: 'short', day: 'numeric' },
  /** 'March 3, 2026' / '3 de marzo de 2026' (the reviews). */
  plain: { month: 'long', day: 'numeric', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type CalendarDateStyle = keyof typeof CALENDAR_DATE_STYLES;

const atNoonUtc = (date: string) => new Date(`${date}T12:00:00Z`);

/** A calendar day as words; `fallback` (the input itself by default) when it is not a real day. */
export function formatCalendarDate(
  date: string,
  style: CalendarDateStyle,
  fallback: string = date,
  locale: Locale = 'en',
): string {
  if (!isValidDateString(date)) return fallback;
  return atNoonUtc(date).toLocaleDateString(LOCALE_TAGS[locale], {
    timeZone: 'UTC',
    ...CALENDAR_DATE_STYLES[style],
  });
}

/** The pieces of a day for a date tile: { weekday: 'Tue', day: '3', month: 'Mar' }. */
export function calendarDateParts(date: string, locale: Locale = 'en') {
  const at = atNoonUtc(date);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeZone: 'UTC', ...options }).format(at);
  return {
    weekday: part({ weekday: 'short' }),
    day: part({ day: 'numeric' }),
    month: part({ month: 'short' }),
  };
}

type Part = (type: Intl.DateTimeFormatPartTypes) => string;

function zoneParts(at: Date, options: Intl.DateTimeFormatOptions, locale: Locale): Part {
  const parts = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    timeZone: BUSINESS_TIME_ZONE,
    ...options,
  }).formatToParts(at);
  return (type) => parts.find((p) => p.type === type)?.value ?? '';
}

/** The Spanish day periods as decisions.md writes them (plain spaces, whatever ICU gives). */
const SPANISH_PERIODS = { AM: 'a. m.', PM: 'p. m.' } as const;

/** '10:00 AM' -> '10:00 a. m.': an English clock label in the language. */
export function clockIn(label: string, locale: Locale): string {
  if (locale === 'en') return label;
  return label.replace(/ (AM|PM)$/, (_, period: 'AM' | 'PM') => ` ${SPANISH_PERIODS[period]}`);
}

type InstantFormats = Record<
  'dateTime' | 'cutoff' | 'event' | 'time' | 'date',
  (at: Date, locale: Locale) => string
>;

/** The clock of an instant: New York's, written as a slot label is, then in the language. */
function clock(at: Date, locale: Locale): string {
  return clockIn(businessClockLabel(at), locale);
}

const ENGLISH: InstantFormats = {
  /** 'Jan 13, 2030, 3:05 PM' (the staff's screens). */
  dateTime: (at, l) => {
    const part = zoneParts(at, { month: 'short', day: 'numeric', year: 'numeric' }, l);
    return `${part('month')} ${part('day')}, ${part('year')}, ${clock(at, l)}`;
  },
  /** 'Thursday, November 26 at 2:00 PM' (the customer's cut-off for online changes). */
  cutoff: (at, l) => {
    const part = zoneParts(at, { weekday: 'long', month: 'long', day: 'numeric' }, l);
    return `${part('weekday')}, ${part('month')} ${part('day')} at ${clock(at, l)}`;
  },
  /** 'Nov 23, 2:28 PM' (a step of the customer's timeline). */
  event: (at, l) => {
    const part = zoneParts(at, { month: 'short', day: 'numeric' }, l);
    return `${part('month')} ${part('day')}, ${clock(at, l)}`;
  },
  /** '2:28 PM'. */
  time: clock,
  /** 'March 3, 2026' (the day an instant fell on in New York). */
  date: (at, l) =>
    at.toLocaleDateString(LOCALE_TAGS[l], { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'long' }),
};

const SPANISH: InstantFormats = {
  /** '13 ene 2030, 3:05 p. m.'. */
  dateTime: (at, l) => {
    const part = zoneParts(at, { month: 'short', day: 'numeric', year: 'numeric' }, l);
    return `${part('day')} ${part('month')} ${part('year')}, ${clock(at, l)}`;
  },
  /** 'jueves, 26 de noviembre a las 2:00 p. m.' ('a la 1:00 p. m.'). */
  cutoff: (at, l) => {
    const part = zoneParts(at, { weekday: 'long', month: 'long', day: 'numeric' }, l);
    const time = clock(at, l);
    const preposition = time.startsWith('1:') ? 'a la' : 'a las';
    return `${part('weekday')}, ${part('day')} de ${part('month')} ${preposition} ${time}`;
  },
  /** '23 nov, 2:28 p. m.'. */
  event: (at, l) => {
    const part = zoneParts(at, { month: 'short', day: 'numeric' }, l);
    return `${part('day')} ${part('month')}, ${clock(at, l)}`;
  },
  time: clock,
  /** '3 de marzo de 2026'. */
  date: ENGLISH.date,
};

const INSTANT_STYLES: Record<Locale, InstantFormats> = { en: ENGLISH, es: SPANISH };
export type InstantStyle = keyof InstantFormats;

/** An instant (ISO 8601 or a Date) on New York's clock; '—' when missing, the input when unreadable. */
export function formatInstant(
  instant: string | Date | null | undefined,
  style: InstantStyle,
  locale: Locale = 'en',
): string {
  if (instant === null || instant === undefined || instant === '') return '—';
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) return String(instant);
  return INSTANT_STYLES[locale][style](at, locale);
}

/**
 * A slot's two-hour arrival window: '10:00 AM - 12:00 PM' (the English label, unchanged) or
 * '10:00 a. m. – 12:00 p. m.'. Slot labels in API calls stay English; this is only for reading.
 */
export function formatSlotWindow(label: SlotLabel, locale: Locale = 'en'): string {
  if (locale === 'en') return slotWindowLabel(label);
  return slotWindowLabel(label)
    .split(' - ')
    .map((end) => clockIn(end, locale))
    .join(' – ');
}
