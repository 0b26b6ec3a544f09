// The outbox says when a channel has no provider (issue 44: every message read "Pending / Not
// yet" with no hint): each waiting message says it is not sent and why, and GET
// /api/outbox/channels gives the note for the top of the screen. With a provider, nothing of it.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { postBooking, validDraft } from '../bookings/testing';
import { bearer, login } from '../staff-bookings/staff-fixtures';
import { NOT_CONFIGURED } from './delivery';

type Message = { channel: string; status: string; to: string; deliveryNote: string | null };

async function bookAndRead(app: Awaited<ReturnType<typeof createTestApp>>) {
  const draft = validDraft({ smsOptIn: true, phone: '(704) 555-0142' });
  const booked = await postBooking(app, draft);
  expect(booked.statusCode, booked.body).toBe(201);
  const admin = bearer(await login(app, 'admin', 'admin123'));
  const list = await app.inject({ url: '/api/outbox', headers: admin });
  expect(list.statusCode, list.body).toBe(200);
  const channels = await app.inject({ url: '/api/outbox/channels', headers: admin });
  expect(channels.statusCode, channels.body).toBe(200);
  const one = list.json<(Message & { id: number })[]>()[0];
  const read = await app.inject({ url: `/api/outbox/${one?.id}`, headers: admin });
  return {
    mine: list.json<Message[]>().filter((m) => m.to === draft.email || m.to === '+17045550142'),
    channels: channels.json(),
    read: read.json<Message>(),
  };
}

describe('the outbox without providers', () => {
  it('says each waiting message is not sent because its channel is not configured', async () => {
    const app = await createTestApp();
    const { mine, channels, read } = await bookAndRead(app);
    expect(channels).toEqual({
      email: { provider: null, note: NOT_CONFIGURED.email },
      sms: { provider: null, note: NOT_CONFIGURED.sms },
    });
    expect(NOT_CONFIGURED.email).toMatch(/^Not sent: e-mail delivery is not configured/);
    expect(NOT_CONFIGURED.sms).toMatch(/^Not sent: text delivery is not configured/);
    const email = mine.find((m) => m.channel === 'email');
    const text = mine.find((m) => m.channel === 'sms');
    expect(email).toMatchObject({ status: 'pending', deliveryNote: NOT_CONFIGURED.email });
    expect(text).toMatchObject({ status: 'pending', deliveryNote: NOT_CONFIGURED.sms });
    expect(read.deliveryNote).toBe(
      read.channel === 'sms' ? NOT_CONFIGURED.sms : NOT_CONFIGURED.email,
    );
    // GET /api/outbox/channels is the admin's, like the rest of the outbox.
    expect((await app.inject({ url: '/api/outbox/channels' })).statusCode).toBe(401);
  });
});

describe('the outbox with SMTP and Twilio set up', () => {
  it('names the providers and gives no note', async () => {
    const app = await createTestApp({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'test-token',
      TWILIO_FROM: '+17045550100',
    });
    const { mine, channels } = await bookAndRead(app);
    expect(channels).toEqual({
      email: { provider: 'smtp', note: null },
      sms: { provider: 'twilio', note: null },
    });
    expect(mine.length).toBeGreaterThanOrEqual(2);
    for (const message of mine) expect(message.deliveryNote).toBeNull();
  });
});
