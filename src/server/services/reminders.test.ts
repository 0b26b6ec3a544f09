// Reminders with a controlled clock (issue 15): 24 h and 2 h before the window, each once even
// with two senders at the same moment, none for cancelled or moved-away windows, and a server
// that was down catches up while the window has not started.
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { slotStartsAt, type SlotLabel } from '../../domain/scheduling/business-time';
import type { BookingResponse } from '../../domain/schemas/booking';
import { buildApp } from '../app';
import { queryRows } from '../db/client';
import { bookingReminders, bookings, outboxEmails } from '../db/schema/index';
import {
  cardBookings,
  dayAhead,
  freshAddress,
  postBooking,
  validDraft,
} from '../routes/bookings/testing';
import { createTestApp, testConfig } from '../testing/test-app';
import { manageLinks } from './manage-links';
import { dueReminder, sendDueReminders } from './reminders';

const app = await createTestApp();
const links = await manageLinks(app.ctx);
// A second app server on the same database: a real second connection pool on PostgreSQL; on the
// embedded database (one process by nature) the same database used by two senders at once.
const databaseUrl = app.ctx.config.DATABASE_URL;
const second = databaseUrl ? await buildApp(testConfig({ DATABASE_URL: databaseUrl })) : app;
afterAll(async () => {
  if (second !== app) await second.close();
});

