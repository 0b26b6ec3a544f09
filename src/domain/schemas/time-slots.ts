// GET /api/time-slots/available?date=YYYY-MM-DD (decisions.md "Time slots").
import { z } from 'zod';
import { SLOT_LABELS } from '../scheduling/business-time';
import { appointmentDateSchema } from './booking';

export const SLOT_UNAVAILABLE_REASONS = ['past', 'blocked', 'full'] as const;
export type SlotUnavailableReason = (typeof SLOT_UNAVAILABLE_REASONS)[number];

export const timeSlotsQuerySchema = z.object({
  /** Today to today + 13 in America/New_York; any other date is a 400 naming `date`. */
  date: appointmentDateSchema,
});

export const timeSlotSchema = z.object({
  date: z.string(),
  time: z.enum(SLOT_LABELS),
  isAvailable: z.boolean(),
  /** Why a slot cannot be booked: started already, closed by staff, or every place taken. */
  reason: z.enum(SLOT_UNAVAILABLE_REASONS).optional(),
});
export type TimeSlot = z.output<typeof timeSlotSchema>;

/** The six slots of the date, in order from 8:00 AM to 6:00 PM. */
export const timeSlotsResponseSchema = z.array(timeSlotSchema).meta({
  examples: [
    [
      { date: '2026-12-01', time: '8:00 AM', isAvailable: false, reason: 'past' },
      { date: '2026-12-01', time: '10:00 AM', isAvailable: true },
      { date: '2026-12-01', time: '12:00 PM', isAvailable: false, reason: 'full' },
    ],
  ],
});
