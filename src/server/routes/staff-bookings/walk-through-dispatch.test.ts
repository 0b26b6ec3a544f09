// Issue 26 (decisions.md "What the turn-3 walk-throughs settled"), the dispatch side: why a slot
// cannot be booked, the board's overbooked windows, the customer's moves into the last 24 hours,
// completion before a job's day, the technicians' notices, the outbox message and the team's
// phone numbers.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_BUSINESS_FACTS } from '../../../domain/catalog/business-seed';
import {
  businessToday,
  slotStartsAt,
  type SlotLabel,
} from '../../../domain/scheduling/business-time';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { ScheduleResponse } from '../../../domain/schemas/staff-operations';
import type { TimeSlot } from '../../../domain/schemas/time-slots';
import { bookings, staff } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { dayAhead, postBooking, validDraft } from '../bookings/testing';
import { rescheduleByToken } from '../manage/service';
import { staffCalls } from '../../testing/operations-fixtures';
import {
  adminAndMikeTokens,
  insertBooking,
  mailsTo,
  staffId,
  technicianDraft,
} from './staff-fixtures';

const app = await createTestApp();
const { get, put, post } = staffCalls(app);
let admin = '';
let mike = '';
let mikeId = 0;
let mikeEmail = '';

beforeAll(async () => {
  [admin, mike] = await adminAndMikeTokens(app);
  mikeId = await staffId(app, 'mike');
  const [row] = await app.ctx.db.select().from(staff).where(eq(staff.id, mikeId));
  mikeEmail = row?.email ?? '';
});

const slotsOf = async (date: string) =>
  (await app.inject({ url: `/api/time-slots/available?date=${date}` })).json<TimeSlot[]>();

describe('GET /api/time-slots/available says why a slot is unavailable', () => {
  it('full, blocked, or nothing for a free slot', async () => {
    const date = dayAhead(10);
    await insertBooking(app, { appointmentDate: date, appointmentTime: '8:00 AM' });
    await insertBooking(app, { appointmentDate: date, appointmentTime: '8:00 AM' });
    expect((await post('/api/blocked-slots', admin, { date, time: '12:00 PM' })).statusCode).toBe(
      201,
    );
    const slots = await slotsOf(date);
    expect(slots.find((s) => s.time === '8:00 AM')).toEqual({
      date,
      time: '8:00 AM',
      isAvailable: false,
      reason: 'full',
    });
    expect(slots.find((s) => s.time === '12:00 PM')).toMatchObject({ reason: 'blocked' });
    expect(slots.find((s) => s.time === '10:00 AM')).toEqual({
      date,
      time: '10:00 AM',
      isAvailable: true,
    });
  });

  it('a window that has started is past, never full, even when it is full', async () => {
    const today = businessToday(new Date());
    await insertBooking(app, { appointmentDate: today, appointmentTime: '8:00 AM' });
    await insertBooking(app, { appointmentDate: today, appointmentTime: '8:00 AM' });
    const slots = await slotsOf(today);
    for (const slot of slots) {
      const started = slotStartsAt(today, slot.time).getTime() <= Date.now();
      if (started) expect(slot).toMatchObject({ isAvailable: false, reason: 'past' });
    }
    const eight = slots.find((s) => s.time === '8:00 AM');
    expect(eight?.reason).toBe(
      slotStartsAt(today, '8:00 AM').getTime() <= Date.now() ? 'past' : 'full',
    );
  });
});

