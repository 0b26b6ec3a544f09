// Issue 16 "Done when", money side: a technician's cancel of a paid job is a 409 and the office's
// cancel refunds it once; a lapsed card hold is on no live list and in no figure; cash marked
// collected shows in Collected and in the job's history.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffBooking } from '../../../domain/schemas/staff';
import type { BookingHistoryEntry } from '../../../domain/schemas/staff-operations';
import { bookingEvents, bookings, outboxEmails } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { cardBookings, dayAhead } from '../bookings/testing';
import { cancelLapsedCardBookings } from '../../jobs/lapsed-holds';
import { payWithSandbox, staffCalls } from '../../testing/operations-fixtures';
import { PAID_JOB_TECHNICIAN_CANCEL } from '../../../domain/bookings/rules';
import { adminMikeSarahTokens, insertBooking, staffId } from './staff-fixtures';

const app = await createTestApp();
const { get, put, stats } = staffCalls(app);
const cardBooking = cardBookings(app);
let admin = '';
let mike = '';
let sarah = '';
let mikeId = 0;

beforeAll(async () => {
  [admin, mike, sarah] = await adminMikeSarahTokens(app);
  mikeId = await staffId(app, 'mike');
});

const ids = async (url: string, token = admin) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as StaffBooking[]).map((b) => b.id);
};
const history = async (id: number, token = admin) =>
  (await get(`/api/bookings/${id}/history`, token)).json<BookingHistoryEntry[]>();

