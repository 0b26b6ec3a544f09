// POST /api/bookings/{id}/completion before the job's day (decisions.md "What the turn-3
// walk-throughs settled"; docs/decisions/052-every-change-recorded.md): a technician's is a 409
// with or without `early`, an admin's needs `early: true` and its history says it was finished
// ahead of its day; nobody is told a job is done before it is.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffBooking } from '../../../domain/schemas/staff';
import type { BookingHistoryEntry } from '../../../domain/schemas/staff-operations';
import { bookings, jobCompletions } from '../../db/schema/index';
import { jobForToday, SIGNATURE } from '../../testing/completion-fixtures';
import { createTestApp } from '../../testing/test-app';
import { dayAhead } from '../bookings/testing';
import { adminAndMikeTokens, bearer, staffId } from './staff-fixtures';

const app = await createTestApp();
let admin = '';
let mike = '';
let mikeId = 0;

beforeAll(async () => {
  [admin, mike] = await adminAndMikeTokens(app);
  mikeId = await staffId(app, 'mike');
});

const complete = (id: number, token: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/completion`,
    headers: bearer(token),
    payload,
  });

/** A confirmed job of Mike's, three days from today (business time). */
async function jobInThreeDays() {
  const booking = await jobForToday(app, mikeId);
  await app.ctx.db
    .update(bookings)
    .set({ appointmentDate: dayAhead(3) })
    .where(eq(bookings.id, booking.id));
  return booking;
}

const statusOf = async (id: number) =>
  (await app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;
const recordsOf = (id: number) =>
  app.ctx.db.select().from(jobCompletions).where(eq(jobCompletions.bookingId, id));

describe('completing a job before its day', () => {
  it('is a 409 for the technician, also with early: true; nothing is kept', async () => {
    const booking = await jobInThreeDays();
    for (const body of [{}, { early: true }]) {
      const response = await complete(booking.id, mike, { signature: SIGNATURE, ...body });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json<{ message: string }>().message).toMatch(/not due yet/);
    }
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect(await recordsOf(booking.id)).toHaveLength(0);
  });

  it('is a 409 for an admin without early, whose message says to send early: true', async () => {
    const booking = await jobInThreeDays();
    const response = await complete(booking.id, admin, { signature: SIGNATURE });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json<{ message: string }>().message).toContain('early: true');
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect(await recordsOf(booking.id)).toHaveLength(0);
  });

  it("completes an admin's with early: true, its history saying it was ahead of its day", async () => {
    const booking = await jobInThreeDays();
    const response = await complete(booking.id, admin, {
      signature: SIGNATURE,
      early: true,
      collectedCents: booking.totalPrice,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StaffBooking>()).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
    });
    expect(await recordsOf(booking.id)).toHaveLength(1);
    const history = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/history`,
      headers: bearer(admin),
    });
    const done = history.json<BookingHistoryEntry[]>().find((e) => e.action === 'completed');
    expect(done?.details).toMatchObject({ early: true });
    expect(done?.summary).toMatch(/ahead of its day/);
  });

  it('early must be true: anything else is a 400 naming early', async () => {
    const booking = await jobInThreeDays();
    const response = await complete(booking.id, admin, { signature: SIGNATURE, early: 'yes' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('early');
  });

  it("on the job's own day early changes nothing and is not recorded", async () => {
    const booking = await jobForToday(app, mikeId);
    const response = await complete(booking.id, mike, {
      signature: SIGNATURE,
      early: true,
      collectedCents: booking.totalPrice,
    });
    expect(response.statusCode, response.body).toBe(200);
    const history = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/history`,
      headers: bearer(admin),
    });
    const done = history.json<BookingHistoryEntry[]>().find((e) => e.action === 'completed');
    expect(done?.details).not.toHaveProperty('early');
  });

  it('the API description shows early on the completion body', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { post?: { requestBody?: { content: Record<string, unknown> } } }>;
    }>();
    const body = document.paths['/api/bookings/{id}/completion']?.post?.requestBody;
    expect(JSON.stringify(body)).toContain('"early"');
  });
});
