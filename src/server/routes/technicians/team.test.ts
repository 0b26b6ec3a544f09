// Issue 16 "Done when": a deactivated technician cannot sign in, their tokens stop working, their
// future jobs go back to dispatch and the next day's slot capacity drops by one. Edits are
// partial (decisions.md "Partial updates"); a password reset ends the member's sessions.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleResponse } from '../../../domain/schemas/staff-operations';
import type { TimeSlot } from '../../../domain/schemas/time-slots';
import { bookings, staff } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { dayAhead } from '../bookings/testing';
import { staffCalls } from '../../testing/operations-fixtures';
import {
  freshAddress,
  insertBooking,
  login,
  staffId,
  technicianDraft,
} from '../staff-bookings/staff-fixtures';

const app = await createTestApp();
const { get, put, post } = staffCalls(app);
let admin = '';
let adminId = 0;

beforeAll(async () => {
  admin = await login(app, 'admin', 'admin123');
  adminId = await staffId(app, 'admin');
});

const signIn = (username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/technician-login',
    payload: { username, password },
    remoteAddress: freshAddress(),
  });

async function newTechnician(username: string) {
  const res = await post('/api/technicians', admin, technicianDraft(username));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const capacityOf = async (date: string) =>
  (await get(`/api/schedule?from=${date}&to=${date}`, admin)).json<ScheduleResponse>().days[0]
    ?.capacity;

describe('PUT /api/technicians/{id}', () => {
  it('changes only the fields sent', async () => {
    const id = await newTechnician('partial');
    const res = await put(`/api/technicians/${id}`, admin, { phone: '(980) 555-0101' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'Tech partial',
      phone: '(980) 555-0101',
      email: 'partial@example.com',
      isActive: true,
      maxJobsPerDay: 4,
    });
    const more = await put(`/api/technicians/${id}`, admin, {
      specialties: 'Soundbars, Ceiling fans',
      maxJobsPerDay: 6,
      name: 'Pat Partial',
    });
    expect(more.json()).toMatchObject({
      specialties: ['Soundbars', 'Ceiling fans'],
      maxJobsPerDay: 6,
      name: 'Pat Partial',
      phone: '(980) 555-0101',
    });
  });

  it.each([
    ['username', { username: 'other' }],
    ['passwordHash', { passwordHash: 'x' }],
    ['maxJobsPerDay', { maxJobsPerDay: 0 }],
    ['email', { email: 'not-an-email' }],
    ['role', { role: 'owner' }],
    ['isActive', { isActive: 'no' }],
    ['body', {}],
  ])('refuses %s (400)', async (field, body) => {
    const id = await staffId(app, 'mike');
    const res = await put(`/api/technicians/${id}`, admin, body);
    expect(res.statusCode).toBe(400);
    const named = JSON.stringify(res.json());
    expect(named).toContain(field === 'passwordHash' || field === 'username' ? 'body' : field);
  });

  it('is admin only, 404 for an unknown member, and an admin cannot deactivate themselves', async () => {
    const mike = await login(app, 'mike', 'tech123');
    expect((await put(`/api/technicians/${adminId}`, mike, { name: 'X' })).statusCode).toBe(403);
    expect((await put('/api/technicians/99999', admin, { name: 'X' })).statusCode).toBe(404);
    expect((await put(`/api/technicians/${adminId}`, admin, { isActive: false })).statusCode).toBe(
      409,
    );
  });
});

describe('deactivating a technician', () => {
  it('ends sign-in and tokens, unassigns future jobs and drops the next day capacity by one', async () => {
    const id = await newTechnician('leaving');
    const token = await login(app, 'leaving', 'first-pass-1');
    const tomorrow = dayAhead(1);
    const future = await insertBooking(app, {
      appointmentDate: dayAhead(3),
      status: 'confirmed',
      assignedTechnicianId: id,
    });
    const past = await insertBooking(app, {
      appointmentDate: '2020-01-01',
      status: 'completed',
      assignedTechnicianId: id,
    });
    // Capacity = active technicians (mike, sarah, this one and others of this file); every
    // place of one window is taken but one.
    const before = (await capacityOf(tomorrow)) ?? 0;
    expect(before).toBeGreaterThanOrEqual(3);
    for (let n = 0; n < before - 1; n += 1) {
      await insertBooking(app, { appointmentDate: tomorrow, appointmentTime: '6:00 PM' });
    }
    const slotsTomorrow = async () =>
      (await app.inject({ url: `/api/time-slots/available?date=${tomorrow}` })).json<TimeSlot[]>();
    expect((await slotsTomorrow()).find((s) => s.time === '6:00 PM')?.isAvailable).toBe(true);

    const res = await put(`/api/technicians/${id}`, admin, { isActive: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isActive: false, unassignedBookingIds: [future] });

    expect((await signIn('leaving', 'first-pass-1')).statusCode).toBe(401);
    expect((await get(`/api/technician/bookings/${id}`, token)).statusCode).toBe(401);
    const [futureRow] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, future));
    expect(futureRow?.assignedTechnicianId).toBeNull();
    const [pastRow] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, past));
    expect(pastRow?.assignedTechnicianId).toBe(id);
    const history = (await get(`/api/bookings/${future}/history`, admin)).json<
      { action: string; details: { reason?: string } }[]
    >();
    expect(history.at(-1)).toMatchObject({
      action: 'unassigned',
      details: { reason: 'technician deactivated' },
    });

    expect(await capacityOf(tomorrow)).toBe(before - 1);
    expect((await slotsTomorrow()).find((s) => s.time === '6:00 PM')?.isAvailable).toBe(false);
    const list = (await get('/api/technicians', admin)).json<{ id: number; isActive: boolean }[]>();
    expect(list.find((t) => t.id === id)?.isActive).toBe(false);

    // Reactivated, they can sign in again (with a fresh token) and capacity comes back.
    await put(`/api/technicians/${id}`, admin, { isActive: true });
    expect((await signIn('leaving', 'first-pass-1')).statusCode).toBe(200);
    expect(await capacityOf(tomorrow)).toBe(before);
  });
});

describe('POST /api/technicians/{id}/password', () => {
  it('sets a new password and ends the sessions the member had', async () => {
    const id = await newTechnician('resetme');
    const token = await login(app, 'resetme', 'first-pass-1');
    const short = await post(`/api/technicians/${id}/password`, admin, { password: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toHaveProperty('password');
    const res = await post(`/api/technicians/${id}/password`, admin, { password: 'second-pass-2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('second-pass-2');
    expect((await get(`/api/technician/bookings/${id}`, token)).statusCode).toBe(401);
    expect((await signIn('resetme', 'first-pass-1')).statusCode).toBe(401);
    expect((await signIn('resetme', 'second-pass-2')).statusCode).toBe(200);
    const [row] = await app.ctx.db.select().from(staff).where(eq(staff.id, id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      (await post('/api/technicians/99999/password', admin, { password: 'abcdefgh' })).statusCode,
    ).toBe(404);
  });
});
