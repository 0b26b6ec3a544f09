// Who hears what when staff work a booking (issue 15): the technician's "On my way" (once, only
// by the assigned technician), the assignment mail, the admins' new-booking mail, and "job done"
// with a review link; each step lands on the customer's timeline.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessToday } from '../../../domain/scheduling/business-time';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { CustomerBookingView } from '../../../domain/schemas/manage';
import { bookings } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { dayAhead, postBooking, validDraft } from '../bookings/testing';
import { bearer, login, mailsTo, staffId } from './staff-fixtures';

const app = await createTestApp();
const admin = await login(app, 'admin', 'admin123');
const mike = await login(app, 'mike', 'tech123');
const sarah = await login(app, 'sarah', 'tech123');
const mikeId = await staffId(app, 'mike');

let n = 0;
async function booking(): Promise<BookingResponse & { email: string }> {
  n += 1;
  const email = `n${n}@example.com`;
  const response = await postBooking(app, validDraft({ appointmentDate: dayAhead(3 + n), email }));
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json<BookingResponse>(), email };
}
const put = (token: string, id: number, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: bearer(token), payload });
const view = async (token: string) =>
  (await app.inject({ method: 'GET', url: `/api/manage/${token}` })).json<CustomerBookingView>();

describe('staff notifications', () => {
  it('the admins hear of a new booking; the technician of an assignment', async () => {
    const b = await booking();
    const adminMails = await mailsTo(app, 'admin@example.com');
    expect(adminMails.some((m) => m.subject?.startsWith(`New booking ${b.reference}`))).toBe(true);
    expect((await put(admin, b.id, { assignedTechnicianId: mikeId })).statusCode).toBe(200);
    const [mikeRow] = (
      await app.inject({ method: 'GET', url: '/api/technicians', headers: bearer(admin) })
    )
      .json<{ id: number; email: string }[]>()
      .filter((t) => t.id === mikeId);
    const jobMails = await mailsTo(app, mikeRow?.email ?? '');
    expect(jobMails.some((m) => m.subject?.startsWith(`New job ${b.reference}`))).toBe(true);
  });

  it('"On my way" from the assigned technician: recorded once, the customer told once', async () => {
    const b = await booking();
    await put(admin, b.id, { status: 'confirmed', assignedTechnicianId: mikeId });
    expect((await put(sarah, b.id, { enRoute: true })).statusCode).toBe(403);
    expect((await put(admin, b.id, { enRoute: true })).statusCode).toBe(403);
    const first = await put(mike, b.id, { enRoute: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().enRouteAt).toEqual(expect.any(String));
    expect((await put(mike, b.id, { enRoute: true })).statusCode).toBe(200);
    const told = (await mailsTo(app, b.email)).filter((m) => m.subject?.includes('on the way'));
    expect(told.map((m) => m.subject)).toEqual(['Your technician Mike is on the way']);
    const timeline = (await view(b.manageToken)).timeline;
    expect(timeline.find((s) => s.step === 'on_the_way')).toMatchObject({ done: true });
    expect((await put(mike, b.id, { enRoute: 'yes' })).statusCode).toBe(400);
  });

  it('a finished job is not on its way; "job done" carries a review link', async () => {
    const b = await booking();
    await put(admin, b.id, { status: 'confirmed', assignedTechnicianId: mikeId });
    // Completed only from the start of its day (issue 26): the job is due today.
    await app.ctx.db
      .update(bookings)
      .set({ appointmentDate: businessToday(new Date()) })
      .where(eq(bookings.id, b.id));
    expect((await put(mike, b.id, { status: 'completed' })).statusCode).toBe(200);
    expect((await put(mike, b.id, { enRoute: true })).statusCode).toBe(409);
    const done = (await mailsTo(app, b.email)).find((m) => m.subject?.endsWith(': Job done'));
    expect(done?.text).toMatch(/Leave a review: \S+/);
    expect((await view(b.manageToken)).timeline.every((s) => s.done)).toBe(true);
  });
});
