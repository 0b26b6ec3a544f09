// Webhooks under attack (docs/decisions/020-request-and-database-limits.md "Webhooks"), on the
// real app and database against local fakes of Stripe's and Square's APIs: a signed body that
// does not fit the provider's schema changes nothing and calls no provider; a refund is sent after
// its decision commits and once however often the event comes back; Stripe's timestamp holds both
// ways; Square's signed URL is our PUBLIC_URL, never the request's Host.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentIntentResponse } from '../../../domain/schemas/payments';
import { payments, webhookEvents } from '../../db/schema/index';
import { cardBookings, freshAddress } from '../bookings/testing';
import { appWithProviderFakes } from './provider-apps';
import {
  sendSquareWebhook,
  sendStripeWebhook,
  paymentRecords,
} from '../../testing/payments-fixtures';

const STRIPE_SECRET = 'whsec_webhook_attacks';
const SQUARE_KEY = 'sq-signature-key-attacks';
const PUBLIC_URL = 'https://tvs.example.com';
const { app, stripeApi, squareApi } = await appWithProviderFakes({
  stripeWebhookSecret: STRIPE_SECRET,
  squareSignatureKey: SQUARE_KEY,
  publicUrl: PUBLIC_URL,
});
const nextCardBooking = cardBookings(app);
let customers = 0;
/** Each booking its own customer: a client holds at most 2 unpaid card bookings (020). */
const cardBooking = () => {
  customers += 1;
  return nextCardBooking({
    email: `webhook-${customers}@example.com`,
    phone: `(704) 555-${String(1000 + customers)}`,
  });
};

const { bookingRow, paymentRow, mails } = paymentRecords(app);
const recorded = (eventId: string) =>
  app.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A card booking with its Stripe intent, made through the API: its pi_ id. */
