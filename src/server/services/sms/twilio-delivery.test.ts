// Texts through the real `twilio` SDK against a local fake of Twilio's Messages API (decisions.md
// "Text messages (SMS)"): sent once by the one outbox dispatcher, the SID kept, the status
// callback recorded, a failure retried like an e-mail, a messaging service id as the sender.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import { nextSendableAt } from '../../../domain/sms/quiet-hours';
import { outboxEmails } from '../../db/schema/index';
import { dayAhead, postBooking, validDraft } from '../../routes/bookings/testing';
import { createTestApp } from '../../testing/test-app';
import { FAKE_TWILIO, signedTwilioRequest, startTwilioFake } from '../../testing/twilio-fake';
import { deliverPending, retryDelayMs } from '../outbox/dispatcher';
import { createTwilioTransport, SMS_STATUS_PATH } from './twilio-transport';

const PUBLIC_URL = 'https://tv.example.com';
const fake = await startTwilioFake();
// The account and sender are given to the transport below, not to the app: its own background
// dispatcher stays off, so each pass here is the test's.
const env = fake.env(PUBLIC_URL);
const app = await createTestApp({
  PUBLIC_URL,
  TWILIO_AUTH_TOKEN: env.TWILIO_AUTH_TOKEN ?? '',
  TWILIO_API_URL: env.TWILIO_API_URL ?? '',
});
const transport = createTwilioTransport(FAKE_TWILIO, app.ctx.config);
// Texts written at night wait for 8 AM: each pass runs at the first moment a text may go.
const sendable = () => nextSendableAt(new Date());

let n = 0;
async function optedInBooking(): Promise<BookingResponse> {
  n += 1;
  const response = await postBooking(
    app,
    validDraft({
      appointmentDate: dayAhead(3 + n),
      email: `twilio${n}@example.com`,
      phone: `(704) 555-02${String(n).padStart(2, '0')}`,
      smsOptIn: true,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingResponse>();
}
const textTo = async (to: string) =>
  (
    await app.ctx.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.channel, 'sms'), eq(outboxEmails.to, to)))
  )[0];
const texts = { sms: transport };

describe('texts through Twilio', () => {
  it('sends the confirmation once, keeps its SID, and records the delivery status callback', async () => {
    const booking = await optedInBooking();
    expect(await deliverPending(app.ctx.db, texts, { now: sendable })).toBeGreaterThanOrEqual(1);
    expect(await deliverPending(app.ctx.db, texts, { now: sendable })).toBe(0);
    const sent = fake.sent.filter((t) => t.to === booking.phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: FAKE_TWILIO.from,
      messagingServiceSid: undefined,
      statusCallback: `${PUBLIC_URL}${SMS_STATUS_PATH}`,
    });
    expect(sent[0]?.body).toContain(booking.reference);
    const row = await textTo(booking.phone);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerId: sent[0]?.sid,
      providerStatus: 'queued',
    });

    const callback = await app.inject(
      signedTwilioRequest(PUBLIC_URL, SMS_STATUS_PATH, {
        MessageSid: sent[0]?.sid ?? '',
        MessageStatus: 'delivered',
        AccountSid: FAKE_TWILIO.accountSid,
      }),
    );
    expect(callback.statusCode, callback.body).toBe(204);
    expect(await textTo(booking.phone)).toMatchObject({ providerStatus: 'delivered' });

    const undelivered = await app.inject(
      signedTwilioRequest(PUBLIC_URL, SMS_STATUS_PATH, {
        MessageSid: sent[0]?.sid ?? '',
        MessageStatus: 'undelivered',
        ErrorCode: '30003',
      }),
    );
    expect(undelivered.statusCode).toBe(204);
    expect(await textTo(booking.phone)).toMatchObject({
      providerStatus: 'undelivered',
      lastError: 'Twilio error 30003',
    });
  });

  it('retries a failed send with the e-mails’ back-off, and sends it once after', async () => {
    const booking = await optedInBooking();
    fake.failNext(1);
    const start = sendable().getTime();
    expect(await deliverPending(app.ctx.db, texts, { now: () => new Date(start) })).toBe(0);
    const failed = await textTo(booking.phone);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toBeTruthy();
    expect(failed?.nextAttemptAt).toEqual(new Date(start + retryDelayMs(1)));
    // Not before its back-off.
    expect(await deliverPending(app.ctx.db, texts, { now: () => new Date(start + 1000) })).toBe(0);
    const later = () => new Date(start + retryDelayMs(1) + 1000);
    expect(await deliverPending(app.ctx.db, texts, { now: later })).toBe(1);
    expect(fake.sent.filter((t) => t.to === booking.phone)).toHaveLength(1);
    expect(await textTo(booking.phone)).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
  });

  it('a TWILIO_FROM starting MG is a messaging service', async () => {
    const booking = await optedInBooking();
    const service = createTwilioTransport(
      { ...FAKE_TWILIO, from: 'MG0123456789abcdef0123456789abcdef' },
      app.ctx.config,
    );
    expect(await deliverPending(app.ctx.db, { sms: service }, { now: sendable })).toBe(1);
    expect(fake.sent.find((t) => t.to === booking.phone)).toMatchObject({
      from: undefined,
      messagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
    });
  });

  it('texts wait in the outbox while no text transport is set; e-mails alone do not take them', async () => {
    const booking = await optedInBooking();
    const mails = {
      email: { transport: { send: async () => undefined }, from: 'shop@example.com' },
    };
    await deliverPending(app.ctx.db, mails, { now: sendable });
    expect(await textTo(booking.phone)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(fake.sent.some((t) => t.to === booking.phone)).toBe(false);
    // Tidy for the next tests: this one goes now.
    expect(await deliverPending(app.ctx.db, texts, { now: sendable })).toBe(1);
  });
});
