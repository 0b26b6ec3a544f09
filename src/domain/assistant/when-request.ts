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
import * as chrono from 'chrono-node';
import type { Locale } from '../site/locales';
import type { ByLanguage } from './language';

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

const CHRONO: ByLanguage<chrono.Chrono> = { en: chrono.en.casual, es: chrono.es.casual };

/** Spans of days, a part of the day, and clock times: one table per language. */
interface WhenWords {
  readonly dayAfterTomorrow: RegExp;
  readonly thisWeek: RegExp;
  readonly nextWeek: RegExp;
  readonly weekend: RegExp;
  /** Words chrono would misread as a day ("por la mañana" is the morning, not tomorrow). */
  readonly notADay: RegExp;
  readonly noon: RegExp;
  /** "next" before or after a weekday. */
  readonly next: RegExp;
  /** "the 5th" alone: that day of this month or the next. */
  readonly ordinal: RegExp;
  /** Group 1 the hour, 2 the minutes, 3 am/pm when said. */
  readonly clock: readonly RegExp[];
  readonly pm: RegExp;
  readonly evening: RegExp;
  readonly afternoon: RegExp;
  readonly morning: RegExp;
}

const WHEN_WORDS: ByLanguage<WhenWords> = {
  en: {
    dayAfterTomorrow: /\bday after tomorrow\b/,
    // Today through Sunday (issue 26: "what times do you have this week?").
    thisWeek: /\b(?:this|the rest of (?:the|this)) week\b/,
    nextWeek: /\bnext week\b/,
    weekend: /\b(?:this |the |next |coming )?weekend\b/,
    notADay: /\b(?:day after tomorrow)\b/g,
    noon: /\b(?:noon|midday|lunch ?time)\b/,
    next: /\bnext\b/,
    ordinal: /\bthe (\d{1,2})(?:st|nd|rd|th)\b/,
    clock: [
      /\b(\d{1,2})(?::(\d{2}))? ?(am|pm|a m|p m|oclock)\b/,
      /\b(?:at|around|by|about) (\d{1,2})(?::(\d{2}))?\b(?! ?(?:inch|"|tv|\d))/,
    ],
    pm: /^p ?m$/,
    evening: /\b(?:evening|tonight|after work|after 5|after five|late|night)\b/,
    afternoon: /\b(?:afternoon|after lunch)\b/,
    morning: /\b(?:morning|before noon|early)\b/,
  },
  es: {
    dayAfterTomorrow: /\bpasado manana\b/,
    thisWeek:
      /\b(?:esta semana|lo que queda de (?:la|esta) semana|el resto de (?:la|esta) semana)\b/,
    nextWeek: /\b(?:la (?:proxima|siguiente) semana|la semana (?:que viene|proxima|entrante))\b/,
    weekend: /\b(?:este |el |el proximo )?fin de semana\b/,
    notADay: /\b(?:pasado manana|(?:por|en|de) la manana|en las mananas|temprano)\b/g,
    noon: /\b(?:mediodia|medio dia|hora de (?:la )?comida)\b/,
    next: /\b(?:proximo|que viene|siguiente)\b/,
    ordinal: /\bel (?:dia )?(\d{1,2})\b(?! de)/,
    clock: [
      /\b(\d{1,2})(?::(\d{2}))? ?(am|pm|a m|p m|de la (?:tarde|noche|manana))\b/,
      /\b(?:a las|a la|como a las|tipo|para las|sobre las) (\d{1,2})(?::(\d{2}))?\b(?! ?(?:pulgadas|"|\d))/,
    ],
    pm: /^(?:p ?m|de la (?:tarde|noche))$/,
    evening: /\b(?:noche|despues del trabajo|despues de las (?:5|cinco)|tarde noche)\b/,
    afternoon: /\b(?:tarde|despues de (?:la )?comida)\b/,
    morning: /\b(?:(?:por|en|de) la manana|en las mananas|temprano|antes del mediodia)\b/,
  },
};

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

/** The business calendar's `date` as a local noon, chrono's reference. */
function localNoon(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1, 12);
}

/** Single days through chrono: "tomorrow", "Saturday", "next Tuesday", "Dec 5th", "el sábado". */
function chronoDates(text: string, language: Locale, today: string): string[] {
  const words = WHEN_WORDS[language];
  const rest = [words.thisWeek, words.nextWeek, words.weekend]
    .reduce((kept, range) => kept.replace(new RegExp(range.source, 'g'), ' '), text)
    .replace(words.notADay, ' ');
  return CHRONO[language]
    .parse(rest, localNoon(today), { forwardDate: true })
    .filter((result) => result.start.isCertain('day') || result.start.isCertain('weekday'))
    .map((result) => {
      const { start } = result;
      const weekday = start.get('weekday');
      // A weekday alone is its soonest date; "next" only moves today's weekday a week on.
      if (!start.isCertain('day') && weekday !== null) {
        const soonest = nextWeekday(today, weekday);
        return words.next.test(rest) && soonest === today ? addDays(today, 7) : soonest;
      }
      const pad = (n: number | null) => String(n ?? 0).padStart(2, '0');
      return `${start.get('year')}-${pad(start.get('month'))}-${pad(start.get('day'))}`;
    })
    .filter((date) => date >= today);
}

function namedDates(text: string, language: Locale, today: string): string[] {
  const words = WHEN_WORDS[language];
  const dates: string[] = [];
  if (words.dayAfterTomorrow.test(text)) dates.push(addDays(today, 2));
  if (words.thisWeek.test(text)) {
    const sunday = nextWeekday(today, 0);
    for (let date = today; date <= sunday; date = addDays(date, 1)) dates.push(date);
  }
  if (words.nextWeek.test(text)) {
    const monday = nextWeekday(addDays(today, 1), 1);
    for (let offset = 0; offset < 7; offset += 1) dates.push(addDays(monday, offset));
  }
  if (words.weekend.test(text)) {
    const saturday = nextWeekday(today, 6);
    dates.push(saturday, addDays(saturday, 1));
    if (weekdayOf(today) === 0) dates.push(today);
  }
  dates.push(...chronoDates(text, language, today));
  const ordinal = dates.length === 0 ? words.ordinal.exec(text) : null;
  if (ordinal) {
    const day = Number(ordinal[1]);
    const month = Number(today.slice(5, 7));
    const date = nextMonthDay(today, month, day) ?? nextMonthDay(today, (month % 12) + 1, day);
    if (date) dates.push(date);
  }
  return [...new Set(dates)].sort();
}

/** 8 AM to 8 PM, as six two-hour arrival windows: an hour falls in the window that holds it. */
function windowAt(hour: number): SlotLabel | undefined {
  if (hour < 8 || hour >= 20) return undefined;
  return SLOT_LABELS[Math.floor((hour - 8) / 2)];
}

function namedTime(text: string, language: Locale): { time?: SlotLabel; outsideHours: boolean } {
  const words = WHEN_WORDS[language];
  if (words.noon.test(text)) return { time: '12:00 PM', outsideHours: false };
  const clock = words.clock.map((pattern) => pattern.exec(text)).find((match) => match !== null);
  if (!clock) return { outsideHours: false };
  const raw = Number(clock[1]);
  if (raw < 1 || raw > 12) return { outsideHours: false };
  const meridiem = clock[3];
  const am = meridiem !== undefined && !words.pm.test(meridiem) && meridiem !== 'oclock';
  let hour = raw % 12;
  if ((meridiem && words.pm.test(meridiem)) || (!am && raw >= 1 && raw <= 7)) hour += 12;
  if (!am && raw === 12) hour = 12;
  const time = windowAt(hour);
  return time ? { time, outsideHours: false } : { outsideHours: true };
}

function namedPeriod(text: string, language: Locale): SlotPeriod | undefined {
  const words = WHEN_WORDS[language];
  if (words.evening.test(text)) return 'evening';
  if (words.afternoon.test(text)) return 'afternoon';
  if (words.morning.test(text)) return 'morning';
  return undefined;
}

export function readWhen(text: string, language: Locale, now: Date, today: string): WhenRequest {
  const window = new Set(bookableDates(now));
  const named = namedDates(text, language, today);
  const inside = named.filter((date) => window.has(date));
  const { time, outsideHours } = namedTime(text, language);
  const period = time ? slotPeriod(time) : namedPeriod(text, language);
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
