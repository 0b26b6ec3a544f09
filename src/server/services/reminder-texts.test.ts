// Reminder texts (decisions.md "Text messages (SMS)"): 24 h and 2 h before the window beside the
// e-mail, each once across two app servers (the booking_reminders unique row), never in quiet
// hours: one due at night waits for 8 AM, or is dropped when the window starts by then. Passes
// on PostgreSQL too (DATABASE_URL): there the second server is a real second connection pool.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { slotStartsAt, type SlotLabel } from '../../domain/scheduling/business-time';
import type { BookingResponse } from '../../domain/schemas/booking';
import { buildApp } from '../app';
import { outboxEmails } from '../db/schema/index';
import { dayAhead, postBooking, validDraft } from '../routes/bookings/testing';
import { createTestApp, testConfig } from '../testing/test-app';
import { manageLinks } from './manage-links';
import { sendDueReminders } from './reminders';
import { optOut } from './sms/opt-outs';

const app = await createTestApp({ PUBLIC_URL: 'https://tv.example.com' });
const links = await manageLinks(app.ctx);
const databaseUrl = app.ctx.config.DATABASE_URL;
const second = databaseUrl
  ? await buildApp(testConfig({ DATABASE_URL: databaseUrl, PUBLIC_URL: 'https://tv.example.com' }))
  : app;
afterAll(async () => {
  if (second !== app) await second.close();
});

const HOUR = 3_600_000;
let n = 0;
async function optedIn(time: SlotLabel, day: number) {
  n += 1;
  const response = await postBooking(
    app,
    validDraft({
      appointmentDate: dayAhead(day),
      appointmentTime: time,
      email: `rt${n}@example.com`,
      phone: `(704) 555-03${String(n).padStart(2, '0')}`,
      smsOptIn: true,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json<BookingResponse>();
  return { ...booking, start: slotStartsAt(booking.appointmentDate, time).getTime() };
}
const reminderTexts = async (to: string) =>
  (
    await app.ctx.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.channel, 'sms'), eq(outboxEmails.to, to)))
  ).filter((t) => !t.text.includes('is confirmed'));
const reminderMails = async (to: string) =>
  (await app.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).filter((m) =>
    m.subject?.startsWith('Reminder'),
  );
/** Both servers' passes at the same instant. */
const bothAt = (instant: number) =>
  Promise.all([
    sendDueReminders(app.ctx.db, links, new Date(instant)),
    sendDueReminders(second.ctx.db, links, new Date(instant)),
  ]);

describe('reminder texts', () => {
  it('24 h and 2 h before, each texted once by two servers at the same moment', async () => {
    const booking = await optedIn('2:00 PM', 4);
    await bothAt(booking.start - 24 * HOUR);
    await bothAt(booking.start - 24 * HOUR + 60_000);
    let texts = await reminderTexts(booking.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toContain('tomorrow');
    expect(texts[0]?.text).toContain(booking.reference);
    expect(texts[0]?.text).toContain(`https://tv.example.com/my-booking/${booking.manageToken}`);
    expect(texts[0]?.nextAttemptAt.getTime()).toBeLessThanOrEqual(booking.start - 24 * HOUR);

    await bothAt(booking.start - 2 * HOUR);
    await bothAt(booking.start - 2 * HOUR + 60_000);
    texts = await reminderTexts(booking.phone);
    expect(texts).toHaveLength(2);
    expect(texts[1]?.text).toContain('arrives');
    expect(await reminderMails(booking.email)).toHaveLength(2);
  });

  it('never in quiet hours: the 2 h reminder of an 8 AM window (6 AM) is e-mailed, not texted', async () => {
    const booking = await optedIn('8:00 AM', 5);
    await bothAt(booking.start - 2 * HOUR);
    expect(await reminderMails(booking.email)).toHaveLength(1);
    expect(await reminderTexts(booking.phone)).toEqual([]);
  });

  it('a reminder due at night goes at 8 AM when its window has not started by then', async () => {
    const booking = await optedIn('10:00 AM', 6);
    // A server back at 11 PM the night before catches up on the 24 h reminder.
    const night = booking.start - 11 * HOUR;
    await bothAt(night);
    const [text, ...more] = await reminderTexts(booking.phone);
    expect(more).toEqual([]);
    expect(text?.nextAttemptAt).toEqual(new Date(booking.start - 2 * HOUR)); // 8 AM
  });

  it('none to a number that opted out; the e-mail still goes', async () => {
    const booking = await optedIn('4:00 PM', 7);
    await optOut(app.ctx.db, booking.phone);
    await bothAt(booking.start - 24 * HOUR);
    expect(await reminderMails(booking.email)).toHaveLength(1);
    expect(await reminderTexts(booking.phone)).toEqual([]);
  });
});
