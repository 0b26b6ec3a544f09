// Issue 26, "Send two technicians": a two-technician job takes two places in its window (the
// customer's slots, the booking's capacity check, the office's and the customer's moves, the
// schedule board), and staff assign it a lead and a second who both see it and whose daily limits
// it counts toward (decisions.md "What the turn-3 walk-throughs settled").
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { StaffBooking } from '../../../domain/schemas/staff';
import type { ScheduleResponse } from '../../../domain/schemas/staff-operations';
import type { TimeSlot } from '../../../domain/schemas/time-slots';
import { staff } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { dayAhead, postBooking, validDraft } from '../bookings/testing';
import { staffCalls } from '../../testing/operations-fixtures';
import { adminMikeSarahTokens, insertBooking, mailsTo, staffId } from './staff-fixtures';

const app = await createTestApp();
const { get, put } = staffCalls(app);
let admin = '';
let mike = '';
let sarah = '';
let mikeId = 0;
let sarahId = 0;

beforeAll(async () => {
  [admin, mike, sarah] = await adminMikeSarahTokens(app);
  [mikeId, sarahId] = await Promise.all([staffId(app, 'mike'), staffId(app, 'sarah')]);
});

const TWO_TECH_TV = {
  tvSize: '76-85',
  wallType: 'brick',
  room: 'Living Room',
  mountType: 'tilt',
  largeTvAssistance: 'two_techs',
} as const;

/** A customer of its own unless `email` is given (2 live unpaid bookings per client at most). */
async function book(date: string, time: string, twoTechs: boolean, email?: string) {
  const res = await postBooking(
    app,
    validDraft({
      appointmentDate: date,
      appointmentTime: time as never,
      ...(email ? { email } : {}),
      serviceName: 'Anything the browser typed',
      notes: 'Gate code 4321',
      ...(twoTechs ? { tvSize: '76-85', wallType: 'brick', tvs: [TWO_TECH_TV] } : {}),
    }),
  );
  return res;
}

const slotsOf = async (date: string) =>
  (await app.inject({ url: `/api/time-slots/available?date=${date}` })).json<TimeSlot[]>();

