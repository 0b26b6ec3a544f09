// Helpers for the completion, receipt and job-photo tests: a booking made through the real
// booking call (so its breakdown is the engine's), then set up as a job on its day.
import { eq } from 'drizzle-orm';
import type { BuiltApp } from '../app';
import type { BookingDraftInput, BookingResponse } from '../../domain/schemas/booking';
import { businessToday } from '../../domain/scheduling/business-time';
import { bookings } from '../db/schema/index';
import { freshCustomer, postBooking, slotSequence, validDraft } from '../routes/bookings/testing';
import { PNG_BYTES } from '../routes/staff-bookings/staff-fixtures';

/** Each booking in a window of its own (a window holds 2). */
const nextSlot = slotSequence(1);

/** A real (tiny) PNG as the signature pad sends it. */
export const SIGNATURE = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

/** Brick, a tilt mount, wire in the wall and two TVs: the multi-TV discount applies. */
export const TWO_TV_BRICK_DRAFT: Partial<BookingDraftInput> = {
  serviceName: 'Two TVs',
  tvSize: '56-65',
  wallType: 'brick',
  tvs: [
    {
      tvSize: '56-65',
      wallType: 'brick',
      room: 'Living Room',
      mountType: 'tilt',
      mountOption: 'purchase',
      wireInWall: true,
    },
    { tvSize: '44-55', wallType: 'drywall_studs', room: 'Bedroom' },
  ],
};

/**
 * A booking posted by a customer, then confirmed, given to `technicianId` and moved to today
 * (a technician completes a job from the start of its day).
 */
export async function jobForToday(
  app: BuiltApp,
  technicianId: number | null,
  draft: Partial<BookingDraftInput> = {},
): Promise<BookingResponse> {
  const response = await postBooking(
    app,
    validDraft({ ...freshCustomer(), ...nextSlot(), ...TWO_TV_BRICK_DRAFT, ...draft }),
  );
  if (response.statusCode !== 201)
    throw new Error(`booking: ${response.statusCode} ${response.body}`);
  const booking = response.json<BookingResponse>();
  await app.ctx.db
    .update(bookings)
    .set({
      status: 'confirmed',
      assignedTechnicianId: technicianId,
      appointmentDate: businessToday(new Date()),
    })
    .where(eq(bookings.id, booking.id));
  return booking;
}
