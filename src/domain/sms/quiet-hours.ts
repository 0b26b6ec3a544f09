// Quiet hours (decisions.md "Text messages (SMS)"): no text between 9 PM and 8 AM business time,
// except "on my way". A text written in them waits for 8 AM.
import { addDays, businessToday, slotStartsAt } from '../scheduling/business-time';

/** 9 PM is 13 hours after 8 AM on every day: New York changes its clocks at 2 AM. */
const DAY_LENGTH_MS = 13 * 3_600_000;

/** 8 AM and 9 PM business time on the business date of `now`. */
function sendableDay(now: Date): { opens: Date; closes: Date } {
  const opens = slotStartsAt(businessToday(now), '8:00 AM');
  return { opens, closes: new Date(opens.getTime() + DAY_LENGTH_MS) };
}

/** The first instant at or after `now` outside quiet hours: `now` itself by day, else 8 AM. */
export function nextSendableAt(now: Date): Date {
  const { opens, closes } = sendableDay(now);
  if (now < opens) return opens;
  if (now < closes) return now;
  return slotStartsAt(addDays(businessToday(now), 1), '8:00 AM');
}

export function isQuietHours(now: Date): boolean {
  return nextSendableAt(now).getTime() !== now.getTime();
}