describe('cancelling a paid job', () => {
  it('is a 409 for the technician (the office cancels paid jobs); the office refunds once', async () => {
    const booking = await cardBooking({ email: 'paid-job@example.com' });
    await payWithSandbox(app, booking);
    await put(`/api/bookings/${booking.id}`, admin, { assignedTechnicianId: mikeId });

    const byTech = await put(`/api/bookings/${booking.id}`, mike, {
      status: 'cancelled',
      reason: 'Customer not home',
    });
    expect(byTech.statusCode).toBe(409);
    expect(byTech.json().message).toBe(PAID_JOB_TECHNICIAN_CANCEL);
    expect(byTech.json().message).toMatch(/office/);

    const noReason = await put(`/api/bookings/${booking.id}`, admin, { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toHaveProperty('reason');
    const shortReason = await put(`/api/bookings/${booking.id}`, admin, {
      status: 'cancelled',
      reason: 'no',
    });
    expect(shortReason.statusCode).toBe(400);
    expect(shortReason.json().fieldErrors).toHaveProperty('reason');

    const cancel = () =>
      put(`/api/bookings/${booking.id}`, admin, {
        status: 'cancelled',
        reason: 'Customer moved away',
      });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await cancel()).statusCode).toBe(409);

    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancelReason: 'Customer moved away',
    });
    const refundMails = await app.ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Refund for booking ${booking.reference}`));
    expect(refundMails).toHaveLength(1);
    const events = await history(booking.id);
    expect(events.filter((e) => e.action === 'refunded')).toHaveLength(1);
    const cancelled = events.find((e) => e.action === 'cancelled');
    expect(cancelled).toMatchObject({
      actor: { kind: 'admin', name: 'Demo Admin', role: 'admin' },
      details: { reason: 'Customer moved away' },
    });
    expect(cancelled?.summary).toContain('Customer moved away');
  });

  it('lets the assigned technician cancel an unpaid job with a reason (400 without one)', async () => {
    const id = await insertBooking(app, { assignedTechnicianId: mikeId, status: 'confirmed' });
    const noReason = await put(`/api/bookings/${id}`, mike, { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toHaveProperty('reason');
    const ok = await put(`/api/bookings/${id}`, mike, {
      status: 'cancelled',
      reason: 'Customer asked on site',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Customer asked on site',
    });
    expect((await history(id, mike)).at(-1)).toMatchObject({
      action: 'cancelled',
      actor: { kind: 'technician', name: 'Mike Johnson' },
    });
    expect((await get(`/api/bookings/${id}/history`, sarah)).statusCode).toBe(403);
  });
});

describe('a lapsed card hold', () => {
  it('leaves every live list and figure, swept or not yet swept', async () => {
    const before = await stats(admin);
    const swept = await cardBooking({
      email: 'lapsed-one@example.com',
      appointmentDate: dayAhead(2),
    });
    const unswept = await cardBooking({
      email: 'lapsed-two@example.com',
      appointmentDate: dayAhead(2),
    });
    for (const b of [swept, unswept]) {
      expect(
        (await put(`/api/bookings/${b.id}`, admin, { assignedTechnicianId: mikeId })).statusCode,
      ).toBe(200);
    }
    // While the customer pays, the hold is live work.
    const holding = await stats(admin);
    expect(holding.bookedCents).toBe(before.bookedCents + swept.totalPrice + unswept.totalPrice);

    await cancelLapsedCardBookings(app.ctx, new Date(Date.now() + 16 * 60_000));
    await app.ctx.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, unswept.id));
    const [sweptRow] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, swept.id));
    expect(sweptRow).toMatchObject({ status: 'cancelled', cancelReason: 'payment not completed' });

    const lapsedIds = [swept.id, unswept.id];
    const lists = [
      '/api/bookings',
      '/api/bookings?status=pending',
      '/api/bookings?status=cancelled',
      `/api/bookings?q=${swept.reference}`,
      '/api/bookings?q=lapsed',
    ];
    for (const url of lists) {
      expect(await ids(url), url).not.toEqual(expect.arrayContaining([swept.id]));
      expect(await ids(url), url).not.toContain(unswept.id);
    }
    expect(await ids(`/api/technician/bookings/${mikeId}`, mike)).not.toContain(swept.id);
    expect(await ids(`/api/technician/bookings/${mikeId}`, mike)).not.toContain(unswept.id);
    expect(await ids('/api/bookings?status=lapsed')).toEqual(expect.arrayContaining(lapsedIds));

    const csv = (await get('/api/bookings.csv', admin)).body;
    expect(csv).not.toContain(swept.reference);
    const board = (await get(`/api/schedule?from=${dayAhead(2)}&to=${dayAhead(2)}`, admin)).json();
    const onBoard = JSON.stringify(board);
    expect(onBoard).not.toContain(swept.reference);
    expect(onBoard).not.toContain(unswept.reference);

    const after = await stats(admin);
    expect(after).toEqual(before);
    // The sweep's cancel is in the history, by the system.
    expect((await history(swept.id)).at(-1)).toMatchObject({
      action: 'cancelled',
      actor: { kind: 'system', name: 'System' },
      details: { reason: 'payment not completed' },
    });
    // A lapsed hold cannot be confirmed.
    expect(
      (await put(`/api/bookings/${unswept.id}`, admin, { status: 'confirmed' })).statusCode,
    ).toBe(409);
  });
});

describe('cash collected on site', () => {
  it('shows in Collected and in the history, with who and when; only for cash or afterpay', async () => {
    const id = await insertBooking(app, {
      paymentMethod: 'cash',
      assignedTechnicianId: mikeId,
      status: 'confirmed',
      totalPrice: 23456,
    });
    const before = await stats(admin);
    expect(before.toCollectCents).toBeGreaterThanOrEqual(23456);
    const [listed] = (await get(`/api/technician/bookings/${mikeId}`, mike))
      .json<StaffBooking[]>()
      .filter((b) => b.id === id);
    expect(listed?.collectCents).toBe(23456);

    expect((await put(`/api/bookings/${id}`, sarah, { paymentStatus: 'paid' })).statusCode).toBe(
      403,
    );
    const res = await put(`/api/bookings/${id}`, mike, { paymentStatus: 'paid' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      paymentStatus: 'paid',
      paymentCollectedByName: 'Mike Johnson',
      paymentCollectedAt: expect.any(String),
      collectCents: 0,
    });
    const after = await stats(admin);
    expect(after.collectedCents).toBe(before.collectedCents + 23456);
    expect(after.bookedCents).toBe(before.bookedCents);
    expect(after.toCollectCents).toBe(before.toCollectCents - 23456);

    const collected = (await history(id)).find((e) => e.action === 'collected');
    expect(collected).toMatchObject({
      actor: { kind: 'technician', name: 'Mike Johnson' },
      details: { amountCents: 23456, paymentMethod: 'cash' },
    });
    expect(collected?.summary).toContain('$234.56');
    const [event] = await app.ctx.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, id));
    expect(event).toBeDefined();

    expect((await put(`/api/bookings/${id}`, admin, { paymentStatus: 'paid' })).statusCode).toBe(
      409,
    );
    const card = await insertBooking(app, { paymentMethod: 'card' });
    const refused = await put(`/api/bookings/${card}`, admin, { paymentStatus: 'paid' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/gateway/);
    const afterpay = await insertBooking(app, { paymentMethod: 'afterpay' });
    expect(
      (await put(`/api/bookings/${afterpay}`, admin, { paymentStatus: 'paid' })).statusCode,
    ).toBe(200);
  });
});
