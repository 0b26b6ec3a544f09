// Public references and money that does not match (decisions.md, docs/decisions/
// 011-references-and-money.md), through the real app and database with the sandbox gateway:
// the 201's reference and manage token, the token guarding the payment calls, card bookings
// confirmed only once paid, and lapsed holds swept to "payment not completed".
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { PaymentIntentResponse } from '../../../domain/schemas/payments';
import { bookings, idempotencyKeys, outboxEmails, payments } from '../../db/schema/index';
import { hashManageToken, REFERENCE_PATTERN } from '../../services/public-references';
import { nextYear, sandboxCardApp, paymentRecords } from '../../testing/payments-fixtures';
import { freshAddress, postBooking, validDraft } from '../bookings/testing';
import { PAYMENT_NOT_COMPLETED } from '../../../domain/bookings/holds';
import { cancelLapsedCardBookings } from '../../jobs/lapsed-holds';

const { app, nextSlot, cardBooking } = await sandboxCardApp();
/** Past every hold made in this file. */
const afterTheHold = () => new Date(Date.now() + 16 * 60_000);

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshAddress() });
const intent = (bookingId: number, manageToken?: string) =>
  post('/api/stripe-payment-intent', {
    bookingId,
    ...(manageToken === undefined ? {} : { manageToken }),
  });
const payWith4242 = (clientSecret: string) =>
  post('/api/payments/sandbox/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: nextYear,
    cvc: '123',
  });
const { bookingRow } = paymentRecords(app);
const confirmations = (reference: string) =>
  app.ctx.db
    .select()
    .from(outboxEmails)
    .where(like(outboxEmails.subject, `Booking ${reference} confirmed: %`));

describe('POST /api/bookings: reference and manage token', () => {
  it('answers 201 with a CTM- reference and a secret token stored only as its hash', async () => {
    const headers = { 'idempotency-key': `ref-${Date.now()}` };
    const draft = validDraft(nextSlot());
    const response = await postBooking(app, draft, headers);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const booking = response.json<BookingResponse>();
    expect(booking.reference).toMatch(REFERENCE_PATTERN);
    // At least 128 random bits (32 bytes, base64url).
    expect(booking.manageToken).toMatch(/^[\w-]{43}$/);
    const row = await bookingRow(booking.id);
    expect(row?.reference).toBe(booking.reference);
    expect(row?.manageTokenHash).toBe(hashManageToken(booking.manageToken));
    // Not in the booking row, not in the Idempotency-Key's saved answer; only the customer's own
    // e-mails carry it, as the manage link.
    const stored = JSON.stringify([row, await app.ctx.db.select().from(idempotencyKeys)]);
    expect(stored).not.toContain(booking.manageToken);
    const mails = (await app.ctx.db.select().from(outboxEmails)).filter((m) =>
      m.text.includes(booking.manageToken),
    );
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.to).toBe(draft.email);
      expect(mail.text).toContain(`/my-booking/${booking.manageToken}`);
    }
  });

  it('a replay hands out the same token, which still works', async () => {
    const headers = { 'idempotency-key': `replay-${Date.now()}` };
    const draft = validDraft({ paymentMethod: 'card', unitNumber: undefined, ...nextSlot() });
    const first = (await postBooking(app, draft, headers)).json<BookingResponse>();
    const replay = await postBooking(app, draft, headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const second = replay.json<BookingResponse>();
    expect(second).toMatchObject({ id: first.id, reference: first.reference });
    expect(second.manageToken).toBe(first.manageToken);
    expect((await intent(second.id, second.manageToken)).statusCode).toBe(200);
  });
});

describe('the payment calls need the manage token', () => {
  it('a wrong, missing or other booking’s token is a 404 that reveals nothing', async () => {
    const booking = await cardBooking();
    const other = await cardBooking();
    const before = (await app.ctx.db.select().from(payments)).length;
    for (const token of [undefined, '', 'not-the-token', other.manageToken]) {
      const response = await intent(booking.id, token);
      expect(response.statusCode, `${token}`).toBe(404);
      expect(response.body).not.toContain('12899');
      expect(response.body).not.toContain('clientSecret');
    }
    // The same 404 as a booking that does not exist.
    const unknown = await intent(2_000_000_000, booking.manageToken);
    expect(unknown.statusCode).toBe(404);
    expect((await intent(booking.id, 'not-the-token')).json()).toEqual(unknown.json());
    expect(await app.ctx.db.select().from(payments)).toHaveLength(before);
    // A replayed Idempotency-Key does not get round it either.
    const headers = { 'idempotency-key': `intent-token-${booking.id}` };
    const body = { bookingId: booking.id, manageToken: booking.manageToken };
    expect((await post('/api/stripe-payment-intent', body, headers)).statusCode).toBe(200);
    const stolen = { bookingId: booking.id, manageToken: other.manageToken };
    expect((await post('/api/stripe-payment-intent', stolen, headers)).statusCode).toBe(404);
  });
});

