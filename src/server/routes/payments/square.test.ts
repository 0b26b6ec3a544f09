// The Square gateway on the real app and database, against a local fake of Square's API (the
// SDK's baseUrl pointed at it): POST /api/square-payment charges the server's amount with an
// idempotency key, and HMAC-signed webhooks are verified and handled once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { SquarePaymentResponse } from '../../../domain/schemas/payment-providers';
import { payments, webhookEvents } from '../../db/schema/index';
import { createPaymentGateways } from '../../services/payments/index';
import { createTestApp } from '../../testing/test-app';
import { cardBookings, freshAddress } from '../bookings/testing';
import { login } from '../staff-bookings/staff-fixtures';
import { startFakeSquare } from './provider-fakes';
import { cancelAsAdmin, sendSquareWebhook, paymentRecords } from '../../testing/payments-fixtures';

const SIGNATURE_KEY = 'sq-signature-key-test';
const app = await createTestApp({
  SQUARE_ACCESS_TOKEN: 'EAAA-test-token',
  SQUARE_APPLICATION_ID: 'sandbox-sq0idb-test',
  SQUARE_LOCATION_ID: 'LTEST123',
  SQUARE_WEBHOOK_SIGNATURE_KEY: SIGNATURE_KEY,
  // Square signs the notification URL under our public address (webhooks.test.ts: never the Host).
  PUBLIC_URL: 'http://shop.example.test',
});
const fake = await startFakeSquare();
app.ctx.payments = createPaymentGateways(app.ctx.config, { squareBaseUrl: fake.baseUrl });
const adminToken = await login(app, 'admin', 'admin123');

const cardBooking = cardBookings(app);
/** What names the booking being paid: its id and the manage token from its 201. */
const owned = (booking: BookingResponse) => ({
  bookingId: booking.id,
  manageToken: booking.manageToken,
});

const pay = (body: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/square-payment',
    payload: body,
    headers,
    remoteAddress: freshAddress(),
  });

const NOTIFICATION_URL = 'http://shop.example.test/api/square/webhook';
const sendWebhook = (event: object, key = SIGNATURE_KEY) =>
  sendSquareWebhook(app, event, { key, signedUrl: NOTIFICATION_URL, host: 'shop.example.test' });

const { bookingRow, mails, paymentRow } = paymentRecords(app);

describe('POST /api/square-payment', () => {
  it("charges the booking's stored total with an idempotency key and marks it paid", async () => {
    const booking = await cardBooking();
    const response = await pay({ token: 'cnon:card-nonce-ok', amount: 12899, ...owned(booking) });
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
    expect(await mails(`Payment received for booking ${booking.reference}`)).toHaveLength(1);
  });

  it('a client amount other than the booking total charges nothing (409 naming amount)', async () => {
    const booking = await cardBooking();
    const before = fake.calls.length;
    const response = await pay({ token: 'cnon:card-nonce-ok', amount: 100, ...owned(booking) });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('amount');
    expect(response.json<{ message: string }>().message).toContain('$128.99');
    expect(fake.calls).toHaveLength(before);
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('unpaid');
  });

  it('the same Idempotency-Key charges once and answers the same', async () => {
    const booking = await cardBooking();
    const headers = { 'idempotency-key': `sq-${booking.id}` };
    const body = { token: 'cnon:card-nonce-ok', amount: 12899, ...owned(booking) };
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
      ...owned(booking),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, error: 'Your card was declined.' });
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('failed');
  });

  it('a charge that names no booking, or not with its own token, charges nothing', async () => {
    const booking = await cardBooking();
    const before = fake.calls.length;
    const paymentsBefore = (await app.ctx.db.select().from(payments)).length;
    // Even in Square's sandbox mode: a token charge always names what it pays for.
    const nothing = await pay({ token: 'cnon:card-nonce-ok', amount: 9999 });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('bookingId');
    for (const manageToken of [undefined, 'wrong-token', `${booking.manageToken}x`]) {
      const wrong = await pay({
        token: 'cnon:card-nonce-ok',
        amount: 12899,
        bookingId: booking.id,
        ...(manageToken === undefined ? {} : { manageToken }),
      });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.body).not.toContain('128.99');
    }
    expect(fake.calls).toHaveLength(before);
    expect(await app.ctx.db.select().from(payments)).toHaveLength(paymentsBefore);
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('unpaid');
  });
});

describe('POST /api/square/webhook', () => {
  async function pendingSquarePayment() {
    const booking = await cardBooking();
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
  const paymentEvent = (eventId: string, id: string, status: string, amount = 12899) => ({
    merchant_id: 'MTEST',
    type: 'payment.updated',
    event_id: eventId,
    created_at: new Date().toISOString(),
    data: {
      type: 'payment',
      id,
      object: { payment: { id, status, amount_money: { amount, currency: 'USD' } } },
    },
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
    expect(await mails(`Payment received for booking ${booking.reference}`)).toHaveLength(1);
  });

  it('COMPLETED for another amount marks nothing paid: refunded, flagged, customer told', async () => {
    const { booking, providerRef } = await pendingSquarePayment();
    const response = await sendWebhook(paymentEvent('sq-evt-short', providerRef, 'COMPLETED', 100));
    expect(response.statusCode, response.body).toBe(200);
    const row = await bookingRow(booking.id);
    expect(row?.paymentStatus).toBe('unpaid');
    const payment = await paymentRow(providerRef);
    expect(payment?.status).toBe('refunded');
    expect(payment?.staffFlag).toContain('confirmed 100 cents, we expected 12899');
    const refunds = fake
      .callsTo('POST', '/v2/refunds')
      .filter((c) => c.body.payment_id === providerRef);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.body).toMatchObject({ amount_money: { amount: 100, currency: 'USD' } });
    expect(await mails(`Payment received for booking ${booking.reference}`)).toHaveLength(0);
    expect(await mails(`Payment refunded for booking ${booking.reference}`)).toHaveLength(1);
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
    const paid = await pay({ token: 'cnon:card-nonce-ok', amount: 12899, ...owned(booking) });
    const providerId = paid.json<SquarePaymentResponse>().providerPaymentId;
    const cancel = () => cancelAsAdmin(app, booking.id, adminToken);
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    const refunds = fake
      .callsTo('POST', '/v2/refunds')
      .filter((c) => c.body.payment_id === providerId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.body).toMatchObject({ amount_money: { amount: 12899, currency: 'USD' } });
    expect(refunds[0]?.idempotencyKey).toMatch(/^refund-payment-\d+$/);
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('refunded');
    expect(await mails(`Refund for booking ${booking.reference}`)).toHaveLength(1);
  });
});
