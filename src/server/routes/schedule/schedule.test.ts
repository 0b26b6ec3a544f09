// Issue 16 "Done when", dispatch side: the board shows capacity per window; blocking a window
// makes it unavailable to customers; the office reschedules under the slot lock; assignment
// honours final jobs and each technician's jobs per day; technician lists in the order of work.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SlotLabel } from '../../../domain/scheduling/business-time';
import type { StaffBooking } from '../../../domain/schemas/staff';
import type { ScheduleResponse } from '../../../domain/schemas/staff-operations';
import type { TimeSlot } from '../../../domain/schemas/time-slots';
import { bookings, outboxEmails } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { dayAhead, postBooking, validDraft } from '../bookings/testing';
import { staffCalls } from '../../testing/operations-fixtures';
import {
  adminAndMikeTokens,
  bearer,
  insertBooking,
  staffId,
  technicianDraft,
} from '../staff-bookings/staff-fixtures';

const app = await createTestApp();
const { get, put, post, del } = staffCalls(app);
let admin = '';
let mike = '';
let mikeId = 0;
let sarahId = 0;

beforeAll(async () => {
  [admin, mike] = await adminAndMikeTokens(app);
  [mikeId, sarahId] = await Promise.all([staffId(app, 'mike'), staffId(app, 'sarah')]);
});

