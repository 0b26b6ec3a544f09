// The live updates' event bodies (decisions.md "Live updates", docs/decisions/039-live-updates.md):
// what one `event: booking` of the staff stream carries. The customer's stream carries the
// customer's view of the booking instead (customerBookingViewSchema in ./manage.ts).
import type { z } from 'zod';
import { staffBookingSchema } from './staff';

/** The fields a staff screen needs to move a booking on its list or board, and no more. */
export const liveStaffBookingSchema = staffBookingSchema.pick({
  id: true,
  reference: true,
  status: true,
  paymentStatus: true,
  appointmentDate: true,
  appointmentTime: true,
  assignedTechnicianId: true,
  enRouteAt: true,
});
export type LiveStaffBooking = z.infer<typeof liveStaffBookingSchema>;

/** The SSE event name of a booking's change on both streams. */
export const LIVE_BOOKING_EVENT = 'booking';