describe('a two-technician job takes two places', () => {
  it('fills a window of capacity 2 for customers, new bookings and the board', async () => {
    const date = dayAhead(5);
    const res = await book(date, '2:00 PM', true);
    expect(res.statusCode, res.body).toBe(201);
    const slot = (await slotsOf(date)).find((s) => s.time === '2:00 PM');
    expect(slot).toMatchObject({ isAvailable: false, reason: 'full' });
    expect((await book(date, '2:00 PM', false, 'late@example.com')).statusCode).toBe(409);

    const board = (
      await get(`/api/schedule?from=${date}&to=${date}`, admin)
    ).json<ScheduleResponse>();
    const window = board.days[0]?.windows.find((w) => w.time === '2:00 PM');
    expect(window).toMatchObject({ capacity: 2, booked: 2, available: false, overbooked: false });
  });

  it('does not fit into a window where one place is taken, nor move into one', async () => {
    const date = dayAhead(6);
    expect((await book(date, '10:00 AM', false, 'one@example.com')).statusCode).toBe(201);
    expect((await book(date, '10:00 AM', true)).statusCode).toBe(409);

    const twoTech = (await book(date, '12:00 PM', true)).json<BookingResponse>();
    // The office's move into the half-full window is refused...
    const office = await put(`/api/bookings/${twoTech.id}`, admin, {
      appointmentDate: date,
      appointmentTime: '10:00 AM',
    });
    expect(office.statusCode, office.body).toBe(409);
    // ...and so is the customer's.
    const customer = await app.inject({
      method: 'POST',
      url: `/api/manage/${twoTech.manageToken}/reschedule`,
      payload: { appointmentDate: date, appointmentTime: '10:00 AM' },
    });
    expect(customer.statusCode, customer.body).toBe(409);
    // An empty window takes it.
    const moved = await put(`/api/bookings/${twoTech.id}`, admin, {
      appointmentDate: date,
      appointmentTime: '4:00 PM',
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});

describe('assigning two technicians', () => {
  it('gives the job a lead and a second; both see it and both are told', async () => {
    const job = (
      await book(dayAhead(7), '8:00 AM', true, 'pair@example.com')
    ).json<BookingResponse>();
    const listed = (await get(`/api/bookings?q=${job.reference}`, admin)).json<StaffBooking[]>();
    expect(listed[0]).toMatchObject({ assignedTechnicianId: null, assignedTechnicianIds: [] });

    const res = await put(`/api/bookings/${job.id}`, admin, {
      assignedTechnicianIds: [mikeId, sarahId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StaffBooking>()).toMatchObject({
      assignedTechnicianId: mikeId,
      assignedTechnicianIds: [mikeId, sarahId],
      technicianName: expect.stringMatching(/Mike/),
      secondTechnicianName: expect.stringMatching(/Sarah/),
    });

    for (const [token, id] of [
      [mike, mikeId],
      [sarah, sarahId],
    ] as const) {
      const own = await get(`/api/technician/bookings/${id}`, token);
      expect(own.statusCode).toBe(200);
      expect(own.json<StaffBooking[]>().map((b) => b.id)).toContain(job.id);
      expect((await get(`/api/bookings/${job.id}/history`, token)).statusCode).toBe(200);
    }

    // Each technician's "new job" names the TV, wall, mount, add-ons and the gate code, not the
    // browser's free-text service name.
    for (const username of ['mike', 'sarah']) {
      const [tech] = await app.ctx.db.select().from(staff).where(eq(staff.username, username));
      const mail = (await mailsTo(app, tech?.email ?? '')).find((m) =>
        m.subject?.startsWith(`New job ${job.reference}`),
      );
      expect(mail?.text).toContain('76"-85"');
      expect(mail?.text).toMatch(/Brick/);
      expect(mail?.text).toMatch(/Tilt/);
      expect(mail?.text).toContain('Two technicians');
      expect(mail?.text).toContain('Gate code 4321');
      expect(mail?.text).not.toContain('Anything the browser typed');
    }

    // Dropping the second tells Sarah and takes it off her list.
    const single = await put(`/api/bookings/${job.id}`, admin, { assignedTechnicianIds: [mikeId] });
    expect(single.json<StaffBooking>().assignedTechnicianIds).toEqual([mikeId]);
    const [sarahRow] = await app.ctx.db.select().from(staff).where(eq(staff.id, sarahId));
    const notices = await mailsTo(app, sarahRow?.email ?? '');
    expect(
      notices.some((m) => m.subject?.startsWith(`Job ${job.reference} is no longer yours`)),
    ).toBe(true);
    const sarahList = (await get(`/api/technician/bookings/${sarahId}`, sarah)).json<
      StaffBooking[]
    >();
    expect(sarahList.map((b) => b.id)).not.toContain(job.id);
  });

  it('refuses a second technician on a one-technician job, and the same one twice', async () => {
    const id = await insertBooking(app, { appointmentDate: dayAhead(8) });
    const one = await put(`/api/bookings/${id}`, admin, {
      assignedTechnicianIds: [mikeId, sarahId],
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().fieldErrors).toHaveProperty('assignedTechnicianIds');

    const twoTechId = await insertBooking(app, {
      appointmentDate: dayAhead(8),
      largeTvAssistance: 'two_techs',
    });
    const same = await put(`/api/bookings/${twoTechId}`, admin, {
      assignedTechnicianIds: [mikeId, mikeId],
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors).toHaveProperty('assignedTechnicianIds');
    // A technician may not assign.
    expect(
      (await put(`/api/bookings/${twoTechId}`, mike, { assignedTechnicianIds: [mikeId] }))
        .statusCode,
    ).toBe(403);
  });

  it("counts toward the second technician's daily limit too", async () => {
    const date = dayAhead(9);
    await app.ctx.db.update(staff).set({ maxJobsPerDay: 1 }).where(eq(staff.id, sarahId));
    try {
      const pair = await insertBooking(app, {
        appointmentDate: date,
        largeTvAssistance: 'two_techs',
      });
      const other = await insertBooking(app, { appointmentDate: date, appointmentTime: '4:00 PM' });
      const assigned = await put(`/api/bookings/${pair}`, admin, {
        assignedTechnicianIds: [mikeId, sarahId],
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const refused = await put(`/api/bookings/${other}`, admin, { assignedTechnicianId: sarahId });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/at most 1 a day/);
    } finally {
      await app.ctx.db.update(staff).set({ maxJobsPerDay: 4 }).where(eq(staff.id, sarahId));
    }
  });
});