describe('card bookings are confirmed by e-mail only after payment', () => {
  it('a cash booking is confirmed at once, by its reference', async () => {
    const cash = (await postBooking(app, validDraft(nextSlot()))).json<BookingResponse>();
    const [mail] = await confirmations(cash.reference);
    expect(mail?.text).toContain(`Booking reference: ${cash.reference}`);
    expect(mail?.text).not.toContain(`#${cash.id}`);
    expect(mail?.attachments).toHaveLength(1);
  });

  it('a card booking left at the card step sends no confirmation; a paid one does', async () => {
    const left = await cardBooking({ email: 'left@example.com' });
    const paid = await cardBooking({ email: 'paid@example.com' });
    const opened = await intent(paid.id, paid.manageToken);
    await payWith4242(opened.json<PaymentIntentResponse>().clientSecret);

    expect(await confirmations(left.reference)).toHaveLength(0);
    const leftMails = await app.ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'left@example.com'));
    expect(leftMails).toHaveLength(0);

    const [confirmation] = await confirmations(paid.reference);
    expect(confirmation?.to).toBe('paid@example.com');
    expect(confirmation?.attachments?.[0]?.filename).toBe(`booking-${paid.reference}.ics`);
    const receipts = await app.ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Payment received for booking ${paid.reference}`));
    expect(receipts).toHaveLength(1);
  });
});

describe('lapsed card holds', () => {
  it('the sweep cancels unpaid card bookings past their hold, "payment not completed", once', async () => {
    const lapsed = await cardBooking();
    const cash = (await postBooking(app, validDraft(nextSlot()))).json<BookingResponse>();
    const paid = await cardBooking();
    const opened = await intent(paid.id, paid.manageToken);
    await payWith4242(opened.json<PaymentIntentResponse>().clientSecret);

    // Before the hold ends nothing happens.
    expect(await cancelLapsedCardBookings(app.ctx)).not.toContain(lapsed.id);
    const swept = await cancelLapsedCardBookings(app.ctx, afterTheHold());
    expect(swept).toContain(lapsed.id);
    expect(swept).not.toContain(cash.id);
    expect(swept).not.toContain(paid.id);
    expect(await bookingRow(lapsed.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: PAYMENT_NOT_COMPLETED,
      paymentStatus: 'unpaid',
    });
    expect((await bookingRow(lapsed.id))?.cancelledAt).not.toBeNull();
    expect(await bookingRow(cash.id)).toMatchObject({ status: 'pending', cancelReason: null });
    expect(await bookingRow(paid.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
    expect(await cancelLapsedCardBookings(app.ctx, afterTheHold())).not.toContain(lapsed.id);
  });

  it('a customer back after the sweep pays if the slot has room; if it filled, nothing is charged', async () => {
    const back = await cardBooking();
    await cancelLapsedCardBookings(app.ctx, afterTheHold());
    const reopened = await intent(back.id, back.manageToken);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const paid = await payWith4242(reopened.json<PaymentIntentResponse>().clientSecret);
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    expect(await bookingRow(back.id)).toMatchObject({
      status: 'pending',
      cancelReason: null,
      paymentStatus: 'paid',
    });
    expect(await confirmations(back.reference)).toHaveLength(1);

    const tooLate = await cardBooking();
    const opened = (await intent(tooLate.id, tooLate.manageToken)).json<PaymentIntentResponse>();
    await cancelLapsedCardBookings(app.ctx, afterTheHold());
    const slot = {
      appointmentDate: tooLate.appointmentDate,
      appointmentTime: tooLate.appointmentTime,
    };
    let taken = 0;
    while ((await postBooking(app, validDraft(slot))).statusCode === 201) taken += 1;
    expect(taken).toBeGreaterThan(0);
    const refused = await payWith4242(opened.clientSecret);
    expect(refused.statusCode).toBe(409);
    expect((await intent(tooLate.id, tooLate.manageToken)).statusCode).toBe(409);
    expect(await bookingRow(tooLate.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'unpaid',
    });
    const [payment] = await app.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, opened.paymentId));
    expect(payment?.status).toBe('pending');
  });

  it('a booking staff cancelled is not revived by a payment', async () => {
    const booking = await cardBooking();
    const opened = (await intent(booking.id, booking.manageToken)).json<PaymentIntentResponse>();
    await app.ctx.db
      .update(bookings)
      .set({ status: 'cancelled', cancelReason: 'customer called to cancel' })
      .where(eq(bookings.id, booking.id));
    expect((await payWith4242(opened.clientSecret)).statusCode).toBe(409);
    expect((await intent(booking.id, booking.manageToken)).statusCode).toBe(409);
    expect((await bookingRow(booking.id))?.paymentStatus).toBe('unpaid');
  });
});
