// The webhook endpoints API and its deliveries through the real app, a real database and a real
// HTTP receiver on 127.0.0.1 (decisions.md "Integrations"; docs/decisions/048-webhooks.md).
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { StaffBooking } from '../../../domain/schemas/staff';
import type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
} from '../../../domain/schemas/webhooks';
import { webhookDeliveries } from '../../db/schema/index';
import { deliverPending } from '../../services/outbox/dispatcher';
import { httpWebhookSender } from '../../services/webhooks/send';
import { createTestApp } from '../../testing/test-app';
import { payWithSandbox } from '../../testing/operations-fixtures';
import { cardBookings, postBooking, slotSequence, validDraft } from '../bookings/testing';
import { bearer, login } from '../staff-bookings/staff-fixtures';
import { startReceiver, type Received } from './receiver';

const app = await createTestApp();
const admin = await login(app, 'admin', 'admin123');
const mike = await login(app, 'mike', 'tech123');
const receiver = await startReceiver();
const nextSlot = slotSequence(4);
const sender = httpWebhookSender({ production: false });
/** One dispatcher pass, as the job runner makes it, at `now`. */
const deliver = (now = new Date()) =>
  deliverPending(app.ctx.db, { webhooks: sender }, { now: () => now });

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = admin,
) => app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

let paths = 0;
async function register(events: string[]) {
  paths += 1;
  const path = `/hooks/${paths}`;
  const response = await api('POST', '/api/webhook-endpoints', { url: receiver.url(path), events });
  expect(response.statusCode, response.body).toBe(201);
  const endpoint = response.json<CreatedWebhookEndpoint>();
  const here = (r: Received) => r.path === path;
  return { ...endpoint, path, received: () => receiver.received.filter(here) };
}

