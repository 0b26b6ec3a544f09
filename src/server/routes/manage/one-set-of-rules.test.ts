// decisions.md "One set of booking rules", through the real app and database: a customer's move
// to a day on which the job's technician is at their daily limit is accepted and hands the job
// back to the office unassigned (an event, a notice to the admins, the technician told); the
// office's same move is refused; "on my way" is cleared by every move, the customer's and the
// office's.
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_JOBS_PER_DAY } from '../../../domain/catalog/defaults';
import { AT_DAILY_LIMIT_REASON } from '../../../domain/bookings/rules';
import type { BookingResponse } from '../../../domain/schemas/booking';
import { bookings, staff } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { dayAhead, freshAddress, postBooking, validDraft } from '../bookings/testing';
import { staffCalls } from '../../testing/operations-fixtures';
import {
  adminAndMikeTokens,
  insertBooking,
  mailsTo,
  staffId,
} from '../staff-bookings/staff-fixtures';

const app = await createTestApp();
const { get, put } = staffCalls(app);
let admin = '';
let mike = '';
let mikeId = 0;

beforeAll(async () => {
  [admin, mike] = await adminAndMikeTokens(app);
  mikeId = await staffId(app, 'mike');
});

afterEach(async () => {
  await app.ctx.db
    .update(staff)
    .set({ maxJobsPerDay: DEFAULT_MAX_JOBS_PER_DAY })
    .where(eq(staff.id, mikeId));
});

const emailOf = async (username: string) => {
  const [row] = await app.ctx.db.select().from(staff).where(eq(staff.username, username));
  return row?.email ?? '';
};
const rowOf = async (id: number) =>
  (await app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const moveByCustomer = (booking: BookingResponse, date: string, time = '10:00 AM') =>
  app.inject({
    method: 'POST',
    url: `/api/manage/${booking.manageToken}/reschedule`,
    payload: { appointmentDate: date, appointmentTime: time },
    remoteAddress: freshAddress(),
  });

let day = 20;
/** A cash booking of the customer's, assigned to Mike, who has pressed "On my way". */
async function mikesJob(): Promise<BookingResponse> {
  day += 3;
  const response = await postBooking(
    app,
    validDraft({ appointmentDate: dayAhead(day % 13 || 5), email: `rules${day}@example.com` }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json<BookingResponse>();
  const assigned = await put(`/api/bookings/${booking.id}`, admin, {
    assignedTechnicianId: mikeId,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const onMyWay = await put(`/api/bookings/${booking.id}`, mike, { enRoute: true });
  expect(onMyWay.statusCode, onMyWay.body).toBe(200);
  expect((await rowOf(booking.id))?.enRouteAt).not.toBeNull();
  return booking;
}

/** Mike's limit is one job a day, and he already has one on `date`. */
async function mikeFullOn(date: string) {
  await app.ctx.db.update(staff).set({ maxJobsPerDay: 1 }).where(eq(staff.id, mikeId));
  await insertBooking(app, {
    appointmentDate: date,
    appointmentTime: '2:00 PM',
    assignedTechnicianId: mikeId,
    status: 'confirmed',
  });
}

describe("a customer's move to a day the technician is full", () => {
  it('is accepted and hands the job back to the office unassigned, with the event and notices', async () => {
    const booking = await mikesJob();
    const target = dayAhead(12);
    await mikeFullOn(target);
    const mikeMailsBefore = (await mailsTo(app, await emailOf('mike'))).length;

    const response = await moveByCustomer(booking, target);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ appointmentDate: target, technicianFirstName: null });

    const row = await rowOf(booking.id);
    expect(row).toMatchObject({
      appointmentDate: target,
      assignedTechnicianId: null,
      secondTechnicianId: null,
      enRouteAt: null,
    });
    const history = (await get(`/api/bookings/${booking.id}/history`, admin)).json<
      { action: string; actor: { kind: string }; details: Record<string, unknown> }[]
    >();
    expect(history.slice(-2)).toMatchObject([
      { action: 'rescheduled', actor: { kind: 'customer' } },
      {
        action: 'unassigned',
        actor: { kind: 'customer' },
        details: {
          technicianId: null,
          previousTechnicianId: mikeId,
          reason: AT_DAILY_LIMIT_REASON,
        },
      },
    ]);

    const toAdmin = await mailsTo(app, await emailOf('admin'));
    const notice = toAdmin.find((mail) =>
      mail.subject?.startsWith(`Job ${booking.reference} needs a technician`),
    );
    expect(notice?.text).toContain('Mike Johnson already had their most jobs that day');

    const toMike = (await mailsTo(app, await emailOf('mike'))).slice(mikeMailsBefore);
    expect(toMike.map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`Job ${booking.reference} is no longer yours`),
    ]);
    const toCustomer = await mailsTo(app, row?.email ?? '');
    expect(toCustomer.some((mail) => mail.subject?.includes('moved to'))).toBe(true);
  });

  it("is refused to the office (409), the job and Mike's day as they were", async () => {
    const booking = await mikesJob();
    const target = dayAhead(11);
    await mikeFullOn(target);
    const response = await put(`/api/bookings/${booking.id}`, admin, {
      appointmentDate: target,
      appointmentTime: '10:00 AM',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Mike Johnson already has 1 jobs');
    expect(await rowOf(booking.id)).toMatchObject({ assignedTechnicianId: mikeId });
  });
});

describe('"on my way" is cleared by every move', () => {
  it('by the customer and by the office; the technician keeps the job when free', async () => {
    const byCustomer = await mikesJob();
    expect((await moveByCustomer(byCustomer, dayAhead(10), '4:00 PM')).statusCode).toBe(200);
    expect(await rowOf(byCustomer.id)).toMatchObject({
      enRouteAt: null,
      assignedTechnicianId: mikeId,
    });

    const byOffice = await mikesJob();
    const moved = await put(`/api/bookings/${byOffice.id}`, admin, {
      appointmentDate: dayAhead(9),
      appointmentTime: '4:00 PM',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await rowOf(byOffice.id)).toMatchObject({
      enRouteAt: null,
      assignedTechnicianId: mikeId,
    });
  });
});
