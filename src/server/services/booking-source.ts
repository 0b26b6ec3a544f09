// Bookings made by the diagnostic pages (/system-test, /contact-form-test) carry
// source "diagnostic" (decisions.md, "What the turn-3 walk-throughs settled"): marked Test for
// staff, left out of stats, exports, reminders and notifications, deleted after 24 hours.
import type { BookingSource } from '../../domain/schemas/booking';

export type { BookingSource };

/** Whether a change of this booking may send e-mail to its customer, the admins or technicians. */
export function sendsNotifications(booking: { source: BookingSource }): boolean {
  return booking.source !== 'diagnostic';
}
