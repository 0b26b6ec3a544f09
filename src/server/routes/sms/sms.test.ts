// Text messages through the API (decisions.md "Text messages (SMS)"): the opt-in at booking with
// an E.164 number, the signed Twilio webhook (STOP, START, HELP, any other reply, 403), quiet
// hours, and nothing ever queued for a number that opted out.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotStartsAt } from '../../../domain/scheduling/business-time';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { StaffBooking } from '../../../domain/schemas/staff';
import { PHONE_US_MESSAGE } from '../../../domain/sms/phone';
import { outboxEmails, smsReplies } from '../../db/schema/index';
import { enqueueText } from '../../services/sms/texts';
import { createTestApp } from '../../testing/test-app';
import { signedTwilioRequest } from '../../testing/twilio-fake';
import { dayAhead, postBooking, validDraft } from '../bookings/testing';
import { bearer, login, staffId } from '../staff-bookings/staff-fixtures';
import { SMS_INBOUND_PATH } from './index';

const PUBLIC_URL = 'https://tv.example.com';
const AUTH_TOKEN = 'test-twilio-auth-token';
// Only the auth token: the webhooks are checked, no text leaves (no account or sender).
const app = await createTestApp({ PUBLIC_URL, TWILIO_AUTH_TOKEN: AUTH_TOKEN });
const admin = await login(app, 'admin', 'admin123');
const mike = await login(app, 'mike', 'tech123');
const mikeId = await staffId(app, 'mike');

let n = 0;
/** A cash booking of its own day and number: (704) 555-01nn. */
async function book(overrides: object = {}) {
  n += 1;
  const phone = `(704) 555-01${String(n).padStart(2, '0')}`;
  const response = await postBooking(
    app,
    validDraft({
      appointmentDate: dayAhead(2 + (n % 11)),
      email: `sms${n}@example.com`,
      phone,
      ...overrides,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingResponse>();
}
const textsTo = (to: string) =>
  app.ctx.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.channel, 'sms'), eq(outboxEmails.to, to)));
const inbound = (from: string, body: string, sid = `SM${Math.random().toString(16).slice(2)}`) =>
  app.inject(
    signedTwilioRequest(
      PUBLIC_URL,
      SMS_INBOUND_PATH,
      { From: from, To: '+17045550100', Body: body, MessageSid: sid, AccountSid: 'AC1' },
      AUTH_TOKEN,
    ),
  );
const staffView = async (id: number) => {
  const res = await app.inject({ url: `/api/bookings/${id}`, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffBooking>();
};
const put = (token: string, id: number, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: bearer(token), payload });

describe('the opt-in at booking', () => {
  it('with the box: the phone in E.164 and a confirmation text with the reference and the whole manage link', async () => {
    const booking = await book({ smsOptIn: true });
    expect(booking).toMatchObject({ smsOptIn: true, phone: booking.phone });
    expect(booking.phone).toMatch(/^\+1704555\d{4}$/);
    const [text, ...more] = await textsTo(booking.phone);
    expect(more).toEqual([]);
    expect(text).toMatchObject({ channel: 'sms', subject: null, status: 'pending' });
    expect(text?.text).toContain(booking.reference);
    expect(text?.text).toContain(`${PUBLIC_URL}/my-booking/${booking.manageToken}`);
    expect(text?.text.length).toBeLessThanOrEqual(320);

    const outbox = await app.inject({ url: '/api/outbox?channel=sms', headers: bearer(admin) });
    expect(outbox.statusCode, outbox.body).toBe(200);
    const listed = outbox.json<{ channel: string; to: string; subject: null; body: string }[]>();
    expect(listed.every((m) => m.channel === 'sms')).toBe(true);
    expect(listed.find((m) => m.to === booking.phone)).toMatchObject({
      subject: null,
      body: text?.text,
    });
    const emails = await app.inject({ url: '/api/outbox?channel=email', headers: bearer(admin) });
    expect(emails.json<{ channel: string }[]>().every((m) => m.channel === 'email')).toBe(true);
    const one = await app.inject({ url: `/api/outbox/${text?.id}`, headers: bearer(admin) });
    expect(one.json()).toMatchObject({ channel: 'sms', html: null, body: text?.text });
    expect((await staffView(booking.id)).sms).toEqual({
      optIn: true,
      optedOut: false,
      replies: [],
    });
  });

  it('without the box: no text, and the phone as typed', async () => {
    const booking = await book();
    expect(booking.smsOptIn).toBe(false);
    expect(booking.phone).toMatch(/^\(704\) 555-01\d\d$/);
    expect(await textsTo(`+1${booking.phone.replace(/\D/g, '')}`)).toEqual([]);
    expect((await staffView(booking.id)).sms).toEqual({
      optIn: false,
      optedOut: false,
      replies: [],
    });
  });

  it('with the box and no valid US number: a 400 naming phone', async () => {
    for (const phone of ['+44 20 7946 0958', '(123) 456-7890', '(704) 155-0142']) {
      const response = await postBooking(app, validDraft({ phone, smsOptIn: true }));
      expect(response.statusCode, phone).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { phone: PHONE_US_MESSAGE } });
    }
    // Without the box the same number books as before.
    expect((await postBooking(app, validDraft({ phone: '(123) 456-7890' }))).statusCode).toBe(201);
  });
});

