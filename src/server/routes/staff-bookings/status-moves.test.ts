// Status moves exactly as decisions.md "Bookings" lists them, strict bodies, assignment, the
// concurrent double confirm and the customer's e-mail for every change.
import { beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../../domain/scheduling/business-time';
import { eq } from 'drizzle-orm';
import { BOOKING_STATUSES, type BookingStatus } from '../../../domain/schemas/booking';
import { ALLOWED_STATUS_MOVES } from '../../../domain/schemas/staff';
import { bookings, outboxEmails } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { adminAndMikeTokens, bearer, insertBooking, mailsTo, staffId } from './staff-fixtures';

const app = await createTestApp();
let adminToken = '';
let mikeToken = '';
let mikeId = 0;
let sarahId = 0;

beforeAll(async () => {
  [adminToken, mikeToken] = await adminAndMikeTokens(app);
  [mikeId, sarahId] = await Promise.all([staffId(app, 'mike'), staffId(app, 'sarah')]);
});

async function statusOf(id: number) {
  const [row] = await app.ctx.db
    .select({ status: bookings.status, price: bookings.totalPrice, paid: bookings.paymentStatus })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row;
}

const put = (id: number, token: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: bearer(token), payload });

/** A cancel always carries its reason (issue 16); other moves need none. */
const withReason = (status: BookingStatus) =>
  status === 'cancelled' ? { status, reason: 'Customer called to cancel' } : { status };

const pairs = BOOKING_STATUSES.flatMap((from) =>
  BOOKING_STATUSES.map((to) => ({
    from,
    to,
    allowed: (ALLOWED_STATUS_MOVES[from] as readonly BookingStatus[]).includes(to),
  })),
);

const dueToday = (to: BookingStatus) =>
  to === 'completed' ? { appointmentDate: businessToday(new Date()) } : {};

describe('admin status moves', () => {
  it.each(pairs)('$from -> $to (allowed: $allowed)', async ({ from, to, allowed }) => {
    const email = `${from}-${to}@example.com`;
    // A job is completed only from the start of its day (issue 26): these are due today.
    const id = await insertBooking(app, { status: from, email, ...dueToday(to) });
    const res = await put(id, adminToken, withReason(to));
    expect(res.statusCode).toBe(allowed ? 200 : 409);
    expect((await statusOf(id))?.status).toBe(allowed ? to : from);
    const mails = await mailsTo(app, email);
    expect(mails).toHaveLength(allowed ? 1 : 0);
    if (allowed) {
      expect(res.json().status).toBe(to);
      const [row] = await app.ctx.db
        .select({ reference: bookings.reference })
        .from(bookings)
        .where(eq(bookings.id, id));
      expect(mails[0]?.subject).toContain(`Booking ${row?.reference ?? 'none'}:`);
      expect(mails[0]?.text).not.toContain(`#${id}`);
    } else {
      expect(res.json()).toEqual({ message: expect.any(String), code: 'conflict' });
    }
  });
});

