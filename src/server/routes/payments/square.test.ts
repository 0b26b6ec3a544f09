// The Square gateway on the real app and database, against a local fake of Square's API (the
// SDK's baseUrl pointed at it): POST /api/square-payment charges the server's amount with an
// idempotency key, and HMAC-signed webhooks are verified and handled once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SquarePaymentResponse } from '../../../domain/schemas/payment-providers';
import { bookings, outboxEmails, payments, webhookEvents } from '../../db/schema/index';
import { createPaymentGateways } from '../../services/payments/index';
import { squareSignature } from '../../services/payments/square-gateway';
import { createTestApp } from '../../testing/test-app';
import { cardBookings, freshAddress } from '../bookings/testing';
import { bearer, login } from '../staff-bookings/staff-fixtures';
import { startFakeSquare } from './provider-fakes';

const SIGNATURE_KEY = 'sq-signature-key-test';
const app = await createTestApp({
  SQUARE_ACCESS_TOKEN: 'EAAA-test-token',
  SQUARE_APPLICATION_ID: 'sandbox-sq0idb-test',
  SQUARE_LOCATION_ID: 'LTEST123',
  SQUARE_WEBHOOK_SIGNATURE_KEY: SIGNATURE_KEY,
});
const fake = await startFakeSquare();
app.ctx.payments = createPaymentGateways(app.ctx.config, { squareBaseUrl: fake.baseUrl });
const adminToken = await login(app, 'admin', 'admin123');

const cardBooking = cardBookings(app);

const pay = (body: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/square-payment',
    payload: body,
    headers,
    remoteAddress: freshAddress(),
  });

const NOTIFICATION_URL = 'http://shop.example.test/api/square/webhook';
function sendWebhook(event: object, key = SIGNATURE_KEY) {
  const body = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/square/webhook',
    payload: body,
    headers: {
      host: 'shop.example.test',
      'content-type': 'application/json',
      'x-square-hmacsha256-signature': squareSignature(key, NOTIFICATION_URL, body),
    },
  });
}

const bookingRow = async (id: number) =>
  (await app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const mails = (subject: string) =>
  app.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.subject, subject));

