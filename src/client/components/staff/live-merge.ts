// How one `event: booking` of the staff stream (liveStaffBookingSchema) moves the staff screens'
// cached data (issue 30, docs/decisions/040-live-screens.md). Pure: the features' hooks apply
// the answers with setQueryData, and refetch when the event alone cannot tell the whole change.
import { liveStaffBookingSchema, type LiveStaffBooking } from '@/domain/schemas/live';
import type { StaffBooking } from '@/domain/schemas/staff';
import type { ScheduleResponse } from '@/domain/schemas/staff-operations';

/** The event's data when it is a staff booking change, else null (ignored). */
export function liveStaffBooking(data: unknown): LiveStaffBooking | null {
  const parsed = liveStaffBookingSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** A merged value, and whether the screen must still refetch to be whole. */
export type Merged<T> = { data: T; refetch: boolean };

/** Statuses whose row carries more than the event says (reason, collected money, record). */
const STATUSES_WITH_MORE = new Set(['cancelled', 'completed']);

/**
 * The change to one booking of a staff list (admin bookings, technician jobs): its fields are
 * merged in place. A refetch is still asked for when the booking is not in the list (new, or now
 * matching), or when what changed carries fields the event has not (a technician's name, the
 * order by day and window, a cancellation's reason, collected money).
 */
export function mergeIntoBookings(
  list: StaffBooking[],
  event: LiveStaffBooking,
): Merged<StaffBooking[]> {
  const index = list.findIndex((b) => b.id === event.id);
  if (index === -1) return { data: list, refetch: true };
  const before = list[index]!;
  const after: StaffBooking = { ...before, ...event };
  const refetch =
    before.assignedTechnicianId !== event.assignedTechnicianId ||
    before.appointmentDate !== event.appointmentDate ||
    before.appointmentTime !== event.appointmentTime ||
    before.paymentStatus !== event.paymentStatus ||
    (before.status !== event.status && STATUSES_WITH_MORE.has(event.status));
  const unchanged = (Object.keys(event) as (keyof LiveStaffBooking)[]).every(
    (key) => before[key] === event[key],
  );
  if (unchanged) return { data: list, refetch: false };
  const data = list.slice();
  data[index] = after;
  return { data, refetch };
}

/**
 * The change on the schedule board: a booking's status and payment are updated where it shows.
 * Anything that moves it (another day, window or technician), frees or takes a place (cancelled,
 * or no longer), or a booking not on the board for a day it covers, asks for a refetch. A day
 * outside the board's range changes nothing.
 */
export function mergeIntoSchedule(
  schedule: ScheduleResponse,
  event: LiveStaffBooking,
): Merged<ScheduleResponse> {
  const inRange = event.appointmentDate >= schedule.from && event.appointmentDate <= schedule.to;
  let found = false;
  let moved = false;
  let changed = false;
  const days = schedule.days.map((day) => ({
    ...day,
    windows: day.windows.map((window) => {
      const at = (id: number) => {
        if (id !== event.id) return false;
        found = true;
        if (day.date !== event.appointmentDate || window.time !== event.appointmentTime) {
          moved = true;
        }
        return true;
      };
      return {
        ...window,
        bookings: window.bookings.map((b) => {
          if (!at(b.id)) return b;
          if (b.technicianId !== event.assignedTechnicianId) moved = true;
          if ((b.status === 'cancelled') !== (event.status === 'cancelled')) moved = true;
          if (b.status === event.status && b.paymentStatus === event.paymentStatus) return b;
          changed = true;
          return { ...b, status: event.status, paymentStatus: event.paymentStatus };
        }),
        unassigned: window.unassigned.map((b) => {
          if (!at(b.id)) return b;
          if (event.assignedTechnicianId !== null) moved = true;
          if (b.status === event.status) return b;
          changed = true;
          return { ...b, status: event.status };
        }),
      };
    }),
    technicians: day.technicians.map((technician) => ({
      ...technician,
      jobs: technician.jobs.map((job) => {
        if (job.bookingId !== event.id || job.status === event.status) return job;
        changed = true;
        return { ...job, status: event.status };
      }),
    })),
  }));
  const refetch = moved || (!found && inRange);
  return { data: changed ? { ...schedule, days } : schedule, refetch };
}
