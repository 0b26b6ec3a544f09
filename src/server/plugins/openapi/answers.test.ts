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

describe('refusals answer as described, each with its code (decisions.md "Error codes")', () => {
  it('a blocked window is slot_closed with its date and time, a second block a conflict', async () => {
    const date = dayAhead(10);
    const draft = validDraft({ appointmentDate: date, appointmentTime: '10:00 AM' });
    const fresh = (
      await call(201, { method: 'POST', url: '/api/bookings', payload: draft })
    ).json<BookingResponse>();
    const block = { date, time: '2:00 PM', reason: 'Holiday' };
    await call(201, asAdmin({ method: 'POST', url: '/api/blocked-slots', payload: block }));
    const again = await call(
      409,
      asAdmin({ method: 'POST', url: '/api/blocked-slots', payload: block }),
    );
    expect(again.json()).toMatchObject({ code: 'conflict' });
    const moved = await call(
      409,
      asAdmin({
        method: 'PUT',
        url: `/api/bookings/${fresh.id}`,
        payload: { appointmentDate: date, appointmentTime: '2:00 PM' },
      }),
    );
    expect(moved.json()).toMatchObject({
      code: 'slot_closed',
      params: { date, time: '2:00 PM' },
    });
    const same = await call(
      409,
      asAdmin({ method: 'PUT', url: `/api/bookings/${fresh.id}`, payload: { status: 'pending' } }),
    );
    expect(same.json()).toMatchObject({ code: 'conflict' });
  });

  it('a full window is slot_full; a wrong method a 405 and an unknown call a 404', async () => {
    const date = dayAhead(11);
    const draft = () => validDraft({ appointmentDate: date, appointmentTime: '4:00 PM' });
    // The window takes as many jobs as there are active technicians: book until it is full.
    let full: LightMyRequestResponse | undefined;
    for (let tries = 0; tries < 8 && full?.statusCode !== 409; tries++) {
      full = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        remoteAddress: freshAddress(),
        payload: draft(),
      });
      expect(check(full)).toEqual([]);
    }
    expect(full?.statusCode).toBe(409);
    expect(full?.json()).toMatchObject({ code: 'slot_full', message: expect.any(String) });
    const wrong = await app.inject({ method: 'DELETE', url: '/api/quote' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.json()).toMatchObject({ code: 'method_not_allowed' });
    const unknown = await app.inject({ url: '/api/no-such-call' });
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
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
