// Changes the system makes, heard like any other (issue 44; docs/decisions/052-every-change-
// recorded.md): a lapsed card hold, a technician deactivated, a refund owed and then paid, an
// expired diagnostic booking. Each goes through the booking module's one recording step, so its
// history, the live streams, the webhooks (signed, verified with `standardwebhooks`) and the
// messages hear of it.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_NOT_COMPLETED } from '../../domain/bookings/holds';
import type { BookingHistoryEntry } from '../../domain/schemas/staff-operations';
import { bookings, outboxEmails } from '../db/schema/index';
import { cancelLapsedCardBookings } from '../jobs/lapsed-holds';
import { DIAGNOSTIC_CANCEL_REASON, deleteExpiredDiagnosticBookings } from './diagnostic-expiry';
import { retryOwedRefunds } from '../payments/refunds';
import { paymentGateways } from '../services/payments/index';
import { payWithSandbox } from '../testing/operations-fixtures';
import { cardBookings, slotSequence } from '../routes/bookings/testing';
import { bearer, login, technicianDraft } from '../routes/staff-bookings/staff-fixtures';
import { createTestApp } from '../testing/test-app';
import { webhookSpy } from '../testing/webhook-fixtures';

const app = await createTestApp();
const admin = await login(app, 'admin', 'admin123');
const spy = await webhookSpy(app, admin);
const nextSlot = slotSequence(5);
const cardBooking = cardBookings(app, nextSlot);

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
const historyOf = async (id: number) =>
  (await api('GET', `/api/bookings/${id}/history`)).json<BookingHistoryEntry[]>();
const outboxTo = (to: string) =>
  app.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

async function newTechnician(username: string, phone: string) {
  const response = await api('POST', '/api/technicians', technicianDraft(username, { phone }));
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ id: number }>().id, email: `${username}@example.com` };
}

describe('a card hold that lapses', () => {
  it('sends a signed booking.cancelled to a registered endpoint, with its history', async () => {
    const endpoint = await spy.register(['booking.created', 'booking.cancelled']);
    const booking = await cardBooking();
    const swept = await cancelLapsedCardBookings(app.ctx, new Date(Date.now() + 16 * 60_000));
    expect(swept).toContain(booking.id);
    await spy.deliver();
    const mine = endpoint.verified().filter((d) => d.data.id === booking.id);
    expect(mine.map((d) => d.type)).toEqual(['booking.created', 'booking.cancelled']);
    expect(mine[1]?.data).toMatchObject({
      status: 'cancelled',
      cancelReason: PAYMENT_NOT_COMPLETED,
      paymentStatus: 'unpaid',
    });
    const cancelled = (await historyOf(booking.id)).filter((e) => e.action === 'cancelled');
    expect(cancelled).toMatchObject([
      { actor: { kind: 'system' }, details: { reason: PAYMENT_NOT_COMPLETED } },
    ]);
    // A second pass finds nothing: one event, one delivery.
    expect(
      await cancelLapsedCardBookings(app.ctx, new Date(Date.now() + 17 * 60_000)),
    ).not.toContain(booking.id);
    await spy.deliver();
    expect(endpoint.verified().filter((d) => d.data.id === booking.id)).toHaveLength(2);
  });

  it('tells a technician already on the job (e-mail and text), not the customer who never paid', async () => {
    const tech = await newTechnician('lapse', '(704) 555-0151');
    const booking = await cardBooking();
    await app.ctx.db
      .update(bookings)
      .set({ assignedTechnicianId: tech.id })
      .where(eq(bookings.id, booking.id));
    await cancelLapsedCardBookings(app.ctx, new Date(Date.now() + 16 * 60_000));
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('cancelled');
    const toCustomer = (await outboxTo(row?.email ?? '')).filter((m) =>
      m.subject?.includes(booking.reference),
    );
    expect(toCustomer.filter((m) => /cancel/i.test(m.subject ?? ''))).toEqual([]);
    expect((await outboxTo(tech.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/cancel/i),
    ]);
    expect((await outboxTo('+17045550151')).map((m) => m.text)).toEqual([
      expect.stringContaining(`job ${booking.reference}`),
    ]);
  });
});

