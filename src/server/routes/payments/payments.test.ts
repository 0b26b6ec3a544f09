// Card payments through the sandbox gateway (decisions.md "Payments") on the real app and
// database: the amount is the booking's stored price, the test cards behave like a provider's
// test mode, success marks the booking paid in one go, and nothing is ever charged twice.
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type {
  PaymentConfirmResponse,
  PaymentIntentResponse,
} from '../../../domain/schemas/payments';
import { bookings, idempotencyKeys, outboxEmails, payments } from '../../db/schema/index';
import { nextYear, sandboxCardApp, paymentRecords } from '../../testing/payments-fixtures';
import { dayAhead, freshAddress, postBooking, validDraft } from '../bookings/testing';

const { app, nextSlot, cardBooking } = await sandboxCardApp();

function createIntent(body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe-payment-intent',
    payload: body as object,
    headers,
    remoteAddress: freshAddress(),
  });
}

function confirm(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    payload: { expMonth: 12, expYear: nextYear, cvc: '123', postalCode: '28202', ...body },
    headers,
    remoteAddress: freshAddress(),
  });
}

async function intentFor(booking: BookingResponse): Promise<PaymentIntentResponse> {
  const response = await createIntent({
    bookingId: booking.id,
    manageToken: booking.manageToken,
    amount: 1,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentIntentResponse>();
}

const { bookingRow } = paymentRecords(app);
const receipts = (reference: string) =>
  app.ctx.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.subject, `Payment received for booking ${reference}`));

