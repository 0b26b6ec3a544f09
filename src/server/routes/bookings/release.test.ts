import { describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { TimeSlot } from '../../../domain/schemas/time-slots';
import { createTestApp } from '../../testing/test-app';
import { postBooking, validDraft } from './testing';

const app = await createTestApp();

const release = (id: number, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/release`,
    headers: key ? { 'idempotency-key': key } : {},
  });

async function slotAvailable(date: string, time: string): Promise<boolean> {
  const res = await app.inject({ method: 'GET', url: `/api/time-slots/available?date=${date}` });
  return res.json<TimeSlot[]>().find((slot) => slot.time === time)?.isAvailable ?? false;
}

describe('POST /api/bookings/:id/release', () => {
  it('gives an unpaid card booking back with the key that made it, so the slot frees at once', async () => {
    const draft = validDraft({ paymentMethod: 'card', appointmentTime: '12:00 PM' });
    // Capacity is the two demo technicians: two unpaid card holds fill the slot.
    const first = await postBooking(app, draft, { 'idempotency-key': 'card-attempt-1' });
    const second = await postBooking(app, draft, { 'idempotency-key': 'card-attempt-2' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(await slotAvailable(draft.appointmentDate, '12:00 PM')).toBe(false);

    const id = first.json<BookingResponse>().id;
    expect((await release(id, 'card-attempt-1')).statusCode).toBe(204);
    expect(await slotAvailable(draft.appointmentDate, '12:00 PM')).toBe(true);
    // Once released it stays released; a second call finds nothing to release.
    expect((await release(id, 'card-attempt-1')).statusCode).toBe(404);
  });

  it("refuses without the key, with another booking's key, and for cash bookings", async () => {
    const card = await postBooking(
      app,
      validDraft({ paymentMethod: 'card', appointmentTime: '2:00 PM' }),
      {
        'idempotency-key': 'card-attempt-3',
      },
    );
    const cash = await postBooking(app, validDraft({ appointmentTime: '2:00 PM' }), {
      'idempotency-key': 'cash-attempt-1',
    });
    const cardId = card.json<BookingResponse>().id;
    const cashId = cash.json<BookingResponse>().id;

    const missing = await release(cardId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('Idempotency-Key');
    expect((await release(cardId, 'cash-attempt-1')).statusCode).toBe(404);
    expect((await release(cashId, 'cash-attempt-1')).statusCode).toBe(404);
    expect((await release(cardId, 'card-attempt-3')).statusCode).toBe(204);
  });
});