async function stripeBooking() {
  const booking = await cardBooking();
  const response = await app.inject({
    method: 'POST',
    url: '/api/stripe-payment-intent',
    payload: { bookingId: booking.id, manageToken: booking.manageToken },
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { clientSecret } = response.json<PaymentIntentResponse>();
  return { booking, piId: clientSecret.split('_secret_')[0] ?? '' };
}

const sendStripe = (event: object, timestamp = nowSeconds()) =>
  sendStripeWebhook(app, event, STRIPE_SECRET, { timestamp });

const succeeded = (eventId: string, intent: Record<string, unknown>) => ({
  id: eventId,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { object: 'payment_intent', amount: 12899, status: 'succeeded', ...intent } },
});
const stripeRefunds = (piId: string) =>
  stripeApi.callsTo('POST', '/v1/refunds').filter((c) => c.body.payment_intent === piId);

describe('POST /api/stripe/webhook: the body is checked before anything happens', () => {
  it.each([
    ['data.object.amount_received', { amount_received: '1289' }],
    ['data.object.amount_received', { amount_received: 1289.5 }],
    ['data.object.id', { id: 42, amount_received: 1289 }],
  ])('a signed event whose %s has the wrong type is a 400 naming it', async (field, intent) => {
    const { booking, piId } = await stripeBooking();
    const eventId = `evt_bad_type_${booking.id}`;
    const response = await sendStripe(succeeded(eventId, { id: piId, ...intent }));
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(body.message).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}: `));
    expect(body.fieldErrors).toHaveProperty([field]);
    // No provider call, no write: the booking and its payment are as they were.
    expect(stripeRefunds(piId)).toHaveLength(0);
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      holdExpiresAt: expect.any(Date),
    });
    expect(await paymentRow(piId)).toMatchObject({ status: 'pending', refundCents: null });
    expect(await recorded(eventId)).toHaveLength(0);
    expect(await mails(`Payment refunded for booking ${booking.reference}`)).toHaveLength(0);
  });

  it('an event id of the wrong type is a 400 naming id', async () => {
    const response = await sendStripe({ id: 7, type: 'customer.created', data: { object: {} } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('id');
  });
});

describe('POST /api/stripe/webhook: a refund is sent after commit, once', () => {
  it('the provider down: the decision stays recorded, the retry refunds, later retries ask nothing', async () => {
    const { booking, piId } = await stripeBooking();
    const eventId = `evt_short_${booking.id}`;
    const event = succeeded(eventId, { id: piId, amount_received: 1289 });
    stripeApi.outage('POST', '/v1/refunds');

    const first = await sendStripe(event);
    expect(first.statusCode, first.body).toBe(502);
    // The decision was committed before the provider was asked: nothing paid, 1289 cents owed.
    const owed = await paymentRow(piId);
    expect(owed).toMatchObject({ status: 'refunded', refundCents: 1289, refundRef: null });
    expect(owed?.staffFlag).toContain('confirmed 1289 cents, we expected 12899');
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'unpaid' });
    expect(await recorded(eventId)).toHaveLength(1);
    expect(stripeRefunds(piId)).toHaveLength(1);

    // Stripe delivers again: the event is a duplicate, the owed refund is sent.
    const retry = await sendStripe(event);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual({ received: true, duplicate: true });
    expect(await paymentRow(piId)).toMatchObject({
      status: 'refunded',
      refundCents: 1289,
      refundRef: expect.stringMatching(/^re_fake/),
    });
    const calls = stripeRefunds(piId);
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => c.idempotencyKey)).toEqual([
      `refund-payment-${owed?.id}`,
      `refund-payment-${owed?.id}`,
    ]);
    expect(calls[1]?.body.amount).toBe('1289');

    // Once recorded, a retry never asks the provider again.
    for (let i = 0; i < 2; i++) {
      expect((await sendStripe(event)).json()).toEqual({ received: true, duplicate: true });
    }
    expect(stripeRefunds(piId)).toHaveLength(2);
    expect(await mails(`Payment refunded for booking ${booking.reference}`)).toHaveLength(1);
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('a refund that went through on the first delivery is not asked again on a retry', async () => {
    const { booking, piId } = await stripeBooking();
    const event = succeeded(`evt_short_ok_${booking.id}`, { id: piId, amount_received: 100 });
    expect((await sendStripe(event)).statusCode).toBe(200);
    expect(await paymentRow(piId)).toMatchObject({ refundRef: expect.stringMatching(/^re_/) });
    expect((await sendStripe(event)).json()).toEqual({ received: true, duplicate: true });
    expect(stripeRefunds(piId)).toHaveLength(1);
  });
});

describe('POST /api/stripe/webhook: the signing time holds both ways', () => {
  it.each([
    ['600 s in the future', 600],
    ['600 s in the past', -600],
  ])('an event signed %s is a 400 and changes nothing', async (_when, offset) => {
    const { booking, piId } = await stripeBooking();
    const eventId = `evt_skew_${booking.id}`;
    const event = succeeded(eventId, { id: piId, amount_received: 12899 });
    const response = await sendStripe(event, nowSeconds() + offset);
    expect(response.statusCode, response.body).toBe(400);
    expect(await bookingRow(booking.id)).toMatchObject({ paymentStatus: 'unpaid' });
    expect(await recorded(eventId)).toHaveLength(0);
  });

  it.each([200, -200])('a clock %i s off is within the 300 s tolerance', async (offset) => {
    const eventId = `evt_within_${offset}`;
    const event = { id: eventId, type: 'customer.created', data: { object: {} } };
    const response = await sendStripe(event, nowSeconds() + offset);
    expect(response.statusCode, response.body).toBe(200);
    expect(await recorded(eventId)).toHaveLength(1);
  });
});

describe('POST /api/square/webhook', () => {
  async function squarePayment() {
    const booking = await cardBooking();
    const providerRef = `sq_attack_${booking.id}`;
    await app.ctx.db
      .insert(payments)
      .values({ bookingId: booking.id, gateway: 'square', providerRef, amountCents: 12899 });
    return { booking, providerRef };
  }
  const completed = (eventId: string, id: string, amount: unknown = 12899) => ({
    merchant_id: 'MTEST',
    type: 'payment.updated',
    event_id: eventId,
    data: {
      type: 'payment',
      id,
      object: { payment: { id, status: 'COMPLETED', amount_money: { amount, currency: 'USD' } } },
    },
  });
  const sendSquare = (event: object, signedUrl: string, host = 'attacker.example.net') =>
    sendSquareWebhook(app, event, { key: SQUARE_KEY, signedUrl, host, forwarded: true });
  const squareRefunds = (providerRef: string) =>
    squareApi.callsTo('POST', '/v2/refunds').filter((c) => c.body.payment_id === providerRef);

  it('a notification signed for PUBLIC_URL is accepted whatever the Host header says', async () => {
    const { booking, providerRef } = await squarePayment();
    const response = await sendSquare(
      completed(`sq-public-${booking.id}`, providerRef),
      `${PUBLIC_URL}/api/square/webhook`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('paid');
  });

  it("a notification signed for the Host header's URL is refused and changes nothing", async () => {
    const { booking, providerRef } = await squarePayment();
    const eventId = `sq-forged-host-${booking.id}`;
    for (const signedUrl of [
      'http://attacker.example.net/api/square/webhook',
      'https://attacker.example.net/api/square/webhook',
    ]) {
      const response = await sendSquare(completed(eventId, providerRef), signedUrl);
      expect(response.statusCode).toBe(400);
    }
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('unpaid');
    expect(await recorded(eventId)).toHaveLength(0);
  });

  it('a signed amount of the wrong type is a 400 naming it, with no refund and no write', async () => {
    const { booking, providerRef } = await squarePayment();
    const eventId = `sq-bad-type-${booking.id}`;
    const response = await sendSquare(
      completed(eventId, providerRef, '100'),
      `${PUBLIC_URL}/api/square/webhook`,
    );
    expect(response.statusCode).toBe(400);
    const field = 'data.object.payment.amount_money.amount';
    expect(response.json<{ message: string }>().message).toMatch(`${field}: `);
    expect(squareRefunds(providerRef)).toHaveLength(0);
    expect(await paymentRow(providerRef)).toMatchObject({ status: 'pending', refundCents: null });
    expect(await recorded(eventId)).toHaveLength(0);
  });

  it('another amount is refunded once, after commit, however often the event comes back', async () => {
    const { booking, providerRef } = await squarePayment();
    const event = completed(`sq-short-${booking.id}`, providerRef, 100);
    const signedUrl = `${PUBLIC_URL}/api/square/webhook`;
    expect((await sendSquare(event, signedUrl)).statusCode).toBe(200);
    expect((await sendSquare(event, signedUrl)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    const refunds = squareRefunds(providerRef);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.body).toMatchObject({ amount_money: { amount: 100, currency: 'USD' } });
    expect(await paymentRow(providerRef)).toMatchObject({
      status: 'refunded',
      refundCents: 100,
      refundRef: expect.stringMatching(/^sq_re_/),
    });
  });
});