describe('a technician deactivated', () => {
  it('has their jobs unassigned with booking.updated, is told by e-mail and text, and the admins are told', async () => {
    const endpoint = await spy.register(['booking.updated']);
    const tech = await newTechnician('leaving', '(704) 555-0152');
    const paid = await cardBooking();
    await app.ctx.db
      .update(bookings)
      .set({ status: 'confirmed', paymentStatus: 'paid', assignedTechnicianId: tech.id })
      .where(eq(bookings.id, paid.id));
    const response = await api('PUT', `/api/technicians/${tech.id}`, { isActive: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ unassignedBookingIds: [paid.id] });

    await spy.deliver();
    const updated = endpoint.verified().filter((d) => d.data.id === paid.id);
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({
      type: 'booking.updated',
      data: { assignedTechnicianId: null, assignedTechnicianIds: [] },
    });
    const [unassigned] = (await historyOf(paid.id)).filter((e) => e.action === 'unassigned');
    expect(unassigned).toMatchObject({
      actor: { kind: 'admin' },
      details: { previousTechnicianId: tech.id, reason: 'technician deactivated' },
    });
    expect((await outboxTo(tech.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining(paid.reference),
    ]);
    expect(await outboxTo('+17045550152')).toHaveLength(1);
    const toAdmins = (await app.ctx.db.select().from(outboxEmails)).filter((m) =>
      m.subject?.startsWith(`Job ${paid.reference} needs a technician`),
    );
    expect(toAdmins.length).toBeGreaterThan(0);
    expect(toAdmins[0]?.text).toContain('technician deactivated');
  });

  it('a two-technician job keeps the other technician as the lead', async () => {
    const lead = await newTechnician('lead2', '(704) 555-0153');
    const second = await newTechnician('second2', '(704) 555-0154');
    const job = await cardBooking();
    await app.ctx.db
      .update(bookings)
      .set({ status: 'confirmed', assignedTechnicianId: lead.id, secondTechnicianId: second.id })
      .where(eq(bookings.id, job.id));
    const response = await api('PUT', `/api/technicians/${lead.id}`, { isActive: false });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, job.id));
    expect(row).toMatchObject({ assignedTechnicianId: second.id, secondTechnicianId: null });
    // The one who stays is not told they are off it.
    expect(await outboxTo(second.email)).toEqual([]);
    expect(await outboxTo(lead.email)).toHaveLength(1);
  });
});

describe('a refund owed and then paid', () => {
  it('sends payment.refunded once, when the provider took it, and the history says so', async () => {
    const endpoint = await spy.register(['payment.refunded']);
    const booking = await cardBooking();
    await payWithSandbox(app, booking);
    const sandbox = paymentGateways(app.ctx).byName('sandbox');
    if (!sandbox) throw new Error('the sandbox gateway is always configured');
    const refund = vi.spyOn(sandbox, 'refund').mockRejectedValueOnce(new Error('unreachable'));
    const cancelled = await api('PUT', `/api/bookings/${booking.id}`, {
      status: 'cancelled',
      reason: 'Customer moved away',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await spy.deliver();
    // Owed, not yet paid: no money went back.
    expect(endpoint.verified().filter((d) => d.data.id === booking.id)).toEqual([]);

    expect(await retryOwedRefunds(app.ctx)).toMatchObject({ sent: 1 });
    await retryOwedRefunds(app.ctx);
    await spy.deliver();
    const refunded = endpoint.verified().filter((d) => d.data.id === booking.id);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({
      type: 'payment.refunded',
      data: { status: 'cancelled', paymentStatus: 'refunded' },
    });
    const history = await historyOf(booking.id);
    expect(history.map((e) => e.action)).toEqual(
      expect.arrayContaining(['cancelled', 'refunded', 'refund_sent']),
    );
    expect(history.find((e) => e.action === 'refund_sent')).toMatchObject({
      actor: { kind: 'system' },
      details: { amountCents: booking.totalPrice, refundRef: expect.stringMatching(/^sbx_re_/) },
    });
    refund.mockRestore();
  });

  it('a refund the provider takes at once is one payment.refunded too', async () => {
    const endpoint = await spy.register(['payment.refunded']);
    const booking = await cardBooking();
    await payWithSandbox(app, booking);
    const cancelled = await api('PUT', `/api/bookings/${booking.id}`, {
      status: 'cancelled',
      reason: 'Customer moved away',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await spy.deliver();
    expect(endpoint.verified().map((d) => [d.type, d.data.id])).toEqual([
      ['payment.refunded', booking.id],
    ]);
  });
});

describe('a diagnostic booking', () => {
  it('is cancelled at once with its history, tells no webhook, and expires after 24 hours', async () => {
    const endpoint = await spy.register(['booking.created', 'booking.cancelled']);
    const made = await api('POST', '/api/diagnostics/test-booking');
    expect(made.statusCode, made.body).toBe(200);
    const { id } = made.json<{ id: number }>();
    const history = await historyOf(id);
    expect(history.map((e) => [e.action, e.actor.kind])).toEqual([
      ['created', 'customer'],
      ['cancelled', 'system'],
    ]);
    expect(history[1]?.details).toMatchObject({ reason: DIAGNOSTIC_CANCEL_REASON });

    const expired = await deleteExpiredDiagnosticBookings(
      app.ctx.db,
      undefined,
      new Date(Date.now() + 25 * 3_600_000),
    );
    expect(expired).toContain(id);
    expect(await app.ctx.db.select().from(bookings).where(eq(bookings.id, id))).toEqual([]);
    await spy.deliver();
    expect(endpoint.verified().filter((d) => d.data.id === id)).toEqual([]);
  });
});
