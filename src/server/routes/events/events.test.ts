// The live update streams (decisions.md "Live updates", issue 30): who hears what, how fast, the
// resume after a break, heartbeats and the end of a staff stream at logout. Against a listening
// server with a streaming fetch, as the screens read them, on PGlite or on PostgreSQL when
// DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import { customerBookingViewSchema } from '../../../domain/schemas/manage';
import { liveStaffBookingSchema } from '../../../domain/schemas/live';
import type { BuiltApp } from '../../app';
import { dataOf, openEventStream, type OpenedStream } from '../../testing/event-stream-reader';
import { createTestApp } from '../../testing/test-app';
import { postBooking, slotSequence, validDraft } from '../bookings/testing';
import { bearer, login, staffId } from '../staff-bookings/staff-fixtures';

const HEARTBEAT_MS = 300;
const app: BuiltApp = await createTestApp({}, { liveHeartbeatMs: HEARTBEAT_MS });
const streams: OpenedStream[] = [];
let base = '';

beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  // One stream is left open on purpose: closing the app must end it, not wait for it.
  for (const stream of streams.slice(1)) stream.close();
  await app.close();
});

const admin = await login(app, 'admin', 'admin123');
const mike = await login(app, 'mike', 'tech123');
const sarah = await login(app, 'sarah', 'tech123');
const mikeId = await staffId(app, 'mike');
const sarahId = await staffId(app, 'sarah');
const nextSlot = slotSequence(1);

async function open(path: string, headers: Record<string, string> = {}) {
  const stream = await openEventStream(`${base}${path}`, headers);
  streams.push(stream);
  return stream;
}