async function book(): Promise<BookingResponse> {
  const response = await postBooking(app, validDraft({ ...nextSlot() }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingResponse>();
}

const deliveriesOf = async (id: number) =>
  (await api('GET', `/api/webhook-endpoints/${id}/deliveries`)).json<WebhookDelivery[]>();

type Body = { type: string; timestamp: string; data: StaffBooking };

describe('registering an endpoint', () => {
  it('answers the secret once, in the Standard Webhooks form; lists without it', async () => {
    const endpoint = await register(['booking.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(endpoint.secret.slice(6), 'base64')).toHaveLength(32);
    const list = (await api('GET', '/api/webhook-endpoints')).json<WebhookEndpoint[]>();
    const listed = list.find((e) => e.id === endpoint.id);
    expect(listed).toMatchObject({ url: endpoint.url, events: ['booking.created'], active: true });
    expect(JSON.stringify(list)).not.toContain(endpoint.secret.slice(6));
    const one = await api('GET', `/api/webhook-endpoints/${endpoint.id}`);
    expect(one.json()).not.toHaveProperty('secret');
  });

  it('is 401 without a token and 403 for a technician', async () => {
    const body = { url: receiver.url('/x'), events: ['booking.created'] };
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/webhook-endpoints',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/webhook-endpoints' })).statusCode).toBe(
      401,
    );
    expect((await api('POST', '/api/webhook-endpoints', body, mike)).statusCode).toBe(403);
    expect((await api('GET', '/api/webhook-endpoints', undefined, mike)).statusCode).toBe(403);
  });

  it.each([
    [{ url: 'not a url', events: ['booking.created'] }, 'url'],
    [{ url: 'ftp://example.com/x', events: ['booking.created'] }, 'url'],
    [{ events: ['booking.created'] }, 'url'],
    [{ url: 'https://example.com/x', events: [] }, 'events'],
    [{ url: 'https://example.com/x', events: ['booking.deleted'] }, 'events'],
    [{ url: 'https://example.com/x' }, 'events'],
  ])('%j is a 400 naming %s', async (body, field) => {
    const response = await api('POST', '/api/webhook-endpoints', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toEqual([field]);
  });
});

describe('deliveries', () => {
  it('booking.created arrives signed so the standardwebhooks library verifies it, with the staff view', async () => {
    const endpoint = await register(['booking.created']);
    const booking = await book();
    await deliver();
    const [arrived] = endpoint.received();
    expect(arrived).toBeDefined();
    if (!arrived) return;
    const headers = {
      'webhook-id': String(arrived.headers['webhook-id']),
      'webhook-timestamp': String(arrived.headers['webhook-timestamp']),
      'webhook-signature': String(arrived.headers['webhook-signature']),
    };
    const verified = new Webhook(endpoint.secret).verify(arrived.body, headers) as Body;
    expect(headers['webhook-id']).toMatch(/^msg_/);
    expect(verified.type).toBe('booking.created');
    expect(Date.parse(verified.timestamp)).not.toBeNaN();
    // The same view GET /api/bookings/{id} answers staff: no field lost.
    const staffView = (await api('GET', `/api/bookings/${booking.id}`)).json<StaffBooking>();
    expect(verified.data).toEqual(staffView);
    // Another secret does not verify it.
    const other = 'whsec_' + Buffer.alloc(32, 7).toString('base64');
    expect(() => new Webhook(other).verify(arrived.body, headers)).toThrow();
    expect(await deliveriesOf(endpoint.id)).toMatchObject([
      { eventType: 'booking.created', status: 'sent', attempts: 1, responseStatus: 204 },
    ]);
  });

  it('a 500 is retried with the same webhook-id, the next attempt within a minute; both outcomes listed', async () => {
    const endpoint = await register(['booking.created']);
    receiver.answerNext(endpoint.path, 500);
    const before = Date.now();
    await book();
    await deliver();
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
    expect(failed?.lastError).toBe('HTTP 500');
    const due = Date.parse(failed?.nextAttemptAt ?? '');
    expect(due - before).toBeLessThanOrEqual(60_000);
    // Not due before its time.
    await deliver();
    expect(endpoint.received()).toHaveLength(1);
    await deliver(new Date(due + 1));
    const [first, second] = endpoint.received();
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.body).toBe(first?.body);
    expect(await deliveriesOf(endpoint.id)).toMatchObject([
      { status: 'sent', attempts: 2, responseStatus: 204, lastError: null },
    ]);
  });

  it('an inactive endpoint receives nothing; switched on again it receives the next event', async () => {
    const endpoint = await register(['booking.created']);
    const off = await api('PUT', `/api/webhook-endpoints/${endpoint.id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    await book();
    await deliver();
    expect(endpoint.received()).toHaveLength(0);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    await api('PUT', `/api/webhook-endpoints/${endpoint.id}`, { active: true });
    await book();
    await deliver();
    expect(endpoint.received()).toHaveLength(1);
  });

  it('booking.cancelled and payment.succeeded reach their subscriber, each event once', async () => {
    const endpoint = await register(['booking.cancelled', 'payment.succeeded', 'booking.updated']);
    const cardBooking = cardBookings(app, nextSlot);
    const paid = await cardBooking();
    await payWithSandbox(app, paid);
    const cancelled = await book();
    const put = await api('PUT', `/api/bookings/${cancelled.id}`, {
      status: 'cancelled',
      reason: 'Customer called to cancel',
    });
    expect(put.statusCode, put.body).toBe(200);
    await deliver();
    const bodies = endpoint.received().map((r) => JSON.parse(r.body) as Body);
    expect(bodies.map((b) => [b.type, b.data.id])).toEqual([
      ['payment.succeeded', paid.id],
      ['booking.cancelled', cancelled.id],
    ]);
    expect(bodies[0]?.data).toMatchObject({ paymentStatus: 'paid' });
    expect(bodies[1]?.data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Customer called to cancel',
    });
  });

  it('a failed delivery is sent again by Re-send with the same webhook-id', async () => {
    const endpoint = await register(['booking.created']);
    await book();
    const [delivery] = await deliveriesOf(endpoint.id);
    if (!delivery) throw new Error('no delivery');
    const url = `/api/webhook-endpoints/${endpoint.id}/deliveries/${delivery.id}/resend`;
    expect((await api('POST', url)).statusCode).toBe(409);
    await app.ctx.db
      .update(webhookDeliveries)
      .set({ status: 'failed', lastError: 'HTTP 503' })
      .where(eq(webhookDeliveries.id, delivery.id));
    const resent = await api('POST', url);
    expect(resent.json()).toMatchObject({ status: 'pending', messageId: delivery.messageId });
    await deliver();
    expect(endpoint.received().map((r) => r.headers['webhook-id'])).toEqual([delivery.messageId]);
    expect(
      (await api('POST', `/api/webhook-endpoints/${endpoint.id}/deliveries/999999/resend`))
        .statusCode,
    ).toBe(404);
  });

  it('PUT changes events and url (400 naming them), DELETE is 204 then 404', async () => {
    const endpoint = await register(['booking.created']);
    const changed = await api('PUT', `/api/webhook-endpoints/${endpoint.id}`, {
      events: ['review.created', 'store_order.paid'],
    });
    expect(changed.json()).toMatchObject({ events: ['review.created', 'store_order.paid'] });
    const bad = await api('PUT', `/api/webhook-endpoints/${endpoint.id}`, { events: ['nope'] });
    expect(bad.json()).toMatchObject({ fieldErrors: { events: expect.any(String) } });
    const badUrl = await api('PUT', `/api/webhook-endpoints/${endpoint.id}`, { url: 'x' });
    expect(badUrl.json()).toMatchObject({ fieldErrors: { url: expect.any(String) } });
    expect((await api('DELETE', `/api/webhook-endpoints/${endpoint.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/webhook-endpoints/${endpoint.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/webhook-endpoints/${endpoint.id}`)).statusCode).toBe(404);
  });
});
