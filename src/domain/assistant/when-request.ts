// "Can you come Saturday afternoon?", "tomorrow at 2", "next week", "Dec 5th in the morning":
// the dates, part of the day or window the customer asks about, in the business's calendar.
import {
  addDays,
  bookableDates,
  SLOT_LABELS,
  slotPeriod,
  type SlotLabel,
  type SlotPeriod,
} from '../scheduling/business-time';

export interface WhenRequest {
  /** Dates named, inside the booking window; undefined when no day was named. */
  readonly dates?: readonly string[];
  /** A day was named but lies outside today..today+13. */
  readonly outsideWindow: boolean;
  readonly period?: SlotPeriod;
  readonly time?: SlotLabel;
  /** A time was named that is outside the 8 AM-8 PM hours. */
  readonly outsideHours: boolean;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY_PATTERN =
  /\b(?:(next|this|coming) )?(sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|satur)days?\b|\b(tues|thurs|weds)\b/g;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_PATTERN =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* (\d{1,2})(?:st|nd|rd|th)?\b|\b(\d{1,2})(?:st|nd|rd|th)? (?:of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/g;

export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay();
}

/** The first date on or after `from` that falls on `weekday` (0 = Sunday). */
function nextWeekday(from: string, weekday: number): string {
  return addDays(from, (weekday - weekdayOf(from) + 7) % 7);
}

/** The first `month`/`day` on or after today (this year or next). */
function nextMonthDay(today: string, month: number, day: number): string | undefined {
  const year = Number(today.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const date = `${candidate}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const check = new Date(`${date}T00:00:00Z`);
    if (check.getUTCMonth() + 1 !== month || check.getUTCDate() !== day) return undefined;
    if (date >= today) return date;
  }
  return undefined;
}

function namedDates(text: string, today: string): string[] {
  const dates: string[] = [];
  if (/\bday after tomorrow\b/.test(text)) dates.push(addDays(today, 2));
  else if (/\b(?:tomorrow|tmrw|tmr)\b/.test(text)) dates.push(addDays(today, 1));
  if (/\b(?:today|tonight|this (?:morning|afternoon|evening))\b/.test(text)) dates.push(today);
  // Today through Sunday (issue 26: "what times do you have this week?").
  if (/\b(?:this|the rest of (?:the|this)) week\b/.test(text)) {
    const sunday = nextWeekday(today, 0);
    for (let date = today; date <= sunday; date = addDays(date, 1)) dates.push(date);
  }
  if (/\bnext week\b/.test(text)) {
    const monday = addDays(nextWeekday(addDays(today, 1), 1), 0);
    for (let offset = 0; offset < 7; offset += 1) dates.push(addDays(monday, offset));
  }
  if (/\b(?:this |the |next |coming )?weekend\b/.test(text)) {
    const saturday = nextWeekday(today, 6);
    dates.push(saturday, addDays(saturday, 1));
    if (weekdayOf(today) === 0) dates.push(today);
  }
  for (const match of text.matchAll(WEEKDAY_PATTERN)) {
    const stem = match[2] ?? match[3] ?? '';
    const weekday = WEEKDAYS.findIndex((name) => name.startsWith(stem.slice(0, 3)));
    if (weekday === -1) continue;
    const soonest = nextWeekday(today, weekday);
    dates.push(match[1] === 'next' && soonest === today ? addDays(today, 7) : soonest);
  }
  for (const match of text.matchAll(MONTH_PATTERN)) {
    const monthName = (match[1] ?? match[4] ?? '').slice(0, 3);
    const day = Number(match[2] ?? match[3]);
    const date = nextMonthDay(today, MONTHS.indexOf(monthName) + 1, day);
    if (date) dates.push(date);
  }
  for (const match of text.matchAll(/\b(\d{1,2})\/(\d{1,2})\b/g)) {
    const date = nextMonthDay(today, Number(match[1]), Number(match[2]));
    if (date) dates.push(date);
  }
  if (dates.length === 0) {
    const ordinal = /\bthe (\d{1,2})(?:st|nd|rd|th)\b/.exec(text);
    if (ordinal) {
      const day = Number(ordinal[1]);
      const month = Number(today.slice(5, 7));
      const date = nextMonthDay(today, month, day) ?? nextMonthDay(today, (month % 12) + 1, day);
      if (date) dates.push(date);
    }
  }
  return [...new Set(dates)].sort();
}

/** 8 AM to 8 PM, as six two-hour arrival windows: an hour falls in the window that holds it. */
function windowAt(hour: number): SlotLabel | undefined {
  if (hour < 8 || hour >= 20) return undefined;
  return SLOT_LABELS[Math.floor((hour - 8) / 2)];
}

function namedTime(text: string): { time?: SlotLabel; outsideHours: boolean } {
  if (/\b(?:noon|midday|lunch ?time)\b/.test(text))
    return { time: '12:00 PM', outsideHours: false };
  const clock =
    /\b(\d{1,2})(?::(\d{2}))? ?(am|pm|a m|p m|oclock)\b/.exec(text) ??
    /\b(?:at|around|by|about) (\d{1,2})(?::(\d{2}))?\b(?! ?(?:inch|"|tv|\d))/.exec(text);
  if (!clock) return { outsideHours: false };
  const raw = Number(clock[1]);
  if (raw < 1 || raw > 12) return { outsideHours: false };
  const meridiem = clock[3]?.replace(' ', '');
  let hour = raw % 12;
  if (meridiem === 'pm' || (meridiem !== 'am' && raw >= 1 && raw <= 7)) hour += 12;
  if (meridiem !== 'am' && raw === 12) hour = 12;
  const time = windowAt(hour);
  return time ? { time, outsideHours: false } : { outsideHours: true };
}

function namedPeriod(text: string): SlotPeriod | undefined {
  if (/\b(?:evening|tonight|after work|after 5|after five|late|night)\b/.test(text))
    return 'evening';
  if (/\b(?:afternoon|after lunch)\b/.test(text)) return 'afternoon';
  if (/\b(?:morning|before noon|early)\b/.test(text)) return 'morning';
  return undefined;
}

export function readWhen(text: string, now: Date, today: string): WhenRequest {
  const window = new Set(bookableDates(now));
  const named = namedDates(text, today);
  const inside = named.filter((date) => window.has(date));
  const { time, outsideHours } = namedTime(text);
  const period = time ? slotPeriod(time) : namedPeriod(text);
  return {
    ...(named.length > 0 ? { dates: inside } : {}),
    outsideWindow: named.length > 0 && inside.length < named.length,
    ...(period ? { period } : {}),
    ...(time ? { time } : {}),
    outsideHours,
  };
}

/** Whether the words name a day or time at all. */
export function namesWhen(when: WhenRequest): boolean {
  return when.dates !== undefined || when.period !== undefined || when.time !== undefined;
}