async function booking(): Promise<BookingResponse> {
  const response = await postBooking(app, validDraft({ ...nextSlot() }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingResponse>();
}

async function put(token: string, id: number, payload: object) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/bookings/${id}`,
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const aboutBooking = (id: number) => (event: { data?: string }) =>
  event.data !== undefined && dataOf(event).id === id;

describe('GET /api/events (staff)', () => {
  it('is 401 without a token, and with a revoked or forged one', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not.a.token' }];
    for (const headers of attempts) {
      const response = await fetch(`${base}/api/events`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('is an event stream: its headers, a heartbeat at the interval, and no request limit', async () => {
    const stream = await open('/api/events', bearer(admin));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    // The security headers still come with a hijacked reply.
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('x-ratelimit-limit')).toBeNull();
    await stream.next((event) => event.comment === 'heartbeat', HEARTBEAT_MS * 4);
  });

  it('carries a change within 2 s with exactly the staff fields; a technician hears only their jobs', async () => {
    const adminStream = await open('/api/events', bearer(admin));
    const mikeStream = await open('/api/events', bearer(mike));
    const sarahStream = await open('/api/events', bearer(sarah));
    const mikes = await booking();
    const sarahs = await booking();

    const created = await adminStream.next(aboutBooking(mikes.id));
    expect(created.event).toBe('booking');
    expect(Number(created.id)).toBeGreaterThan(0);
    expect(Object.keys(dataOf(created)).sort()).toEqual(
      Object.keys(liveStaffBookingSchema.shape).sort(),
    );
    expect(dataOf(created)).toMatchObject({
      reference: mikes.reference,
      status: 'pending',
      assignedTechnicianId: null,
      enRouteAt: null,
    });

    await put(admin, mikes.id, { status: 'confirmed', assignedTechnicianId: mikeId });
    await put(admin, sarahs.id, { status: 'confirmed', assignedTechnicianId: sarahId });
    const assigned = await mikeStream.next(aboutBooking(mikes.id));
    expect(dataOf(assigned)).toMatchObject({ status: 'confirmed', assignedTechnicianId: mikeId });
    await sarahStream.next(aboutBooking(sarahs.id));

    // "On my way" through the real route reaches the office's stream within 2 s.
    const tapped = Date.now();
    await put(mike, mikes.id, { enRoute: true });
    const onTheWay = await adminStream.next(
      (event) => aboutBooking(mikes.id)(event) && dataOf(event).enRouteAt !== null,
    );
    expect(Date.now() - tapped).toBeLessThan(2_000);
    expect(dataOf(onTheWay).enRouteAt).toEqual(expect.any(String));
    await mikeStream.next((event) => aboutBooking(mikes.id)(event) && !!dataOf(event).enRouteAt);

    // Neither technician heard the other's job, not even its creation.
    expect(mikeStream.events.some(aboutBooking(sarahs.id))).toBe(false);
    expect(sarahStream.events.some(aboutBooking(mikes.id))).toBe(false);
    // Event ids only grow on one stream.
    const ids = adminStream.events.filter((e) => e.id).map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('replays what was missed after Last-Event-ID, then goes live', async () => {
    const b = await booking();
    const first = await open('/api/events', bearer(admin));
    await put(admin, b.id, { status: 'confirmed' });
    const seen = await first.next(aboutBooking(b.id));
    first.close();

    // While no stream is open: assigned, then moved on its way.
    await put(admin, b.id, { assignedTechnicianId: mikeId });
    await put(mike, b.id, { enRoute: true });
    const other = await booking();

    const resumed = await open('/api/events', { ...bearer(admin), 'last-event-id': seen.id ?? '' });
    const replayed = await resumed.next(aboutBooking(b.id));
    expect(Number(replayed.id)).toBeGreaterThan(Number(seen.id));
    // The latest state, once: not one event per missed change.
    expect(dataOf(replayed)).toMatchObject({ assignedTechnicianId: mikeId, status: 'confirmed' });
    expect(dataOf(replayed).enRouteAt).toEqual(expect.any(String));
    await resumed.next(aboutBooking(other.id));
    expect(resumed.events.filter(aboutBooking(b.id))).toHaveLength(1);

    // A technician's replay holds only their jobs.
    const mikeResumed = await open('/api/events', {
      ...bearer(mike),
      'last-event-id': seen.id ?? '',
    });
    await mikeResumed.next(aboutBooking(b.id));
    await mikeResumed.next((event) => event.comment === 'heartbeat', HEARTBEAT_MS * 4);
    expect(mikeResumed.events.some(aboutBooking(other.id))).toBe(false);

    // And then live.
    await put(admin, other.id, { status: 'confirmed' });
    await resumed.next(
      (event) => aboutBooking(other.id)(event) && dataOf(event).status === 'confirmed',
    );
  });

  it('ends at logout and when the member is deactivated', async () => {
    const token = await login(app, 'sarah', 'tech123');
    const stream = await open('/api/events', bearer(token));
    expect(stream.status).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    await expect(
      Promise.race([
        stream.ended.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), HEARTBEAT_MS * 5)),
      ]),
    ).resolves.toBe('ended');

    const created = await app.inject({
      method: 'POST',
      url: '/api/technicians',
      headers: bearer(admin),
      payload: {
        name: 'Tech Dana',
        username: 'dana',
        password: 'first-pass-1',
        phone: '(704) 555-0177',
        email: 'dana@example.com',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const danaId = created.json<{ id: number }>().id;
    const dana = await login(app, 'dana', 'first-pass-1');
    const danaStream = await open('/api/events', bearer(dana));
    const deactivated = await app.inject({
      method: 'PUT',
      url: `/api/technicians/${danaId}`,
      headers: bearer(admin),
      payload: { isActive: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    await expect(
      Promise.race([
        danaStream.ended.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), HEARTBEAT_MS * 5)),
      ]),
    ).resolves.toBe('ended');
  });
});

describe('GET /api/manage/:token/events (the customer)', () => {
  it('is 404 for an unknown or malformed token', async () => {
    for (const token of ['x'.repeat(43), 'short', '%00']) {
      const response = await fetch(`${base}/api/manage/${token}/events`);
      expect(response.status, token).toBe(404);
    }
  });

  it("carries only the customer's view of their own booking", async () => {
    const mine = await booking();
    const someoneElses = await booking();
    const stream = await open(`/api/manage/${mine.manageToken}/events`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');

    await put(admin, someoneElses.id, { status: 'confirmed', assignedTechnicianId: mikeId });
    await put(admin, mine.id, { status: 'confirmed', assignedTechnicianId: mikeId });
    const tapped = Date.now();
    await put(mike, mine.id, { enRoute: true });
    const onTheWay = await stream.next(
      (event) =>
        event.event === 'booking' &&
        dataOf<{ timeline: { step: string; done: boolean }[] }>(event).timeline.some(
          (step) => step.step === 'on_the_way' && step.done,
        ),
    );
    expect(Date.now() - tapped).toBeLessThan(2_000);
    const view = dataOf(onTheWay);
    expect(Object.keys(view).sort()).toEqual(Object.keys(customerBookingViewSchema.shape).sort());
    expect(view).toMatchObject({ reference: mine.reference, technicianFirstName: 'Mike' });
    for (const staffField of ['id', 'assignedTechnicianId', 'email', 'phone', 'notes', 'name']) {
      expect(view, staffField).not.toHaveProperty(staffField);
    }
    const references = stream.events
      .filter((event) => event.data)
      .map((event) => dataOf(event).reference);
    expect(new Set(references)).toEqual(new Set([mine.reference]));

    // The same view the manage link answers.
    const page = await app.inject({ method: 'GET', url: `/api/manage/${mine.manageToken}` });
    expect(Object.keys(page.json()).sort()).toEqual(Object.keys(view).sort());
  });
});
