// GET /api/time-slots/available (decisions.md "Time slots") on the real app and database, with
// the two demo technicians: capacity 2 per slot.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { TimeSlot } from '../../../domain/schemas/time-slots';
import { addDays, businessToday } from '../../../domain/scheduling/business-time';
import { blockedSlots, bookings, staff } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { dayAhead, postBooking, validDraft } from '../bookings/testing';

const app = await createTestApp();
const LABELS = ['8:00 AM', '10:00 AM', '12:00 PM', '2:00 PM', '4:00 PM', '6:00 PM'];

async function slots(date: string): Promise<TimeSlot[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/time-slots/available?date=${date}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TimeSlot[]>();
}
const available = async (date: string, time: string) =>
  (await slots(date)).find((slot) => slot.time === time)?.isAvailable;

async function book(date: string, time: string, overrides = {}) {
  const response = await postBooking(
    app,
    validDraft({ appointmentDate: date, appointmentTime: time as never, ...overrides }),
  );
  return response;
}

describe('the booking window', () => {
  const today = businessToday(new Date());

  it('lists the six labels for a date in the window', async () => {
    const list = await slots(dayAhead(1));
    expect(list.map((slot) => slot.time)).toEqual(LABELS);
    expect(list.every((slot) => slot.date === dayAhead(1) && slot.isAvailable)).toBe(true);
  });

  it('accepts today and today + 13', async () => {
    await slots(today);
    await slots(addDays(today, 13));
  });

  it.each([
    ['today + 14', addDays(today, 14)],
    ['yesterday', addDays(today, -1)],
    ['malformed', '2026-1-5'],
    ['not a date', 'tomorrow'],
    ['impossible', '2026-02-30'],
    ['empty', ''],
  ])('%s is a 400 naming date', async (_name, date) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/time-slots/available?date=${date}`,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(body.message.startsWith('date: ')).toBe(true);
    expect(body.fieldErrors).toHaveProperty('date');
  });

  it('a missing date is a 400 naming date', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/time-slots/available' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('date');
  });

  it('today, slots that have started are not available', async () => {
    const list = await slots(today);
    // The hour and minute on New York's wall clock now, worked out independently of the server.
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(new Date());
    const hour = Number(parts.find((p) => p.type === 'hour')?.value);
    const minute = Number(parts.find((p) => p.type === 'minute')?.value);
    const nowMinutes = hour * 60 + minute;
    [8, 10, 12, 14, 16, 18].forEach((startHour, index) => {
      // Seconds are not compared: a slot starting this very minute may go either way.
      if (startHour * 60 === nowMinutes) return;
      expect(list[index]?.isAvailable).toBe(startHour * 60 > nowMinutes);
    });
  });
});

describe('capacity: the two active demo technicians', () => {
  it('two bookings fill a slot; the third gets the 409', async () => {
    const date = dayAhead(2);
    expect((await book(date, '8:00 AM')).statusCode).toBe(201);
    expect(await available(date, '8:00 AM')).toBe(true);
    expect((await book(date, '8:00 AM')).statusCode).toBe(201);
    expect(await available(date, '8:00 AM')).toBe(false);
    expect(await available(date, '10:00 AM')).toBe(true);
    const third = await book(date, '8:00 AM');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      message: 'That time was just booked. Please pick another.',
      code: 'slot_full',
    });
  });

  it('a cancelled booking frees its place', async () => {
    const date = dayAhead(3);
    const first = (await book(date, '12:00 PM')).json<BookingResponse>();
    await book(date, '12:00 PM');
    expect(await available(date, '12:00 PM')).toBe(false);
    await app.ctx.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first.id));
    expect(await available(date, '12:00 PM')).toBe(true);
    expect((await book(date, '12:00 PM')).statusCode).toBe(201);
  });

  it('a blocked slot is unavailable and cannot be booked', async () => {
    const date = dayAhead(4);
    await app.ctx.db.insert(blockedSlots).values({ date, time: '2:00 PM', reason: 'Training' });
    expect(await available(date, '2:00 PM')).toBe(false);
    expect(await available(date, '4:00 PM')).toBe(true);
    expect((await book(date, '2:00 PM')).statusCode).toBe(409);
  });

  it('an unpaid card booking whose hold has expired frees its place; a live hold does not', async () => {
    const date = dayAhead(5);
    const cardA = (await book(date, '4:00 PM', { paymentMethod: 'card' })).json<BookingResponse>();
    await book(date, '4:00 PM', { paymentMethod: 'card' });
    expect(await available(date, '4:00 PM')).toBe(false);
    await app.ctx.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, cardA.id));
    expect(await available(date, '4:00 PM')).toBe(true);
    expect((await book(date, '4:00 PM')).statusCode).toBe(201);
    expect(await available(date, '4:00 PM')).toBe(false);
  });

  it('a paid card booking keeps its place whatever its old hold said', async () => {
    const date = dayAhead(6);
    const paid = (await book(date, '6:00 PM', { paymentMethod: 'card' })).json<BookingResponse>();
    await book(date, '6:00 PM');
    await app.ctx.db
      .update(bookings)
      .set({ paymentStatus: 'paid', holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, paid.id));
    expect(await available(date, '6:00 PM')).toBe(false);
  });

  it('capacity follows the active technicians, never below 1; admins do not count', async () => {
    const date = dayAhead(7);
    await book(date, '10:00 AM');
    expect(await available(date, '10:00 AM')).toBe(true);
    await app.ctx.db.update(staff).set({ isActive: false }).where(eq(staff.username, 'sarah'));
    expect(await available(date, '10:00 AM')).toBe(false);
    await app.ctx.db
      .update(staff)
      .set({ isActive: false })
      .where(and(eq(staff.role, 'technician')));
    // No active technician: still one place per slot.
    expect(await available(date, '12:00 PM')).toBe(true);
    expect(await available(date, '10:00 AM')).toBe(false);
    await app.ctx.db.update(staff).set({ isActive: true }).where(eq(staff.role, 'technician'));
    expect(await available(date, '10:00 AM')).toBe(true);
  });
});
