// Bookings made by the diagnostic pages (/system-test, /contact-form-test) carry
// source "diagnostic" (decisions.md, "What the turn-3 walk-throughs settled"): marked Test for
// staff, left out of stats, exports, reminders and notifications, deleted after 24 hours.
import type { BOOKING_SOURCES } from '../db/schema/bookings';

export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** Whether a change of this booking may send e-mail to its customer, the admins or technicians. */
export function sendsNotifications(booking: { source: BookingSource }): boolean {
  return booking.source !== 'diagnostic';
}