describe('POST /api/square-payment', () => {
  it("charges the booking's stored total with an idempotency key and marks it paid", async () => {
    const booking = await cardBooking();
    const response = await pay({
      token: 'cnon:card-nonce-ok',
      amount: 12899,
      bookingId: booking.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SquarePaymentResponse>();
    expect(body).toMatchObject({
      success: true,
      status: 'succeeded',
      amountCents: 12899,
      gateway: 'square',
      testMode: true,
      bookingId: booking.id,
    });
    const [call] = fake.callsTo('POST', '/v2/payments').slice(-1);
    expect(call?.body).toMatchObject({
      source_id: 'cnon:card-nonce-ok',
      amount_money: { amount: 12899, currency: 'USD' },
      location_id: 'LTEST123',
      reference_id: `booking-${booking.id}`,
    });
    expect(call?.idempotencyKey).toMatch(/^pay-[0-9a-f]{40}$/);
    expect(call?.authorization).toBe('Bearer EAAA-test-token');
    const row = await bookingRow(booking.id);
    expect(row?.paymentStatus).toBe('paid');
    expect(row?.holdExpiresAt).toBeNull();
    expect(await mails(`Payment received for booking #${booking.id}`)).toHaveLength(1);
  });

  it('a client amount other than the booking total charges nothing (409 naming amount)', async () => {
    const booking = await cardBooking();
    const before = fake.calls.length;
    const response = await pay({ token: 'cnon:card-nonce-ok', amount: 100, bookingId: booking.id });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('amount');
    expect(response.json<{ message: string }>().message).toContain('$128.99');
    expect(fake.calls).toHaveLength(before);
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('unpaid');
  });

  it('the same Idempotency-Key charges once and answers the same', async () => {
    const booking = await cardBooking();
    const headers = { 'idempotency-key': `sq-${booking.id}` };
    const body = { token: 'cnon:card-nonce-ok', amount: 12899, bookingId: booking.id };
    const first = await pay(body, headers);
    const before = fake.calls.length;
    const second = await pay(body, headers);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(fake.calls).toHaveLength(before);
    const rows = await app.ctx.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows).toHaveLength(1);
  });

  it('a declined card answers success false with the message and leaves the booking unpaid', async () => {
    const booking = await cardBooking();
    const response = await pay({
      token: 'cnon:card-nonce-declined',
      amount: 12899,
      bookingId: booking.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, error: 'Your card was declined.' });
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('failed');
  });

  it('a test payment without a booking is allowed in Square sandbox mode', async () => {
    const response = await pay({ token: 'cnon:card-nonce-ok', amount: 9999 });
    expect(response.json()).toMatchObject({ success: true, amountCents: 9999, bookingId: null });
  });
});

describe('POST /api/square/webhook', () => {
  async function pendingSquarePayment() {
    const booking = await cardBooking({ email: 'webhook@example.com' });
    const [row] = await app.ctx.db
      .insert(payments)
      .values({
        bookingId: booking.id,
        gateway: 'square',
        providerRef: `sq_pending_${booking.id}`,
        amountCents: 12899,
      })
      .returning();
    return { booking, providerRef: row?.providerRef ?? '' };
  }
  const paymentEvent = (eventId: string, id: string, status: string) => ({
    merchant_id: 'MTEST',
    type: 'payment.updated',
    event_id: eventId,
    created_at: new Date().toISOString(),
    data: { type: 'payment', id, object: { payment: { id, status } } },
  });

  it('a forged signature is a 400 and changes nothing', async () => {
    const { booking, providerRef } = await pendingSquarePayment();
    const event = paymentEvent('sq-evt-forged', providerRef, 'COMPLETED');
    expect((await sendWebhook(event, 'someone-elses-key')).statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/square/webhook',
      payload: JSON.stringify(event),
      headers: { host: 'shop.example.test', 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('unpaid');
    expect(
      await app.ctx.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.eventId, 'sq-evt-forged')),
    ).toHaveLength(0);
  });

  it('payment.updated COMPLETED marks the booking paid once, however often it is replayed', async () => {
    const { booking, providerRef } = await pendingSquarePayment();
    const event = paymentEvent('sq-evt-1', providerRef, 'COMPLETED');
    const first = await sendWebhook(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await sendWebhook(event)).json()).toEqual({ received: true, duplicate: true });
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('paid');
    expect(await mails(`Payment received for booking #${booking.id}`)).toHaveLength(1);
  });

  it('payment.updated FAILED marks it failed', async () => {
    const { booking, providerRef } = await pendingSquarePayment();
    await sendWebhook(paymentEvent('sq-evt-2', providerRef, 'FAILED'));
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('failed');
  });
});

describe('refund on cancel (Square)', () => {
  it('refunds once through Square when the cancel is repeated', async () => {
    const booking = await cardBooking({ email: 'sq-refund@example.com' });
    const paid = await pay({ token: 'cnon:card-nonce-ok', amount: 12899, bookingId: booking.id });
    const providerId = paid.json<SquarePaymentResponse>().providerPaymentId;
    const cancel = () =>
      app.inject({
        method: 'PUT',
        url: `/api/bookings/${booking.id}`,
        headers: bearer(adminToken),
        payload: { status: 'cancelled' },
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    const refunds = fake
      .callsTo('POST', '/v2/refunds')
      .filter((c) => c.body.payment_id === providerId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.body).toMatchObject({ amount_money: { amount: 12899, currency: 'USD' } });
    expect(refunds[0]?.idempotencyKey).toMatch(/^refund-payment-\d+$/);
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('refunded');
    expect(await mails(`Refund for booking #${booking.id}`)).toHaveLength(1);
  });
});