describe('the customer moves into the last 24 hours', () => {
  async function cashBooking(email: string): Promise<BookingResponse> {
    const res = await postBooking(
      app,
      validDraft({ appointmentDate: dayAhead(11), appointmentTime: '4:00 PM', email }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingResponse>();
  }

  it('is a 409 with the phone number; a move further out clears "on my way"', async () => {
    const booking = await cashBooking('mover@example.com');
    // Told at noon, nine days ahead of the booking: moving to 10 AM the next morning is within
    // 24 hours of that moment.
    const target = { appointmentDate: dayAhead(3), appointmentTime: '10:00 AM' as SlotLabel };
    const now = new Date(
      slotStartsAt(target.appointmentDate, target.appointmentTime).getTime() - 22 * 3600_000,
    );
    await expect(
      rescheduleByToken(app.ctx, booking.manageToken, target, now),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining(SEED_BUSINESS_FACTS.phone),
    });

    await app.ctx.db
      .update(bookings)
      .set({ enRouteAt: new Date(), assignedTechnicianId: mikeId })
      .where(eq(bookings.id, booking.id));
    const later = new Date(
      slotStartsAt(target.appointmentDate, target.appointmentTime).getTime() - 30 * 3600_000,
    );
    const view = await rescheduleByToken(app.ctx, booking.manageToken, target, later);
    expect(view.appointmentDate).toBe(target.appointmentDate);
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.enRouteAt).toBeNull();
    // The technician is told the job moved.
    const moved = (await mailsTo(app, mikeEmail)).filter((m) =>
      m.subject?.startsWith(`Job ${booking.reference} moved`),
    );
    expect(moved).toHaveLength(1);
  });

  it('through the route too', async () => {
    const booking = await cashBooking('route-mover@example.com');
    const tomorrow = dayAhead(1);
    // Tomorrow at 8 AM is within 24 hours whenever this runs after 8 AM; 6 PM tomorrow is at
    // most 34 hours away, so pick the earliest window of tomorrow that starts within 24 hours.
    const soon = (
      ['8:00 AM', '10:00 AM', '12:00 PM', '2:00 PM', '4:00 PM', '6:00 PM'] as const
    ).find((time) => slotStartsAt(tomorrow, time).getTime() - Date.now() < 24 * 3600_000);
    if (!soon) return; // Before 8 AM every window of tomorrow is more than 24 hours away.
    const res = await app.inject({
      method: 'POST',
      url: `/api/manage/${booking.manageToken}/reschedule`,
      payload: { appointmentDate: tomorrow, appointmentTime: soon },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain(SEED_BUSINESS_FACTS.phone);
  });
});

describe('completing a job before its day', () => {
  it('is a 409 for the technician and needs early: true from an admin', async () => {
    const future = await insertBooking(app, {
      appointmentDate: dayAhead(4),
      status: 'confirmed',
      assignedTechnicianId: mikeId,
      email: 'early@example.com',
    });
    const byTech = await put(`/api/bookings/${future}`, mike, { status: 'completed' });
    expect(byTech.statusCode).toBe(409);
    const byAdmin = await put(`/api/bookings/${future}`, admin, { status: 'completed' });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().message).toMatch(/early: true/);
    // Nobody was told the job is done.
    expect(
      (await mailsTo(app, 'early@example.com')).filter((m) => m.subject?.endsWith('Job done')),
    ).toHaveLength(0);

    const early = await put(`/api/bookings/${future}`, admin, { status: 'completed', early: true });
    expect(early.statusCode, early.body).toBe(200);
    const history = (await get(`/api/bookings/${future}/history`, admin)).json<unknown>();
    expect(JSON.stringify(history)).toMatch(/"early":true/);

    const today = await insertBooking(app, {
      appointmentDate: businessToday(new Date()),
      status: 'confirmed',
      assignedTechnicianId: mikeId,
    });
    expect((await put(`/api/bookings/${today}`, mike, { status: 'completed' })).statusCode).toBe(
      200,
    );
  });
});

describe('technicians hear of changes to their jobs', () => {
  it('unassigned, moved by the office, cancelled', async () => {
    const id = await insertBooking(app, {
      appointmentDate: dayAhead(12),
      appointmentTime: '8:00 AM',
      status: 'confirmed',
    });
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    const ref = row?.reference ?? '';
    const subjects = async () => (await mailsTo(app, mikeEmail)).map((m) => m.subject);

    expect(
      (await put(`/api/bookings/${id}`, admin, { assignedTechnicianId: mikeId })).statusCode,
    ).toBe(200);
    expect(
      (await put(`/api/bookings/${id}`, admin, { assignedTechnicianId: null })).statusCode,
    ).toBe(200);
    expect((await subjects()).some((s) => s?.startsWith(`Job ${ref} is no longer yours`))).toBe(
      true,
    );

    await put(`/api/bookings/${id}`, admin, { assignedTechnicianId: mikeId });
    const moved = await put(`/api/bookings/${id}`, admin, {
      appointmentDate: dayAhead(12),
      appointmentTime: '2:00 PM',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await subjects()).some((s) => s?.startsWith(`Job ${ref} moved`))).toBe(true);

    const cancelled = await put(`/api/bookings/${id}`, admin, {
      status: 'cancelled',
      reason: 'Customer called',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await subjects()).some((s) => s?.startsWith(`Job ${ref} cancelled`))).toBe(true);
  });
});

describe('GET /api/outbox/{id}', () => {
  it('answers the message with its text and HTML body, to admins only', async () => {
    // The newest e-mail (the technicians' texts of the tests above are newer).
    const list = (await get('/api/outbox?channel=email&limit=1', admin)).json<
      { id: number; subject: string }[]
    >();
    const first = list[0];
    expect(first).toBeDefined();
    const res = await get(`/api/outbox/${first?.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: first?.id,
      subject: first?.subject,
      body: expect.stringContaining('Hi '),
      html: expect.stringContaining('<html'),
    });
    expect((await get(`/api/outbox/${first?.id}`, mike)).statusCode).toBe(403);
    expect((await get('/api/outbox/999999', admin)).statusCode).toBe(404);
  });
});

describe('the schedule board after a technician is deactivated', () => {
  it('marks the overbooked window and lists its unassigned jobs', async () => {
    const created = await post('/api/technicians', admin, technicianDraft('tess'));
    expect(created.statusCode, created.body).toBe(201);
    const tessId = created.json<{ id: number }>().id;
    const date = dayAhead(13);
    for (let i = 0; i < 2; i += 1) {
      await insertBooking(app, { appointmentDate: date, appointmentTime: '6:00 PM' });
    }
    const tessJob = await insertBooking(app, {
      appointmentDate: date,
      appointmentTime: '6:00 PM',
      assignedTechnicianId: tessId,
    });
    const off = await put(`/api/technicians/${tessId}`, admin, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);

    const board = (
      await get(`/api/schedule?from=${date}&to=${date}`, admin)
    ).json<ScheduleResponse>();
    const window = board.days[0]?.windows.find((w) => w.time === '6:00 PM');
    expect(window).toMatchObject({ capacity: 2, booked: 3, overbooked: true, available: false });
    expect(window?.unassigned.map((j) => j.id)).toContain(tessJob);
    const calm = board.days[0]?.windows.find((w) => w.time === '8:00 AM');
    expect(calm?.overbooked).toBe(false);
  });
});

describe("a team member's phone number", () => {
  it('"12" is refused with a field error naming phone', async () => {
    const res = await post(
      '/api/technicians',
      admin,
      technicianDraft('shortphone', { phone: '12' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.phone).toMatch(/10 digits/);
    const edit = await put(`/api/technicians/${mikeId}`, admin, { phone: '12' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fieldErrors).toHaveProperty('phone');
  });
});
