// The payment pipeline's two promises (docs/decisions/027-payment-pipeline.md), on the real app
// and database against the local provider fakes: the provider is called with no transaction open
// and no lock held on the booking or its slot, and a settle that arrives twice settles once.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../domain/schemas/booking';
import type { PaymentIntentResponse } from '../../domain/schemas/payments';
import type { SquarePaymentResponse } from '../../domain/schemas/payment-providers';
import { bookingEvents, bookings } from '../db/schema/index';
import { cardBookings, freshAddress } from '../routes/bookings/testing';
import { appWithProviderFakes } from '../routes/payments/provider-apps';
import { lockSlot } from '../bookings/slots';
import { sendSquareWebhook, sendStripeWebhook, paymentRecords } from '../testing/payments-fixtures';

const STRIPE_SECRET = 'whsec_pipeline';
const SQUARE_KEY = 'sq-signature-key-pipeline';
const PUBLIC_URL = 'https://tvs.example.com';
const { app, stripeApi, squareApi } = await appWithProviderFakes({
  stripeWebhookSecret: STRIPE_SECRET,
  squareSignatureKey: SQUARE_KEY,
  publicUrl: PUBLIC_URL,
});
const cardBooking = cardBookings(app);

/**
 * While the provider's call is in flight: can another request lock the booking's row and its
 * slot? On PGlite (one connection) an open transaction would make it wait for the provider,
 * which waits for it; on PostgreSQL the row lock would. Either way a held lock shows as a wait.
 */
async function lockFreeDuringCall(booking: BookingResponse): Promise<'free' | 'blocked'> {
  const probe = app.ctx.db.transaction(async (trx) => {
    await trx.select().from(bookings).where(eq(bookings.id, booking.id)).for('update');
    await lockSlot(trx, booking.appointmentDate, booking.appointmentTime);
    return 'free' as const;
  });
  const timeout = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 2_000));
  return Promise.race([probe, timeout]);
}

const squareCharge = (booking: BookingResponse) =>
  app.inject({
    method: 'POST',
    url: '/api/square-payment',
    payload: {
      token: 'cnon:card-nonce-ok',
      amount: booking.totalPrice,
      bookingId: booking.id,
      manageToken: booking.manageToken,
    },
    remoteAddress: freshAddress(),
  });
const stripeIntent = (booking: BookingResponse) =>
  app.inject({
    method: 'POST',
    url: '/api/stripe-payment-intent',
    payload: { bookingId: booking.id, manageToken: booking.manageToken },
    remoteAddress: freshAddress(),
  });
const { mails, paymentRow } = paymentRecords(app);
const paidEvents = (bookingId: number) =>
  app.ctx.db
    .select()
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.action, 'paid')));

/** What lockFreeDuringCall found during each call to `path` the provider had while `act` ran. */
async function locksDuring(
  api: Pick<typeof squareApi, 'whileInFlight'>,
  path: string,
  booking: BookingResponse,
  act: () => Promise<void>,
): Promise<string[]> {
  const seen: string[] = [];
  api.whileInFlight(async (call) => {
    if (call.path === path) seen.push(await lockFreeDuringCall(booking));
  });
  try {
    await act();
  } finally {
    api.whileInFlight(undefined);
  }
  return seen;
}

describe('the provider is called outside any transaction', () => {
  it('a Square charge: the booking and its slot can be locked while Square answers', async () => {
    const booking = await cardBooking();
    const seen = await locksDuring(squareApi, '/v2/payments', booking, async () => {
      const response = await squareCharge(booking);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<SquarePaymentResponse>()).toMatchObject({ success: true });
    });
    expect(seen).toEqual(['free']);
  });

  it('a Stripe intent: the booking and its slot can be locked while Stripe answers', async () => {
    const booking = await cardBooking();
    const seen = await locksDuring(stripeApi, '/v1/payment_intents', booking, async () => {
      const response = await stripeIntent(booking);
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(seen).toEqual(['free']);
  });
});

describe('a settle that arrives twice settles once', () => {
  const stripeWebhook = (id: string, piId: string, amount: number) =>
    sendStripeWebhook(
      app,
      {
        id,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { object: 'payment_intent', id: piId, amount_received: amount } },
      },
      STRIPE_SECRET,
    );

  it('two Stripe events for one intent, at the same time: one payment, one receipt', async () => {
    const booking = await cardBooking();
    const intent = await stripeIntent(booking);
    const piId = intent.json<PaymentIntentResponse>().clientSecret.split('_secret_')[0] ?? '';
    const answers = await Promise.all([
      stripeWebhook(`evt_twice_a_${booking.id}`, piId, booking.totalPrice),
      stripeWebhook(`evt_twice_b_${booking.id}`, piId, booking.totalPrice),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const row = await paymentRow(piId);
    expect(row).toMatchObject({ status: 'succeeded', refundCents: null });
    expect(await paidEvents(booking.id)).toHaveLength(1);
    expect(await mails(`Payment received for booking ${booking.reference}`)).toHaveLength(1);
    expect(stripeApi.callsTo('POST', '/v1/refunds')).toHaveLength(0);
  });

  it("Square's COMPLETED webhook after the server's own charge settled it: nothing more", async () => {
    const booking = await cardBooking();
    const charge = await squareCharge(booking);
    const { providerPaymentId } = charge.json<SquarePaymentResponse>();
    const webhook = await sendSquareWebhook(
      app,
      {
        merchant_id: 'MTEST',
        type: 'payment.updated',
        event_id: `sq-evt-after-${booking.id}`,
        data: {
          type: 'payment',
          id: providerPaymentId,
          object: {
            payment: {
              id: providerPaymentId,
              status: 'COMPLETED',
              amount_money: { amount: booking.totalPrice, currency: 'USD' },
            },
          },
        },
      },
      {
        key: SQUARE_KEY,
        signedUrl: `${PUBLIC_URL}/api/square/webhook`,
      },
    );
    expect(webhook.json()).toEqual({ received: true, duplicate: false });
    expect(await paidEvents(booking.id)).toHaveLength(1);
    expect(await mails(`Payment received for booking ${booking.reference}`)).toHaveLength(1);
    expect(squareApi.callsTo('POST', '/v2/refunds')).toHaveLength(0);
  });
});
