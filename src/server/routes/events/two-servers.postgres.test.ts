// Issue 30 "Done when": a change made on one app server reaches a staff stream and a customer's
// stream opened on another within 2 s (PostgreSQL LISTEN/NOTIFY), and a stream outlives the loss
// of its server's LISTEN connection (what a database restart does to it). PostgreSQL only: several
// app servers share one database there, PGlite is one process's.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import { appServersOn, postJson } from '../../testing/app-servers';
import { dataOf, openEventStream, type StreamEvent } from '../../testing/event-stream-reader';
import { createTestApp } from '../../testing/test-app';
import { postBooking, slotSequence, validDraft } from '../bookings/testing';
import { bearer, login, staffId } from '../staff-bookings/staff-fixtures';

const app = await createTestApp();
const databaseUrl = app.ctx.config.DATABASE_URL;

if (!databaseUrl) {
  throw new Error('*.postgres.test.ts runs with DATABASE_URL only (vitest.config.ts)');
}
const startServer = appServersOn(databaseUrl);
const nextSlot = slotSequence(2);
const admin = await login(app, 'admin', 'admin123');
const mike = await login(app, 'mike', 'tech123');
const mikeId = await staffId(app, 'mike');

const booking = async () => {
  const response = await postBooking(app, validDraft({ ...nextSlot() }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingResponse>();
};
const put = async (token: string, id: number, payload: object) => {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/bookings/${id}`,
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
};
const about =
  (id: number, also: (data: Record<string, unknown>) => boolean = () => true) =>
  (event: StreamEvent) =>
    event.data !== undefined && dataOf(event).id === id && also(dataOf(event));

describe('two app servers on one PostgreSQL database', () => {
  it('a change on one server reaches the staff and the customer streams on the other within 2 s', async () => {
    const other = await startServer();
    const signedIn = await postJson<{ token: string }>(other, '/api/admin/login', {
      username: 'admin',
      password: 'admin123',
    });
    expect(signedIn.status).toBe(200);
    const b = await booking();
    const staffStream = await openEventStream(`${other}/api/events`, bearer(signedIn.body.token));
    const customerStream = await openEventStream(`${other}/api/manage/${b.manageToken}/events`);
    try {
      expect(staffStream.status).toBe(200);
      expect(customerStream.status).toBe(200);
      await put(admin, b.id, { status: 'confirmed', assignedTechnicianId: mikeId });
      await staffStream.next(about(b.id, (data) => data.assignedTechnicianId === mikeId));

      const tapped = Date.now();
      await put(mike, b.id, { enRoute: true });
      await staffStream.next(about(b.id, (data) => data.enRouteAt !== null));
      await customerStream.next(
        (event) =>
          event.data !== undefined &&
          dataOf<{ timeline: { step: string; done: boolean }[] }>(event).timeline.some(
            (step) => step.step === 'on_the_way' && step.done,
          ),
      );
      expect(Date.now() - tapped).toBeLessThan(2_000);
    } finally {
      staffStream.close();
      customerStream.close();
    }
  }, 60_000);

  it('a job taken from a technician and their logout on one server reach their stream on the other within 2 s (issue 44)', async () => {
    const other = await startServer();
    const b = await booking();
    await put(admin, b.id, { status: 'confirmed', assignedTechnicianId: mikeId });
    const token = await login(app, 'mike', 'tech123');
    const stream = await openEventStream(`${other}/api/events`, bearer(token));
    try {
      expect(stream.status).toBe(200);
      const moved = Date.now();
      await put(admin, b.id, { assignedTechnicianIds: [] });
      await stream.next(about(b.id, (data) => data.assignedTechnicianId === null));
      expect(Date.now() - moved).toBeLessThan(2_000);

      const loggedOut = Date.now();
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(token),
      });
      expect(logout.statusCode, logout.body).toBe(200);
      await stream.ended;
      expect(Date.now() - loggedOut).toBeLessThan(2_000);
    } finally {
      stream.close();
    }
  }, 60_000);

  it('a stream keeps hearing changes after its LISTEN connection is killed', async () => {
    const other = await startServer();
    const signedIn = await postJson<{ token: string }>(other, '/api/admin/login', {
      username: 'admin',
      password: 'admin123',
    });
    const stream = await openEventStream(`${other}/api/events`, bearer(signedIn.body.token));
    const sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    try {
      const before = await booking();
      await stream.next(about(before.id));

      // What a database restart does to the listeners: their backends end.
      const killed = await sql.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      expect(killed.rowCount).toBeGreaterThanOrEqual(2);
      // Made while the listeners are (likely) still away: the resync after reconnecting
      // delivers it by event id.
      const during = await booking();
      await stream.next(about(during.id), 10_000);
      // And the listener is back: a later change arrives as usual.
      const later = await booking();
      await stream.next(about(later.id), 5_000);
      const listening = await sql.query(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%'`,
      );
      expect(listening.rows[0]?.n).toBeGreaterThanOrEqual(2);
    } finally {
      stream.close();
      await sql.end();
    }
  }, 60_000);
});
