// Real answers of the main calls, each checked against GET /api/openapi.json (decisions.md
// "Integrations": the API tests check real answers against the description, so it cannot drift).
// Successes and the usual refusals alike: a field that the schema forgets or a status it does
// not list fails here.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import { dayAhead, freshAddress, validDraft } from '../../routes/bookings/testing';
import {
  adminAndMikeTokens,
  bearer,
  staffId,
  technicianDraft,
} from '../../routes/staff-bookings/staff-fixtures';
import { answerChecker, type OpenApiDocument } from '../../testing/openapi-check';
import { sampleBodies } from '../../testing/fuzz-samples';
import { createTestApp } from '../../testing/test-app';

const app = await createTestApp();
const check = answerChecker(
  (await app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>(),
);
const day = dayAhead(9);
const samples = sampleBodies(day);
let admin = '';
let mike = '';
let booking: BookingResponse;

/** Sends the call and expects its status and that the description holds its answer. */
async function call(status: number, options: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await app.inject({ remoteAddress: freshAddress(), ...options });
  expect(res.statusCode, `${options.method ?? 'GET'} ${options.url}: ${res.body}`).toBe(status);
  expect(check(res)).toEqual([]);
  return res;
}
const asAdmin = (options: InjectOptions) => ({ ...options, headers: bearer(admin) });

beforeAll(async () => {
  [admin, mike] = await adminAndMikeTokens(app);
  const res = await call(201, {
    method: 'POST',
    url: '/api/bookings',
    payload: validDraft({
      email: 'jamie@example.com',
      appointmentDate: day,
      appointmentTime: '2:00 PM',
    }),
  });
  booking = res.json<BookingResponse>();
});

describe('the customer calls answer as described', () => {
  it('quote, time slots and products', async () => {
    await call(200, { method: 'POST', url: '/api/quote', payload: samples['POST /api/quote'] });
    await call(400, { method: 'POST', url: '/api/quote', payload: { tvs: 'two' } });
    await call(200, { url: `/api/time-slots/available?date=${day}` });
    await call(400, { url: '/api/time-slots/available?date=tomorrow' });
    await call(200, { url: '/api/products' });
    await call(200, { url: '/api/business' });
    await call(200, { url: '/api/health' });
  });

  it('bookings: the refusal, the manage link and tracking', async () => {
    await call(400, { method: 'POST', url: '/api/bookings', payload: { name: '' } });
    const token = booking.manageToken;
    await call(200, { url: `/api/manage/${token}` });
    await call(404, { url: '/api/manage/not-a-real-token-at-all' });
    await call(200, {
      method: 'POST',
      url: '/api/track',
      payload: { reference: booking.reference, email: 'jamie@example.com' },
    });
  });

  it('store orders and the assistant', async () => {
    await call(201, {
      method: 'POST',
      url: '/api/store-orders',
      payload: { ...samples['POST /api/store-orders'], paymentMethod: 'cash' },
    });
    await call(200, {
      method: 'POST',
      url: '/api/assistant/messages',
      payload: { text: 'Two TVs on brick please' },
    });
  });
});

describe('the staff calls answer as described', () => {
  it('bookings: list, one, update, and the refusals', async () => {
    await call(401, { url: '/api/bookings' });
    await call(200, asAdmin({ url: '/api/bookings' }));
    await call(200, asAdmin({ url: `/api/bookings/${booking.id}` }));
    await call(404, asAdmin({ url: '/api/bookings/999999' }));
    await call(
      200,
      asAdmin({
        method: 'PUT',
        url: `/api/bookings/${booking.id}`,
        payload: { status: 'confirmed' },
      }),
    );
    await call(200, asAdmin({ url: `/api/bookings/${booking.id}/history` }));
    await call(403, { url: '/api/technicians', headers: bearer(mike) });
  });

  it('technicians, schedule, store orders and stats', async () => {
    await call(200, asAdmin({ url: '/api/technicians' }));
    await call(
      201,
      asAdmin({ method: 'POST', url: '/api/technicians', payload: technicianDraft('openapi') }),
    );
    const mikeId = await staffId(app, 'mike');
    await call(200, { url: `/api/technician/bookings/${mikeId}`, headers: bearer(mike) });
    await call(200, asAdmin({ url: `/api/schedule?from=${day}&to=${day}` }));
    await call(200, asAdmin({ url: '/api/store-orders' }));
    await call(200, asAdmin({ url: `/api/stats?from=${day}&to=${day}` }));
    await call(200, asAdmin({ url: '/api/outbox' }));
  });
});

describe('the check itself', () => {
  it('names a field the description does not allow, a status it does not list, a missing call', async () => {
    const res = await app.inject({ url: '/api/time-slots/available?date=' + day });
    const altered = (statusCode: number, body: unknown) =>
      ({ ...res, statusCode, body: JSON.stringify(body), json: () => body }) as typeof res;
    expect(check(altered(200, [{ date: day, time: 'noon', isAvailable: 'yes' }]))).toEqual([
      expect.stringMatching(/\/0\/time must be equal to one of the allowed values/),
      expect.stringMatching(/\/0\/isAvailable must be boolean/),
    ]);
    expect(check(altered(418, {}))).toEqual([expect.stringMatching(/418: status not described/)]);
    const unknown = await app.inject({ url: '/api/no-such-call' });
    expect(check(unknown)).toEqual([expect.stringMatching(/no operation describes it/)]);
  });
});