const board = async (from: string, to = from) => {
  const res = await get(`/api/schedule?from=${from}&to=${to}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScheduleResponse>();
};
const slotsOf = async (date: string) =>
  (await app.inject({ url: `/api/time-slots/available?date=${date}` })).json<TimeSlot[]>();

describe('blocked windows', () => {
  it('makes a window unavailable to customers until it is unblocked', async () => {
    const date = dayAhead(4);
    const time = '2:00 PM';
    expect((await slotsOf(date)).find((s) => s.time === time)?.isAvailable).toBe(true);
    expect(
      (await app.inject({ method: 'POST', url: '/api/blocked-slots', payload: { date, time } }))
        .statusCode,
    ).toBe(401);
    expect((await post('/api/blocked-slots', mike, { date, time })).statusCode).toBe(403);
    const bad = await post('/api/blocked-slots', admin, { date, time: '3:00 PM' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('time');

    const created = await post('/api/blocked-slots', admin, {
      date,
      time,
      reason: 'Team training',
    });
    expect(created.statusCode, created.body).toBe(201);
    const block = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({ date, time, reason: 'Team training' });
    expect((await post('/api/blocked-slots', admin, { date, time })).statusCode).toBe(409);

    expect((await slotsOf(date)).find((s) => s.time === time)?.isAvailable).toBe(false);
    const refused = await postBooking(
      app,
      validDraft({ appointmentDate: date, appointmentTime: time }),
    );
    expect(refused.statusCode).toBe(409);
    const window = (await board(date)).days[0]?.windows.find((w) => w.time === time);
    expect(window).toMatchObject({
      blocked: { id: block.id, reason: 'Team training' },
      available: false,
    });

    expect((await del(`/api/blocked-slots/${block.id}`, admin)).statusCode).toBe(200);
    expect((await del(`/api/blocked-slots/${block.id}`, admin)).statusCode).toBe(404);
    expect((await slotsOf(date)).find((s) => s.time === time)?.isAvailable).toBe(true);
    const booked = await postBooking(
      app,
      validDraft({ appointmentDate: date, appointmentTime: time }),
    );
    expect(booked.statusCode).toBe(201);
  });
});

describe('the schedule board', () => {
  it('shows capacity, places taken, bookings and technicians with their jobs per window', async () => {
    const date = dayAhead(5);
    const id = await insertBooking(app, {
      appointmentDate: date,
      appointmentTime: '10:00 AM',
      assignedTechnicianId: mikeId,
      name: 'Board Customer',
    });
    await insertBooking(app, {
      appointmentDate: date,
      appointmentTime: '10:00 AM',
      status: 'cancelled',
    });
    const { days } = await board(date, dayAhead(6));
    expect(days.map((d) => d.date)).toEqual([date, dayAhead(6)]);
    const day = days[0];
    expect(day?.capacity).toBe(2);
    expect(day?.windows.map((w) => w.time)).toEqual([
      '8:00 AM',
      '10:00 AM',
      '12:00 PM',
      '2:00 PM',
      '4:00 PM',
      '6:00 PM',
    ]);
    const ten = day?.windows.find((w) => w.time === '10:00 AM');
    expect(ten).toMatchObject({ capacity: 2, booked: 1, available: true, blocked: null });
    expect(ten?.bookings).toEqual([
      expect.objectContaining({
        id,
        name: 'Board Customer',
        status: 'pending',
        technicianId: mikeId,
        technicianName: 'Mike Johnson',
        reference: expect.stringMatching(/^CTM-/),
      }),
    ]);
    const mikeRow = day?.technicians.find((t) => t.id === mikeId);
    expect(mikeRow?.jobs).toEqual([expect.objectContaining({ bookingId: id, time: '10:00 AM' })]);
    expect(day?.technicians.map((t) => t.id).sort()).toEqual([mikeId, sarahId].sort());
  });

  it('refuses a range that is backwards or longer than 31 days (400 naming to)', async () => {
    for (const url of [
      `/api/schedule?from=${dayAhead(3)}&to=${dayAhead(2)}`,
      `/api/schedule?from=${dayAhead(1)}&to=${dayAhead(40)}`,
    ]) {
      const res = await get(url, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('to');
    }
    expect(
      (await get(`/api/schedule?from=${dayAhead(1)}&to=${dayAhead(1)}`, mike)).statusCode,
    ).toBe(403);
  });
});

describe('the office reschedules', () => {
  it('takes the new window under the slot lock: 409 when full or blocked; SEQUENCE+1 and a mail', async () => {
    const date = dayAhead(7);
    const email = 'move-me@example.com';
    const id = await insertBooking(app, {
      appointmentDate: date,
      appointmentTime: '8:00 AM',
      email,
    });
    for (let n = 0; n < 2; n += 1) {
      await insertBooking(app, { appointmentDate: date, appointmentTime: '12:00 PM' });
    }
    const full = await put(`/api/bookings/${id}`, admin, {
      appointmentDate: date,
      appointmentTime: '12:00 PM',
    });
    expect(full.statusCode).toBe(409);
    await post('/api/blocked-slots', admin, { date, time: '4:00 PM' });
    expect(
      (
        await put(`/api/bookings/${id}`, admin, {
          appointmentDate: date,
          appointmentTime: '4:00 PM',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await put(`/api/bookings/${id}`, mike, {
          appointmentDate: date,
          appointmentTime: '2:00 PM',
        })
      ).statusCode,
    ).toBe(403);

    const moved = await put(`/api/bookings/${id}`, admin, {
      appointmentDate: dayAhead(8),
      appointmentTime: '2:00 PM',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      appointmentDate: dayAhead(8),
      appointmentTime: '2:00 PM',
    });
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.calendarSequence).toBe(1);
    const mails = await app.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    const mail = mails.find((m) => m.subject?.includes('moved to'));
    expect(mail).toBeDefined();
    const invite = Buffer.from(mail?.attachments[0]?.contentBase64 ?? '', 'base64').toString();
    expect(invite).toContain('SEQUENCE:1');
    const events = (await get(`/api/bookings/${id}/history`, admin)).json<
      { action: string; details: object }[]
    >();
    expect(events.at(-1)).toMatchObject({
      action: 'rescheduled',
      details: {
        from: { appointmentDate: date, appointmentTime: '8:00 AM' },
        to: { appointmentDate: dayAhead(8), appointmentTime: '2:00 PM' },
      },
    });
  });
});

describe('assignment', () => {
  it('never reassigns a completed or cancelled job (409)', async () => {
    for (const status of ['completed', 'cancelled'] as const) {
      const id = await insertBooking(app, { status, assignedTechnicianId: mikeId });
      const res = await put(`/api/bookings/${id}`, admin, { assignedTechnicianId: sarahId });
      expect(res.statusCode).toBe(409);
    }
  });

  it("honours the technician's jobs per day and refuses inactive technicians", async () => {
    const date = dayAhead(9);
    expect((await put(`/api/technicians/${sarahId}`, admin, { maxJobsPerDay: 1 })).statusCode).toBe(
      200,
    );
    const first = await insertBooking(app, { appointmentDate: date, appointmentTime: '8:00 AM' });
    const second = await insertBooking(app, { appointmentDate: date, appointmentTime: '2:00 PM' });
    expect(
      (await put(`/api/bookings/${first}`, admin, { assignedTechnicianId: sarahId })).statusCode,
    ).toBe(200);
    const over = await put(`/api/bookings/${second}`, admin, { assignedTechnicianId: sarahId });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('Sarah Williams');
    expect((await put(`/api/technicians/${sarahId}`, admin, { maxJobsPerDay: 4 })).statusCode).toBe(
      200,
    );
    expect(
      (await put(`/api/bookings/${second}`, admin, { assignedTechnicianId: sarahId })).statusCode,
    ).toBe(200);

    const created = await post('/api/technicians', admin, technicianDraft('ian'));
    const ian = created.json<{ id: number }>().id;
    await put(`/api/technicians/${ian}`, admin, { isActive: false });
    const inactive = await put(`/api/bookings/${second}`, admin, { assignedTechnicianId: ian });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().fieldErrors).toHaveProperty('assignedTechnicianId');
  });
});

describe("a technician's list", () => {
  const mikesJob = (day: number, appointmentTime: SlotLabel) =>
    insertBooking(app, {
      appointmentDate: dayAhead(day),
      appointmentTime,
      assignedTechnicianId: mikeId,
    });

  it('is in the order of the work: date, then arrival window', async () => {
    const a = await mikesJob(11, '10:00 AM');
    const b = await mikesJob(10, '2:00 PM');
    const c = await mikesJob(10, '8:00 AM');
    const d = await mikesJob(11, '8:00 AM');
    const list = (
      await app.inject({ url: `/api/technician/bookings/${mikeId}`, headers: bearer(mike) })
    ).json<StaffBooking[]>();
    const mine = list.map((x) => x.id).filter((x) => [a, b, c, d].includes(x));
    expect(mine).toEqual([c, b, d, a]);
    const keys = list.map((x) => `${x.appointmentDate}`);
    expect([...keys].sort()).toEqual(keys);
  });
});
