// Issue 44: live streams follow the people behind them (decisions.md "Live updates", "Holding up
// under abuse (the third attack)", docs/decisions/053). A job taken from a technician reaches
// their open stream within 2 s; logout, deactivation and a new password end that person's
// streams within 2 s. The heartbeat here is a minute long, so only the announcement can do it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { BuiltApp } from '../../app';
import { dataOf, openEventStream, type OpenedStream } from '../../testing/event-stream-reader';
import { createTestApp } from '../../testing/test-app';
import { postBooking, slotSequence, validDraft } from '../bookings/testing';
import { bearer, login, staffId, technicianDraft } from '../staff-bookings/staff-fixtures';

const app: BuiltApp = await createTestApp({}, { liveHeartbeatMs: 60_000 });
const streams: OpenedStream[] = [];
let base = '';

beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app.close();
});

const admin = await login(app, 'admin', 'admin123');
const mikeId = await staffId(app, 'mike');
const sarahId = await staffId(app, 'sarah');
const nextSlot = slotSequence(2);

async function open(token: string) {
  const stream = await openEventStream(`${base}/api/events`, bearer(token));
  streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

async function booking(): Promise<BookingResponse> {
  const response = await postBooking(app, validDraft({ ...nextSlot() }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingResponse>();
}

async function put(id: number, payload: object) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/bookings/${id}`,
    headers: bearer(admin),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const about =
  (id: number, also: (data: Record<string, unknown>) => boolean = () => true) =>
  (event: { data?: string }) =>
    event.data !== undefined && dataOf(event).id === id && also(dataOf(event));

/** Resolves 'ended' when the server ends the stream within `ms`, else 'still open'. */
const endsWithin = (stream: OpenedStream, ms: number) =>
  Promise.race([
    stream.ended.then(() => 'ended'),
    new Promise((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);

describe("a job taken from a technician reaches that technician's open stream", () => {
  it('reassigned to another technician: the old one hears it within 2 s, and nothing after', async () => {
    const job = await booking();
    await put(job.id, { status: 'confirmed', assignedTechnicianId: mikeId });
    // Opened after the assignment: the stream knows the job from its start, not from an event.
    const mike = await open(await login(app, 'mike', 'tech123'));

    const moved = Date.now();
    await put(job.id, { assignedTechnicianId: sarahId });
    const gone = await mike.next(about(job.id, (data) => data.assignedTechnicianId === sarahId));
    expect(Date.now() - moved).toBeLessThan(2_000);
    expect(dataOf(gone)).toMatchObject({ status: 'confirmed', assignedTechnicianId: sarahId });

    // It is Sarah's now: her next change to it is not Mike's to hear.
    const other = await booking();
    await put(job.id, { status: 'in_progress' });
    await put(other.id, { status: 'confirmed', assignedTechnicianId: mikeId });
    await mike.next(about(other.id));
    expect(mike.events.filter(about(job.id))).toHaveLength(1);
  });

  it('unassigned, and a job heard on the stream first, then taken away', async () => {
    const mike = await open(await login(app, 'mike', 'tech123'));
    const job = await booking();
    await put(job.id, { status: 'confirmed', assignedTechnicianId: mikeId });
    await mike.next(about(job.id, (data) => data.assignedTechnicianId === mikeId));

    await put(job.id, { assignedTechnicianIds: [] });
    await mike.next(about(job.id, (data) => data.assignedTechnicianId === null));
  });

  it('a second technician taken off a two-technician job hears it', async () => {
    const twoTechnicianTv = {
      tvSize: '76-85',
      wallType: 'brick',
      room: 'Living Room',
      mountType: 'tilt',
      largeTvAssistance: 'two_techs',
    } as const;
    const created = await postBooking(
      app,
      validDraft({ ...nextSlot(), tvSize: '76-85', wallType: 'brick', tvs: [twoTechnicianTv] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json<BookingResponse>();
    await put(job.id, { status: 'confirmed', assignedTechnicianIds: [sarahId, mikeId] });
    const mike = await open(await login(app, 'mike', 'tech123'));

    await put(job.id, { assignedTechnicianIds: [sarahId] });
    await mike.next(about(job.id));
  });

  it('cancelled: the technician hears the cancellation within 2 s', async () => {
    const job = await booking();
    await put(job.id, { status: 'confirmed', assignedTechnicianId: mikeId });
    const mike = await open(await login(app, 'mike', 'tech123'));
    const cancelled = Date.now();
    await put(job.id, { status: 'cancelled', reason: 'The customer moved away' });
    await mike.next(about(job.id, (data) => data.status === 'cancelled'));
    expect(Date.now() - cancelled).toBeLessThan(2_000);
  });
});

describe("a person's sessions ending ends their streams within 2 s", () => {
  it('logout ends every stream of that person, and no one else', async () => {
    const first = await login(app, 'sarah', 'tech123');
    const second = await login(app, 'sarah', 'tech123');
    const onPhone = await open(first);
    const onTablet = await open(second);
    const someoneElse = await open(await login(app, 'mike', 'tech123'));

    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(first),
    });
    expect(logout.statusCode, logout.body).toBe(200);
    await expect(endsWithin(onPhone, 2_000)).resolves.toBe('ended');
    await expect(endsWithin(onTablet, 2_000)).resolves.toBe('ended');
    await expect(endsWithin(someoneElse, 300)).resolves.toBe('still open');

    // The ended token opens no new stream.
    const again = await fetch(`${base}/api/events`, { headers: bearer(first) });
    expect(again.status).toBe(401);
  });

  it('deactivation and a new password each end the technician’s streams', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/technicians',
      headers: bearer(admin),
      payload: technicianDraft('lee'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const leeId = created.json<{ id: number }>().id;

    const beforeReset = await open(await login(app, 'lee', 'first-pass-1'));
    const reset = await app.inject({
      method: 'POST',
      url: `/api/technicians/${leeId}/password`,
      headers: bearer(admin),
      payload: { password: 'second-pass-2' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expect(endsWithin(beforeReset, 2_000)).resolves.toBe('ended');

    const beforeDeactivation = await open(await login(app, 'lee', 'second-pass-2'));
    const deactivated = await app.inject({
      method: 'PUT',
      url: `/api/technicians/${leeId}`,
      headers: bearer(admin),
      payload: { isActive: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    await expect(endsWithin(beforeDeactivation, 2_000)).resolves.toBe('ended');
  });
});
