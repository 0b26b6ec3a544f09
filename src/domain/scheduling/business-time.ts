// Dates and slot times in the business's time zone (decisions.md "Business facts", "Time slots").
// "Today", the 14-day window and a slot's start are New York wall-clock facts, never UTC or the
// server's zone. Dates are 'YYYY-MM-DD' strings; instants are Date objects.

export const BUSINESS_TIME_ZONE = 'America/New_York';

/** Today and the next 13 days. */
export const BOOKING_WINDOW_DAYS = 14;

export const SLOT_LABELS = [
  '8:00 AM',
  '10:00 AM',
  '12:00 PM',
  '2:00 PM',
  '4:00 PM',
  '6:00 PM',
] as const;
export type SlotLabel = (typeof SLOT_LABELS)[number];

/** Each slot is a two-hour arrival window. */
export const SLOT_DURATION_HOURS = 2;

export type SlotPeriod = 'morning' | 'afternoon' | 'evening';

const zonedFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockInBusinessZone(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of zonedFormat.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far New York's wall clock is ahead of UTC at that instant (negative: -4 h or -5 h). */
function businessZoneOffsetMs(instant: Date): number {
  const c = wallClockInBusinessZone(instant);
  const wallClockAsUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return wallClockAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

function formatDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

function parseDate(date: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  const real =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day;
  return real ? { year, month, day } : undefined;
}

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isValidDateString(date: string): boolean {
  return parseDate(date) !== undefined;
}

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const parsed = parseDate(date);
  if (!parsed) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const shifted = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days));
  return formatDate(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

const HOUR_MS = 3_600_000;
/** The last answer of businessToday, for the UTC hour it holds in. */
let todayInHour = { hour: Number.NaN, date: '' };

/**
 * Today's date in New York. New York's offset from UTC is a whole number of hours, so its date can
 * only change on a UTC hour: one reading of the zone per hour, not one per call (formatToParts
 * costs microseconds, and every slots and booking request asks).
 */
export function businessToday(now: Date): string {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  if (hour !== todayInHour.hour) {
    const { year, month, day } = wallClockInBusinessZone(now);
    todayInHour = { hour, date: formatDate(year, month, day) };
  }
  return todayInHour.date;
}

export function bookableDates(now: Date): string[] {
  const today = businessToday(now);
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, offset) => addDays(today, offset));
}

export function isBookableDate(date: string, now: Date): boolean {
  if (!isValidDateString(date)) return false;
  const today = businessToday(now);
  return date >= today && date <= addDays(today, BOOKING_WINDOW_DAYS - 1);
}

export function isSlotLabel(value: unknown): value is SlotLabel {
  return typeof value === 'string' && (SLOT_LABELS as readonly string[]).includes(value);
}

/** '2:00 PM' -> { hour: 14, minute: 0 }. */
function slotClock(label: SlotLabel): { hour: number; minute: number } {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label);
  if (!match) throw new RangeError(`Not a slot label: ${label}`);
  const hour12 = Number(match[1]) % 12;
  return { hour: match[3] === 'PM' ? hour12 + 12 : hour12, minute: Number(match[2]) };
}

function clockLabel(hour: number, minute: number): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${pad(minute)} ${hour < 12 || hour === 24 ? 'AM' : 'PM'}`;
}

/** An instant on New York's clock, written as a slot label is: '2:05 PM'. */
export function businessClockLabel(instant: Date): string {
  const { hour, minute } = wallClockInBusinessZone(instant);
  return clockLabel(hour, minute);
}

/** The instant a slot starts: its label read on New York's wall clock on that date. */
export function slotStartsAt(date: string, label: SlotLabel): Date {
  const parsed = parseDate(date);
  if (!parsed) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const { hour, minute } = slotClock(label);
  const wallClockAsUtc = Date.UTC(parsed.year, parsed.month - 1, parsed.day, hour, minute);
  // The zone's offset at the wall-clock time read as UTC is right except within hours of a DST
  // change; a second pass with the offset at the first guess settles it.
  const firstGuess = wallClockAsUtc - businessZoneOffsetMs(new Date(wallClockAsUtc));
  return new Date(wallClockAsUtc - businessZoneOffsetMs(new Date(firstGuess)));
}

/** A slot whose start is now or earlier can no longer be booked. */
export function isSlotPast(date: string, label: SlotLabel, now: Date): boolean {
  return slotStartsAt(date, label).getTime() <= now.getTime();
}

/** AM before 12 is morning, PM before 5 is afternoon, otherwise evening. */
export function slotPeriod(label: SlotLabel): SlotPeriod {
  const { hour } = slotClock(label);
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** '8:00 AM' -> '8:00 AM - 10:00 AM'. */
export function slotWindowLabel(label: SlotLabel): string {
  const { hour, minute } = slotClock(label);
  return `${label} - ${clockLabel(hour + SLOT_DURATION_HOURS, minute)}`;
}