const HOUR = 3600_000;
let day = 4;
async function booking(overrides: object = {}): Promise<BookingResponse & { start: number }> {
  day += 1;
  const email = `r${day}@example.com`;
  const response = await postBooking(
    app,
    validDraft({ appointmentDate: dayAhead(day), email, ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<BookingResponse>();
  return {
    ...body,
    start: slotStartsAt(body.appointmentDate, body.appointmentTime as SlotLabel).getTime(),
  };
}

const reminders = async (email: string) =>
  (await app.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).filter((m) =>
    m.subject?.startsWith('Reminder'),
  );
/** Both servers' passes at the same instant. */
const bothAt = (instant: number) =>
  Promise.all([
    sendDueReminders(app.ctx.db, links, new Date(instant)),
    sendDueReminders(second.ctx.db, links, new Date(instant)),
  ]);

describe('dueReminder', () => {
  const created = new Date('2026-03-01T12:00:00Z');
  const row = {
    appointmentDate: '2026-03-10',
    appointmentTime: '10:00 AM' as const,
    createdAt: created,
  };
  const start = slotStartsAt('2026-03-10', '10:00 AM').getTime();
  it.each([
    [-25, null],
    [-24, '24h'],
    [-3, '24h'],
    [-2, '2h'],
    [-0.1, '2h'],
    [0, null],
    [1, null],
  ])('%s hours from the window: %s', (hours, kind) => {
    expect(dueReminder(row, new Date(start + hours * HOUR))?.kind ?? null).toBe(kind);
  });
  it('none for a reminder time that came before the booking was made', () => {
    const late = { ...row, createdAt: new Date(start - 5 * HOUR) };
    expect(dueReminder(late, new Date(start - 4 * HOUR))).toBeNull();
    expect(dueReminder(late, new Date(start - HOUR))?.kind).toBe('2h');
  });
});

describe('sendDueReminders', () => {
  it('sends the 24 h and the 2 h reminder once each, with two servers at every minute', async () => {
    const b = await booking();
    const email = `r${day}@example.com`;
    await bothAt(b.start - 25 * HOUR);
    expect(await reminders(email)).toHaveLength(0);
    for (const minutes of [0, 1, 2, 60]) await bothAt(b.start - 24 * HOUR + minutes * 60_000);
    expect((await reminders(email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Reminder: your installation tomorrow/),
    ]);
    for (const minutes of [0, 1, 30]) await bothAt(b.start - 2 * HOUR + minutes * 60_000);
    const sent = await reminders(email);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.subject).toMatch(/in about two hours/);
    expect(sent[1]?.text).toContain(`/my-booking/${b.manageToken}`);
    await bothAt(b.start + 60_000);
    expect(await reminders(email)).toHaveLength(2);
  });

  it('none for a cancelled booking or an unpaid card hold', async () => {
    const b = await booking();
    await app.inject({
      method: 'POST',
      url: `/api/manage/${b.manageToken}/cancel`,
      payload: {},
      remoteAddress: freshAddress(),
    });
    const card = await cardBookings(app)({
      appointmentDate: dayAhead(day),
      appointmentTime: '2:00 PM',
      email: 'unpaid@example.com',
    });
    await bothAt(b.start - 23 * HOUR);
    await bothAt(slotStartsAt(card.appointmentDate, '2:00 PM').getTime() - HOUR);
    expect(await reminders(`r${day}@example.com`)).toHaveLength(0);
    expect(await reminders('unpaid@example.com')).toHaveLength(0);
  });

  it('a moved booking gets reminders for its new window only', async () => {
    const b = await booking();
    const email = `r${day}@example.com`;
    const target = { appointmentDate: dayAhead(13), appointmentTime: '4:00 PM' };
    const moved = await app.inject({
      method: 'POST',
      url: `/api/manage/${b.manageToken}/reschedule`,
      payload: target,
      remoteAddress: freshAddress(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await bothAt(b.start - HOUR);
    expect(await reminders(email)).toHaveLength(0);
    const newStart = slotStartsAt(target.appointmentDate, '4:00 PM').getTime();
    await bothAt(newStart - 20 * HOUR);
    const [reminder] = await reminders(email);
    expect(reminder?.text).toContain('4:00 PM - 6:00 PM');
    const rows = await app.ctx.db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.bookingId, b.id));
    expect(rows.map((r) => r.windowStart.getTime())).toEqual([newStart]);
  });

  it('a server down over the reminder time sends it when it comes back, unless the window started', async () => {
    const b = await booking();
    const email = `r${day}@example.com`;
    // Down from 30 hours before until 1 hour before: the 24 h one is past, the 2 h one is due.
    await bothAt(b.start - HOUR);
    expect((await reminders(email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/in about two hours/),
    ]);
    const other = await booking();
    await bothAt(other.start + 5 * 60_000);
    expect(await reminders(`r${day}@example.com`)).toHaveLength(0);
  });
});

describe('the reminders pass in small batches (docs/decisions/056)', () => {
  it('reads a full day of bookings 20 at a time through the slot index, and nothing once reminded', async () => {
    const template = await booking();
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, template.id));
    if (!row) throw new Error('no booking');
    // A copy without its id, reference and manage token, which are each booking's own.
    const own = ['id', 'reference', 'manageTokenHash'];
    const copy = Object.fromEntries(
      Object.entries(row).filter(([key]) => !own.includes(key)),
    ) as Omit<typeof row, 'id' | 'reference' | 'manageTokenHash'>;
    // 59 more in the same window, as issue 44's 212 bookings over three days were.
    await app.ctx.db
      .insert(bookings)
      .values(Array.from({ length: 59 }, (_, i) => ({ ...copy, email: `bulk${i}@example.com` })));
    const at = new Date(template.start - 23 * HOUR);
    const batches: number[] = [];
    const sent = await sendDueReminders(app.ctx.db, links, at, {
      onBatch: (size) => batches.push(size),
    });
    expect(sent).toBe(60);
    // Three full batches for that window (other windows due now read none), none larger.
    expect(batches.filter((size) => size > 0)).toEqual([20, 20, 20]);
    expect(Math.max(...batches)).toBe(20);
    // The next pass finds them all reminded without reading one.
    const again: number[] = [];
    expect(await sendDueReminders(app.ctx.db, links, at, { onBatch: (s) => again.push(s) })).toBe(
      0,
    );
    expect(again.every((size) => size === 0)).toBe(true);
    // Its query goes through the slot index.
    const indexes = await queryRows<{ indexdef: string }>(
      app.ctx.db,
      sql`select indexdef from pg_indexes where tablename = 'bookings'`,
    );
    expect(indexes.map((i) => i.indexdef)).toContainEqual(
      expect.stringMatching(/\(appointment_date, appointment_time\)/),
    );
  });
});
