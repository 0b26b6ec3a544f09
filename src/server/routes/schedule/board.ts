// The schedule board's answer (GET /api/schedule): per day and arrival window the capacity,
// the places taken, a block (with its id and reason) and the bookings; per day the active
// technicians with their jobs. Pure: the reads come from the repository.
import {
  addDays,
  isSlotPast,
  SLOT_LABELS,
  type SlotLabel,
} from '../../../domain/scheduling/business-time';
import type { BookingStatus } from '../../../domain/schemas/staff';
import { placesOf } from '../../bookings/slots';
import type { ScheduleDay } from '../../../domain/schemas/staff-operations';

type BoardBooking = {
  id: number;
  reference: string;
  name: string;
  status: BookingStatus;
  paymentStatus: string;
  date: string;
  time: string;
  technicianId: number | null;
  technicianName: string | null;
  secondTechnicianId: number | null;
  largeTvAssistance: string;
};
type BoardBlock = { id: number; date: string; time: string; reason: string | null };
type BoardTechnician = { id: number; name: string; maxJobsPerDay: number };

export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function buildBoard(input: {
  from: string;
  to: string;
  now: Date;
  bookings: readonly BoardBooking[];
  blocks: readonly BoardBlock[];
  technicians: readonly BoardTechnician[];
}): ScheduleDay[] {
  const capacity = Math.max(1, input.technicians.length);
  const activeIds = new Set(input.technicians.map((tech) => tech.id));
  return daysBetween(input.from, input.to).map((date) => {
    const ofDay = input.bookings.filter((b) => b.date === date);
    const windows = SLOT_LABELS.map((time: SlotLabel) => {
      const inWindow = ofDay.filter((b) => b.time === time);
      const block = input.blocks.find((b) => b.date === date && b.time === time);
      // A two-technician job takes two places (time-slots/repository.ts counts alike).
      const booked = inWindow.reduce((sum, b) => sum + placesOf(b), 0);
      return {
        time,
        capacity,
        booked,
        available: !block && booked < capacity && !isSlotPast(date, time, input.now),
        // More places taken than technicians (one was deactivated): the office must act.
        overbooked: booked > capacity,
        blocked: block ? { id: block.id, reason: block.reason } : null,
        // Jobs nobody leads (a deactivated technician's come back here): never off the board.
        unassigned: inWindow
          .filter((b) => b.technicianId === null || !activeIds.has(b.technicianId))
          .map((b) => ({ id: b.id, reference: b.reference, name: b.name, status: b.status })),
        bookings: inWindow.map((b) => ({
          id: b.id,
          reference: b.reference,
          name: b.name,
          status: b.status,
          paymentStatus: b.paymentStatus,
          technicianId: b.technicianId,
          technicianName: b.technicianName,
        })),
      };
    });
    const technicians = input.technicians.map((tech) => ({
      ...tech,
      jobs: ofDay
        .filter((b) => b.technicianId === tech.id || b.secondTechnicianId === tech.id)
        .map((b) => ({
          bookingId: b.id,
          reference: b.reference,
          time: b.time as SlotLabel,
          status: b.status,
        })),
    }));
    return { date, capacity, windows, technicians };
  });
}
