// The capacity check under load (decisions.md "Time slots"): many customers racing for one slot
// of capacity 2 get exactly 2 bookings and a 409 each for the rest. In process on whichever
// database the tests use; with DATABASE_URL also across 3 app servers sharing one PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SlotLabel } from '../../../domain/scheduling/business-time';
import { bookings } from '../../db/schema/index';
import { appServersOn, raceRequest } from '../../testing/app-servers';
import { createTestApp } from '../../testing/test-app';
import { dayAhead, freshAddress, postBooking, validDraft } from './testing';

const app = await createTestApp();
const TAKEN = { message: 'That time was just booked. Please pick another.', code: 'slot_full' };

async function storedBookings(date: string, time: SlotLabel) {
  return app.ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.appointmentDate, date), eq(bookings.appointmentTime, time)));
}

function tally(results: { status: number; body: unknown }[]) {
  const created = results.filter((r) => r.status === 201);
  const taken = results.filter((r) => r.status === 409);
  return { created, taken, other: results.filter((r) => r.status !== 201 && r.status !== 409) };
}

describe('racing for the last places of a slot', () => {
  it('40 concurrent bookings for one slot of capacity 2: 2 created, 38 told it was taken', async () => {
    const date = dayAhead(8);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postBooking(app, validDraft({ appointmentDate: date, name: `Racer ${i}` })),
      ),
    );
    const { created, taken, other } = tally(
      responses.map((r) => ({ status: r.statusCode, body: r.json() })),
    );
    expect(other).toEqual([]);
    expect(created).toHaveLength(2);
    expect(taken).toHaveLength(38);
    expect(taken.every((r) => JSON.stringify(r.body) === JSON.stringify(TAKEN))).toBe(true);
    expect(await storedBookings(date, '10:00 AM')).toHaveLength(2);
  });
});

const databaseUrl = app.ctx.config.DATABASE_URL;
// Several app servers only exist on PostgreSQL (PGlite is one process's embedded database).
if (databaseUrl) {
  const startServer = appServersOn(databaseUrl);

  describe('three app servers on one PostgreSQL database', () => {
    it('40 bookings spread over the servers for one slot: 2 created, 38 taken', async () => {
      const servers = await Promise.all([startServer(), startServer()]);
      const date = dayAhead(9);
      const attempts = Array.from({ length: 40 }, (_, i) => {
        const draft = validDraft({
          appointmentDate: date,
          appointmentTime: '4:00 PM',
          name: `Racer ${i}`,
        });
        // Each racer from an address of its own: the slot, not the unpaid limit, decides.
        return raceRequest(servers, i, '/api/bookings', draft, () => postBooking(app, draft), {
          'x-forwarded-for': freshAddress(),
        });
      });
      const { created, taken, other } = tally(await Promise.all(attempts));
      expect(other).toEqual([]);
      expect(created).toHaveLength(2);
      expect(taken).toHaveLength(38);
      expect(await storedBookings(date, '4:00 PM')).toHaveLength(2);
    }, 120_000);
  });
}
