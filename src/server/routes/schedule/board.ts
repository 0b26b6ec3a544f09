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
  return daysBetween(input.from, input.to).map((date) => {
    const ofDay = input.bookings.filter((b) => b.date === date);
    const windows = SLOT_LABELS.map((time: SlotLabel) => {
      const inWindow = ofDay.filter((b) => b.time === time);
      const block = input.blocks.find((b) => b.date === date && b.time === time);
      return {
        time,
        capacity,
        booked: inWindow.length,
        available: !block && inWindow.length < capacity && !isSlotPast(date, time, input.now),
        blocked: block ? { id: block.id, reason: block.reason } : null,
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
        .filter((b) => b.technicianId === tech.id)
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
