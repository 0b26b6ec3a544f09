// decisions.md "Same-day service": the one-time same-day fee is charged only when the booked
// window starts within 24 hours of the moment the booking is made. A window further out is
// served on its own day anyway, so a fee for speed would be a charge for nothing.
import { slotStartsAt, type SlotLabel } from '../scheduling/business-time';

export const SAME_DAY_WINDOW_HOURS = 24;
const WINDOW_MS = SAME_DAY_WINDOW_HOURS * 3_600_000;

/** The booked window, and the moment it is booked (or quoted). */
export interface AppointmentAt {
  readonly date: string;
  readonly time: SlotLabel;
  readonly bookedAt: Date;
}

/** True when the window starts less than 24 hours after `bookedAt` (a started window counts). */
export function startsWithinSameDayWindow(appointment: AppointmentAt): boolean {
  const startsAt = slotStartsAt(appointment.date, appointment.time).getTime();
  return startsAt - appointment.bookedAt.getTime() < WINDOW_MS;
}

/**
 * Whether a customer who asked for same-day service pays its fee: always when no window is chosen
 * yet (the quote prices the request as asked), otherwise only inside the 24 hours.
 */
export function sameDayFeeApplies(appointment: AppointmentAt | undefined): boolean {
  return appointment === undefined || startsWithinSameDayWindow(appointment);
}

export const SAME_DAY_DROPPED =
  'Same-Day Service is only for a window that starts within 24 hours, so its $75 fee is not charged for this window.';

/**
 * decisions.md "Same-day service": the customer is told when the window drops the fee asked for;
 * `notice` is the sentence in the customer's language (QuoteWords.sameDayDropped).
 */
export function sameDayDroppedNotice(
  askedSameDay: boolean,
  appointment: AppointmentAt | undefined,
  notice: string = SAME_DAY_DROPPED,
): string | null {
  return askedSameDay && appointment && !startsWithinSameDayWindow(appointment) ? notice : null;
}
