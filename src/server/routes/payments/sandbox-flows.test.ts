// With no provider keys: the token flow (Secure Checkout, /square-test) and refunds go through
// the sandbox gateway, labelled as test mode (docs/decisions/006-payments.md).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, payments } from '../../db/schema/index';
import { paymentGateways } from '../../services/payments/index';
import { createTestApp } from '../../testing/test-app';
import { cardBookings, freshAddress } from '../bookings/testing';
import { login } from '../staff-bookings/staff-fixtures';
import { chargeTestToken } from '../../payments/token';
import { cancelAsAdmin, nextYear, paymentRecords } from '../../testing/payments-fixtures';
import { payWithSandbox } from '../../testing/operations-fixtures';

const app = await createTestApp();
const adminToken = await login(app, 'admin', 'admin123');

const cardBooking = cardBookings(app);

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: freshAddress() });
const tokenize = (cardNumber: string, extra: object = {}) =>
  post('/api/payments/sandbox/tokenize', {
    cardNumber,
    expMonth: 12,
    expYear: nextYear,
    cvc: '123',
    ...extra,
  });
/** Pays the booking's $128.99 with a sandbox token, as the payment form would. */
const payBooking = (booking: { id: number; manageToken: string }, token: string) =>
  post('/api/square-payment', {
    token,
    amount: 12899,
    bookingId: booking.id,
    manageToken: booking.manageToken,
  });
const { bookingRow } = paymentRecords(app);

describe('payments configuration with no keys', () => {
  it('names the sandbox for both forms, in test mode, with no keys', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toEqual({
      cardGateway: 'sandbox',
      tokenGateway: 'sandbox',
      stripePublishableKey: null,
      squareApplicationId: null,
      squareLocationId: null,
      testMode: true,
      cardTestMode: true,
      tokenTestMode: true,
    });
  });

  it('webhooks are 404 when their provider is not configured', async () => {
    expect((await post('/api/stripe/webhook', { id: 'evt_x' })).statusCode).toBe(404);
    expect((await post('/api/square/webhook', { event_id: 'x' })).statusCode).toBe(404);
  });
});

describe('the sandbox token flow', () => {
  it('tokenizes the test cards and refuses a bad card by field', async () => {
    expect((await tokenize('4242 4242 4242 4242')).json()).toEqual({ token: 'cnon:card-nonce-ok' });
    expect((await tokenize('4000 0000 0000 0002')).json()).toEqual({
      token: 'cnon:card-nonce-declined',
    });
    const invalid = await tokenize('4242 4242 4242 4241');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      fieldErrors: { cardNumber: 'Your card number is invalid.' },
    });
    const expired = await tokenize('4242424242424242', { expYear: nextYear - 2 });
    expect(expired.json()).toMatchObject({ fieldErrors: { expYear: 'Your card has expired.' } });
  });

  it('pays a booking for its stored total, and a declined token pays nothing', async () => {
    const booking = await cardBooking();
    const declined = await payBooking(booking, 'cnon:card-nonce-declined');
    expect(declined.json()).toMatchObject({ success: false, error: 'Your card was declined.' });
    const paid = await payBooking(booking, 'cnon:card-nonce-ok');
    expect(paid.json()).toMatchObject({ success: true, gateway: 'sandbox', testMode: true });
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('paid');
    const [receipt] = await app.ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Payment received for booking ${booking.reference}`));
    expect(receipt?.text).toContain('This was a test payment (sandbox)');
  });

  it('refuses a token that is not one of the test tokens', async () => {
    const booking = await cardBooking();
    const response = await payBooking(booking, 'tok_forged');
    expect(response.json()).toMatchObject({ success: false, error: 'Payment validation failed' });
  });
});

describe('POST /api/payments/test-charge (/square-test)', () => {
  it('charges a test token for an amount in test mode and stores nothing', async () => {
    const before = JSON.stringify(await app.ctx.db.select().from(payments));
    const paid = await post('/api/payments/test-charge', {
      token: 'cnon:card-nonce-ok',
      amount: 2550,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      success: true,
      status: 'succeeded',
      amountCents: 2550,
      bookingId: null,
      paymentId: null,
      testMode: true,
    });
    const declined = await post('/api/payments/test-charge', {
      token: 'cnon:card-nonce-declined',
      amount: 2550,
    });
    expect(declined.json()).toMatchObject({ success: false, error: 'Your card was declined.' });
    expect(JSON.stringify(await app.ctx.db.select().from(payments))).toBe(before);
  });

  it('is refused by a gateway that moves real money', async () => {
    const live = { ...paymentGateways(app.ctx).token, testMode: false };
    await expect(
      chargeTestToken(live, {
        token: 'cnon:card-nonce-ok',
        amount: 100,
        idempotencyKey: undefined,
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('refund on cancel (sandbox)', () => {
  it('refunds a card-paid booking once, even when the cancel request is repeated', async () => {
    const booking = await cardBooking({ email: 'sandbox-refund@example.com' });
    await payWithSandbox(app, booking);

    const cancel = () => cancelAsAdmin(app, booking.id, adminToken);
    const results = await Promise.all([cancel(), cancel()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await cancel()).statusCode).toBe(409);

    const [payment] = await app.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({
      status: 'refunded',
      refundRef: expect.stringMatching(/^sbx_re_/),
    });
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('refunded');
    const refundMails = await app.ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Refund for booking ${booking.reference}`));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.to).toBe('sandbox-refund@example.com');
  });
});