describe('technician status moves on an assigned booking', () => {
  const techPairs = pairs.filter((p) => p.to !== 'pending');
  it.each(techPairs)('$from -> $to (allowed: $allowed)', async ({ from, to, allowed }) => {
    const id = await insertBooking(app, {
      status: from,
      assignedTechnicianId: mikeId,
      ...dueToday(to),
    });
    const res = await put(id, mikeToken, withReason(to));
    expect(res.statusCode).toBe(allowed ? 200 : 409);
    expect((await statusOf(id))?.status).toBe(allowed ? to : from);
  });

  it('never lets a technician set pending (400 naming status)', async () => {
    const id = await insertBooking(app, { status: 'confirmed', assignedTechnicianId: mikeId });
    const res = await put(id, mikeToken, { status: 'pending' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^status: /);
  });

  it('never lets a technician reassign a booking (403)', async () => {
    const id = await insertBooking(app, { status: 'confirmed', assignedTechnicianId: mikeId });
    const res = await put(id, mikeToken, { assignedTechnicianId: sarahId });
    expect(res.statusCode).toBe(403);
  });
});

describe('strict bodies', () => {
  it.each([
    { totalPrice: 1 },
    // Staff may record only "paid" (cash or afterpay collected: operations-money.test.ts).
    { paymentStatus: 'unpaid' },
    { status: 'confirmed', totalPrice: 1 },
    { status: 'confirmed', paymentStatus: 'refunded' },
    { status: 'done' },
    { assignedTechnicianId: 'mike' },
    {},
  ])('refuses %j with 400 and changes nothing', async (payload) => {
    const id = await insertBooking(app, { status: 'pending' });
    expect((await put(id, adminToken, payload)).statusCode).toBe(400);
    expect((await put(id, mikeToken, payload)).statusCode).toBe(400);
    expect(await statusOf(id)).toEqual({ status: 'pending', price: 12900, paid: 'unpaid' });
  });
});

describe('assignment', () => {
  it('assigns an active technician and clears it again', async () => {
    // A day of its own: the matrix above gave Mike more jobs on the fixture's day than his
    // maxJobsPerDay, which assignment honours (issue 16).
    const id = await insertBooking(app, { appointmentDate: '2030-02-01' });
    const assigned = await put(id, adminToken, { assignedTechnicianId: mikeId });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      assignedTechnicianId: mikeId,
      technicianName: 'Mike Johnson',
    });
    const cleared = await put(id, adminToken, { assignedTechnicianId: null });
    expect(cleared.json()).toMatchObject({ assignedTechnicianId: null, technicianName: null });
  });

  it('refuses an admin, an unknown id or an inactive technician (400 naming the field)', async () => {
    const id = await insertBooking(app);
    const adminId = await staffId(app, 'admin');
    for (const target of [adminId, 999999]) {
      const res = await put(id, adminToken, { assignedTechnicianId: target });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('assignedTechnicianId');
    }
  });

  it('assigns and confirms in one call', async () => {
    const id = await insertBooking(app);
    const res = await put(id, adminToken, { status: 'confirmed', assignedTechnicianId: sarahId });
    expect(res.json()).toMatchObject({ status: 'confirmed', assignedTechnicianId: sarahId });
  });
});

describe('two staff confirming at once', () => {
  it('gives exactly one change, one e-mail and one 409', async () => {
    const email = 'race@example.com';
    const id = await insertBooking(app, { status: 'pending', email, assignedTechnicianId: mikeId });
    const results = await Promise.all([
      put(id, adminToken, { status: 'confirmed' }),
      put(id, mikeToken, { status: 'confirmed' }),
      put(id, adminToken, { status: 'confirmed' }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    expect(await mailsTo(app, email)).toHaveLength(1);
  });
});

describe('the customer e-mail', () => {
  it('tells the customer of a cancelled paid booking that the payment will be refunded', async () => {
    const email = 'paid-cancel@example.com';
    const id = await insertBooking(app, { status: 'confirmed', paymentStatus: 'paid', email });
    expect((await put(id, adminToken, withReason('cancelled'))).statusCode).toBe(200);
    const [mail] = await app.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mail?.text).toContain('$129.00 will be refunded');
  });
});

describe('the admin list', () => {
  it('carries technician names, photo counts and service lines, never photo bytes', async () => {
    const id = await insertBooking(app, { assignedTechnicianId: mikeId });
    const res = await app.inject({ url: '/api/bookings', headers: bearer(adminToken) });
    const row = (res.json() as Record<string, unknown>[]).find((b) => b.id === id);
    expect(row).toMatchObject({
      technicianName: 'Mike Johnson',
      photoCount: 0,
      photoUrls: [],
      services: ['Ceiling Fan Installation: Standard fan x 1'],
      totalPrice: 12900,
    });
    expect(row).not.toHaveProperty('roomPhotos');
  });
});