describe('POST /api/stripe-payment-intent', () => {
  it("charges the booking's stored total, whatever amount the client sends", async () => {
    const booking = await cardBooking();
    const intent = await intentFor(booking);
    // One 44-55 TV on drywall with a flat mount: 99 + 29.99.
    expect(intent).toMatchObject({
      amountCents: 12899,
      gateway: 'sandbox',
      testMode: true,
      bookingId: booking.id,
    });
    expect(intent.clientSecret).toMatch(/^sbx_pi_\w+_secret_\w+$/);
    const [payment] = await app.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, intent.paymentId));
    expect(payment?.amountCents).toBe(12899);
  });

  it('asking again gives the same open intent, not a second one', async () => {
    const booking = await cardBooking();
    const first = await intentFor(booking);
    const second = await intentFor(booking);
    expect(second).toEqual(first);
    const rows = await app.ctx.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows).toHaveLength(1);
  });

  it('honours Idempotency-Key: same key, same answer', async () => {
    const booking = await cardBooking();
    const headers = { 'idempotency-key': `intent-${booking.id}` };
    const body = { bookingId: booking.id, manageToken: booking.manageToken };
    const first = await createIntent(body, headers);
    const second = await createIntent(body, headers);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses what cannot be paid by card', async () => {
    const missing = await createIntent({ amount: 10 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('bookingId');
    const unknown = await createIntent({ bookingId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('bookingId');
    const cash = (await postBooking(app, validDraft(nextSlot()))).json<BookingResponse>();
    const cashIntent = await createIntent({ bookingId: cash.id, manageToken: cash.manageToken });
    expect(cashIntent.statusCode).toBe(409);
  });
});

describe('POST /api/payments/sandbox/confirm', () => {
  it('a declined card leaves the booking unpaid with the message; 4242 then pays it once', async () => {
    const booking = await cardBooking();
    const intent = await intentFor(booking);

    const declined = await confirm({
      clientSecret: intent.clientSecret,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<PaymentConfirmResponse>()).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
      bookingId: booking.id,
      paymentId: intent.paymentId,
    });
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('unpaid');
    expect((await receipts(booking.reference)).length).toBe(0);

    const headers = { 'idempotency-key': `confirm-${booking.id}` };
    const paid = await confirm(
      { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' },
      headers,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<PaymentConfirmResponse>()).toEqual({
      status: 'succeeded',
      bookingId: booking.id,
      paymentId: intent.paymentId,
    });
    const row = await bookingRow(booking.id);
    expect(row?.paymentStatus).toBe('paid');
    expect(row?.holdExpiresAt).toBeNull();
    const [payment] = await app.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, intent.paymentId));
    expect(payment?.status).toBe('succeeded');
    expect(payment?.amountCents).toBe(12899);
    const [receipt] = await receipts(booking.reference);
    expect(receipt?.to).toBe(booking.email);
    expect(receipt?.text).toContain('$128.99');

    // Replays, with the key or without, change nothing and send nothing more.
    const replay = await confirm(
      { clientSecret: intent.clientSecret, cardNumber: '4242 4242 4242 4242' },
      headers,
    );
    expect(replay.json()).toEqual(paid.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await confirm({
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
    });
    expect(again.json<PaymentConfirmResponse>().status).toBe('succeeded');
    expect(await receipts(booking.reference)).toHaveLength(1);
    expect(
      await app.ctx.db.select().from(payments).where(eq(payments.bookingId, booking.id)),
    ).toHaveLength(1);

    // Paid: no new intent.
    const paidIntent = await createIntent({
      bookingId: booking.id,
      manageToken: booking.manageToken,
    });
    expect(paidIntent.statusCode).toBe(409);
  });

  it.each([
    [
      'a number failing Luhn',
      'cardNumber',
      { cardNumber: '4242 4242 4242 4241' },
      'Your card number is invalid.',
    ],
    ['a number too short', 'cardNumber', { cardNumber: '4242' }, 'Your card number is invalid.'],
    [
      'an expiry last year',
      'expYear',
      { cardNumber: '4242424242424242', expYear: nextYear - 2 },
      'Your card has expired.',
    ],
    ['a 2-digit CVC', 'cvc', { cardNumber: '4242424242424242', cvc: '12' }, undefined],
    ['a month 13', 'expMonth', { cardNumber: '4242424242424242', expMonth: 13 }, undefined],
  ])('%s is a 400 naming %s and leaves the booking unpaid', async (_name, field, card, message) => {
    const booking = await cardBooking();
    const intent = await intentFor(booking);
    const response = await confirm({ clientSecret: intent.clientSecret, ...card });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(body.message.startsWith(`${field}: `)).toBe(true);
    if (message) expect(body.fieldErrors[field]).toBe(message);
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('unpaid');
  });

  it('an unknown client secret is a 404 naming clientSecret', async () => {
    const response = await confirm({
      clientSecret: 'sbx_pi_nope_secret_nope',
      cardNumber: '4242424242424242',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('clientSecret');
  });

  it('after the hold expired: pays if the slot still has room, 409 if it filled up', async () => {
    const date = dayAhead(4);
    const late = await cardBooking({ appointmentDate: date, appointmentTime: '8:00 AM' });
    const lateIntent = await intentFor(late);
    const expire = (id: number) =>
      app.ctx.db
        .update(bookings)
        .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
        .where(eq(bookings.id, id));
    await expire(late.id);
    const ok = await confirm({
      clientSecret: lateIntent.clientSecret,
      cardNumber: '4242424242424242',
    });
    expect(ok.json<PaymentConfirmResponse>().status).toBe('succeeded');

    const tooLate = await cardBooking({ appointmentDate: date, appointmentTime: '12:00 PM' });
    const tooLateIntent = await intentFor(tooLate);
    await expire(tooLate.id);
    // Its place is free again, and two other customers take the slot.
    expect(
      (await postBooking(app, validDraft({ appointmentDate: date, appointmentTime: '12:00 PM' })))
        .statusCode,
    ).toBe(201);
    expect(
      (await postBooking(app, validDraft({ appointmentDate: date, appointmentTime: '12:00 PM' })))
        .statusCode,
    ).toBe(201);
    const refused = await confirm({
      clientSecret: tooLateIntent.clientSecret,
      cardNumber: '4242424242424242',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'That time was just booked. Please pick another.',
      code: 'slot_full',
    });
    expect((await bookingRow(tooLate.id))?.paymentStatus).toBe('unpaid');
  });

  it('never stores the card number', async () => {
    const booking = await cardBooking();
    const intent = await intentFor(booking);
    await confirm(
      { clientSecret: intent.clientSecret, cardNumber: '4000000000000002' },
      { 'idempotency-key': `no-pan-${booking.id}` },
    );
    const stored = JSON.stringify([
      await app.ctx.db.select().from(payments),
      await app.ctx.db.select().from(idempotencyKeys),
      await app.ctx.db.select().from(outboxEmails).where(like(outboxEmails.text, '%4000%')),
    ]);
    expect(stored).not.toContain('4000000000000002');
    expect(stored).not.toContain('4000 0000 0000 0002');
  });
});
