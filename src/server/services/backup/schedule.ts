// When the nightly backup is due: once a business day, from 3 AM in New York (decisions.md
// "Running it"). A server that was down at 3 AM takes it as soon as it is up again that day.
import {
  addDays,
  BUSINESS_TIME_ZONE,
  businessToday,
} from '../../../domain/scheduling/business-time';

export const NIGHTLY_HOUR = 3;

const hourFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});

function businessHour(instant: Date): number {
  return Number(hourFormat.format(instant));
}

/** The business day a backup taken at `instant` counts for: days begin at 3 AM New York time. */
export function backupDay(instant: Date): string {
  const today = businessToday(instant);
  return businessHour(instant) >= NIGHTLY_HOUR ? today : addDays(today, -1);
}

/** True when no nightly backup was taken since today's 3 AM (New York) and it is past it. */
export function nightlyDue(now: Date, lastNightly: Date | undefined): boolean {
  if (businessHour(now) < NIGHTLY_HOUR) return false;
  return lastNightly === undefined || backupDay(lastNightly) !== businessToday(now);
}