describe('POST /api/sms/inbound', () => {
  it('is refused with 403 without Twilio’s signature', async () => {
    const params = { From: '+17045550101', Body: 'STOP', MessageSid: 'SMx1' };
    const wrong = signedTwilioRequest(PUBLIC_URL, SMS_INBOUND_PATH, params, 'another-token');
    expect((await app.inject(wrong)).statusCode).toBe(403);
    const unsigned = { 'content-type': wrong.headers['content-type'] };
    expect((await app.inject({ ...wrong, headers: unsigned })).statusCode).toBe(403);
    // Signed for another address than PUBLIC_URL.
    const elsewhere = signedTwilioRequest(
      'https://evil.example',
      SMS_INBOUND_PATH,
      params,
      AUTH_TOKEN,
    );
    expect((await app.inject(elsewhere)).statusCode).toBe(403);
    // A parameter changed after signing.
    const signed = signedTwilioRequest(PUBLIC_URL, SMS_INBOUND_PATH, params, AUTH_TOKEN);
    const changed = { ...signed, payload: signed.payload.replace('STOP', 'START') };
    expect((await app.inject(changed)).statusCode).toBe(403);
  });

  it('is refused with 403 when Twilio is not configured', async () => {
    const bare = await createTestApp({ PUBLIC_URL });
    const request = signedTwilioRequest(PUBLIC_URL, SMS_INBOUND_PATH, { Body: 'HELP' }, AUTH_TOKEN);
    expect((await bare.inject(request)).statusCode).toBe(403);
  });

  it('STOP stops every later text to that number until START', async () => {
    const first = await book({ smsOptIn: true });
    const phone = first.phone;
    const answer = await inbound(phone, '  stop ');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/xml');
    expect(answer.body).toContain('<Response');
    expect((await staffView(first.id)).sms.optedOut).toBe(true);
    const before = (await textsTo(phone)).length;

    // A reschedule, a cancel, a new booking, an assignment's "on my way": no text.
    const moved = await app.inject({
      method: 'POST',
      url: `/api/manage/${first.manageToken}/reschedule`,
      payload: { appointmentDate: dayAhead(13), appointmentTime: '4:00 PM' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const second = await book({ smsOptIn: true, phone });
    await put(admin, second.id, { status: 'confirmed', assignedTechnicianId: mikeId });
    expect((await put(mike, second.id, { enRoute: true })).statusCode).toBe(200);
    expect(await textsTo(phone)).toHaveLength(before);
    // Also a text written directly (a reminder's).
    expect(await enqueueText(app.ctx.db, { to: phone, body: 'x', kind: 'reminder' })).toBe(false);

    // A Re-send of an old text to that number is refused.
    const [old] = await textsTo(phone);
    const resend = await app.inject({
      method: 'POST',
      url: `/api/outbox/${old?.id}/retry`,
      headers: bearer(admin),
    });
    expect(resend.statusCode).toBe(409);
    // A third live unpaid booking on one phone would be refused (unpaid-card-holds.ts).
    const cancelled = await put(admin, second.id, { status: 'cancelled', reason: 'Booked twice' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect((await inbound(phone, 'UNSTOP')).statusCode).toBe(200);
    expect((await staffView(first.id)).sms.optedOut).toBe(false);
    const third = await book({ smsOptIn: true, phone });
    expect((await textsTo(phone)).some((t) => t.text.includes(third.reference))).toBe(true);
  });

  it('STOP withdraws the texts still waiting in the outbox', async () => {
    const booking = await book({ smsOptIn: true });
    const [waiting] = await textsTo(booking.phone);
    expect(waiting?.status).toBe('pending');
    await inbound(booking.phone, 'Quit');
    const [withdrawn] = await textsTo(booking.phone);
    expect(withdrawn?.status).toBe('failed');
  });

  it('HELP answers the business name and phone, in the language of the latest booking', async () => {
    const business = (await app.inject({ url: '/api/business' })).json<{
      name: string;
      phone: string;
    }>();
    const booking = await book({ smsOptIn: true });
    const help = await inbound(booking.phone, 'help');
    expect(help.statusCode).toBe(200);
    expect(help.body).toContain(`<Message>${business.name}: call ${business.phone}`);
    const spanish = await book({ smsOptIn: true, locale: 'es' });
    const ayuda = await inbound(spanish.phone, 'INFO');
    expect(ayuda.body).toContain(`${business.name}: llame al ${business.phone}`);
    // A number with no booking is answered in English.
    expect((await inbound('+17045559999', 'HELP')).body).toContain(`call ${business.phone}`);
  });

  it('any other reply is kept on the latest booking of that number and mailed to the admins, once', async () => {
    const booking = await book({ smsOptIn: true });
    const body = 'Can the technician call me when he is 10 minutes out?';
    const reply = await inbound(booking.phone, body, 'SMreply1');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).not.toContain('<Message>');
    expect((await inbound(booking.phone, body, 'SMreply1')).statusCode).toBe(200);
    const { sms } = await staffView(booking.id);
    expect(sms.replies).toEqual([{ body, receivedAt: expect.any(String) }]);
    const stored = await app.ctx.db
      .select()
      .from(smsReplies)
      .where(eq(smsReplies.messageSid, 'SMreply1'));
    expect(stored).toMatchObject([{ bookingId: booking.id, fromPhone: booking.phone }]);
    const mails = await app.ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'admin@example.com'));
    const told = mails.filter((m) => m.text.includes(body));
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toContain(booking.reference);
  });
});

describe('POST /api/sms/status', () => {
  it('is refused with 403 without Twilio’s signature', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sms/status',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'MessageSid=SM1&MessageStatus=delivered',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('"on my way" and the technician’s assignment', () => {
  it('texts the customer the technician’s first name, and the technician the new job', async () => {
    const booking = await book({ smsOptIn: true });
    await put(admin, booking.id, { status: 'confirmed', assignedTechnicianId: mikeId });
    const toMike = await textsTo('+17045550111');
    expect(toMike.some((t) => t.text.includes(`new job ${booking.reference}`))).toBe(true);
    expect((await put(mike, booking.id, { enRoute: true })).statusCode).toBe(200);
    const onMyWay = (await textsTo(booking.phone)).filter((t) => t.text.includes('on the way'));
    expect(onMyWay).toHaveLength(1);
    expect(onMyWay[0]?.text).toContain('Mike is on the way');
    expect(onMyWay[0]?.text).not.toContain('Johnson');
  });
});

describe('quiet hours', () => {
  const night = new Date(slotStartsAt(dayAhead(3), '8:00 AM').getTime() - 10 * 3_600_000); // 10 PM
  const eight = slotStartsAt(dayAhead(3), '8:00 AM');
  const queued = async (to: string) => (await textsTo(to))[0]?.nextAttemptAt;

  it('a text written at 10 PM waits for 8 AM; "on my way" goes at once', async () => {
    await enqueueText(app.ctx.db, {
      to: '+17045550301',
      body: 'x',
      kind: 'rescheduled',
      now: night,
    });
    expect(await queued('+17045550301')).toEqual(eight);
    await enqueueText(app.ctx.db, { to: '+17045550302', body: 'x', kind: 'on my way', now: night });
    expect((await queued('+17045550302'))?.getTime()).toBeLessThan(eight.getTime());
  });

  it('a reminder that could only go once its window started is dropped', async () => {
    const to = '+17045550303';
    expect(
      await enqueueText(app.ctx.db, { to, body: 'x', kind: 'reminder', now: night, dropAt: eight }),
    ).toBe(false);
    const ten = slotStartsAt(dayAhead(3), '10:00 AM');
    expect(
      await enqueueText(app.ctx.db, { to, body: 'x', kind: 'reminder', now: night, dropAt: ten }),
    ).toBe(true);
    expect(await queued(to)).toEqual(eight);
  });
});

describe('inbound texts, applied once', () => {
  it('a signed STOP replayed after a START changes nothing (applied once per MessageSid)', async () => {
    // Its own days: book()'s round of days stays as the tests above and below expect it.
    const booking = await book({ smsOptIn: true, appointmentDate: dayAhead(1) });
    expect((await inbound(booking.phone, 'STOP', 'SMreplayed-stop')).statusCode).toBe(200);
    expect((await staffView(booking.id)).sms.optedOut).toBe(true);
    expect((await inbound(booking.phone, 'START', 'SMlater-start')).statusCode).toBe(200);
    expect((await staffView(booking.id)).sms.optedOut).toBe(false);
    // The attacker's copy of the first request, signature and all.
    const replay = await inbound(booking.phone, 'STOP', 'SMreplayed-stop');
    expect(replay.statusCode).toBe(200);
    expect((await staffView(booking.id)).sms.optedOut).toBe(false);
    const later = await book({
      smsOptIn: true,
      phone: booking.phone,
      appointmentDate: dayAhead(13),
    });
    expect((await textsTo(booking.phone)).some((t) => t.text.includes(later.reference))).toBe(true);
  });
});
