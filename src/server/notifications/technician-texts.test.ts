// A technician's texts about their jobs (decisions.md "What the turn-3 walk-throughs settled",
// "Text messages (SMS)"; docs/decisions/052-every-change-recorded.md): a job of theirs
// unassigned, moved or cancelled is texted as well as mailed, read here from the outbox; a change
// to a job of today or tomorrow goes at once, in quiet hours too, a later one waits for 8 AM.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, businessToday, slotStartsAt } from '../../domain/scheduling/business-time';
import { cancel } from '../bookings/cancel';
import { findBookingForUpdate } from '../bookings/repository';
import { bookings, outboxEmails, smsOptOuts } from '../db/schema/index';
import { freshCustomer, postBooking, slotSequence, validDraft } from '../routes/bookings/testing';
import { bearer, login, technicianDraft } from '../routes/staff-bookings/staff-fixtures';
import { manageLinks } from '../services/manage-links';
import { paymentGateways } from '../services/payments/index';
import { createTestApp } from '../testing/test-app';

const app = await createTestApp();
const admin = await login(app, 'admin', 'admin123');
const nextSlot = slotSequence(4);
let phones = 60;

const api = (method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: bearer(admin), payload });

/** A new technician with a phone of their own; answers the id and the E.164 number. */
async function newTechnician(username: string) {
  phones += 1;
  const phone = `(704) 555-01${phones}`;
  const response = await api('POST', '/api/technicians', technicianDraft(username, { phone }));
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ id: number }>().id, to: `+170455501${phones}` };
}

/** A cash booking of `technicianId`, confirmed. */
async function jobOf(technicianId: number) {
  const response = await postBooking(app, validDraft({ ...freshCustomer(), ...nextSlot() }));
  expect(response.statusCode, response.body).toBe(201);
  const { id, reference } = response.json<{ id: number; reference: string }>();
  await app.ctx.db
    .update(bookings)
    .set({ status: 'confirmed', assignedTechnicianId: technicianId })
    .where(eq(bookings.id, id));
  return { id, reference };
}

const textsTo = (to: string) =>
  app.ctx.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.channel, 'sms'), eq(outboxEmails.to, to)));

describe("a technician's texts about a job of theirs", () => {
  it('is texted when the job is given to someone else (the newcomer too)', async () => {
    const first = await newTechnician('texted-first');
    const other = await newTechnician('texted-other');
    const job = await jobOf(first.id);
    const put = await api('PUT', `/api/bookings/${job.id}`, { assignedTechnicianId: other.id });
    expect(put.statusCode, put.body).toBe(200);
    const [off] = await textsTo(first.to);
    expect(off?.text).toMatch(new RegExp(`job ${job.reference} on .* is no longer yours`));
    expect((await textsTo(other.to))[0]?.text).toContain(`new job ${job.reference}`);
  });

  it('is texted when the job is unassigned', async () => {
    const tech = await newTechnician('texted-unassigned');
    const job = await jobOf(tech.id);
    const put = await api('PUT', `/api/bookings/${job.id}`, { assignedTechnicianIds: [] });
    expect(put.statusCode, put.body).toBe(200);
    expect((await textsTo(tech.to)).map((t) => t.text)).toEqual([
      expect.stringContaining(`job ${job.reference}`),
    ]);
  });

  it('is texted when the job moves, with both windows', async () => {
    const tech = await newTechnician('texted-moved');
    const job = await jobOf(tech.id);
    const target = nextSlot();
    const put = await api('PUT', `/api/bookings/${job.id}`, target);
    expect(put.statusCode, put.body).toBe(200);
    const [moved] = await textsTo(tech.to);
    expect(moved?.text).toMatch(new RegExp(`job ${job.reference} moved from .* to .*`));
    expect(moved?.text?.length).toBeLessThanOrEqual(320);
  });

  it('is texted when the job is cancelled, besides the e-mail', async () => {
    const tech = await newTechnician('texted-cancel');
    const job = await jobOf(tech.id);
    const put = await api('PUT', `/api/bookings/${job.id}`, {
      status: 'cancelled',
      reason: 'Customer called',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await textsTo(tech.to)).map((t) => t.text)).toEqual([
      expect.stringMatching(new RegExp(`job ${job.reference} on .* is cancelled`)),
    ]);
    const mails = await app.ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'texted-cancel@example.com'));
    expect(mails).toHaveLength(1);
  });

  it('never texts a technician whose number said STOP', async () => {
    const tech = await newTechnician('texted-stopped');
    await app.ctx.db.insert(smsOptOuts).values({ phone: tech.to });
    const job = await jobOf(tech.id);
    await api('PUT', `/api/bookings/${job.id}`, { status: 'cancelled', reason: 'Customer called' });
    expect(await textsTo(tech.to)).toEqual([]);
  });
});

describe('in quiet hours', () => {
  /** 11 PM business time tonight (8 AM and 15 hours). */
  const elevenPm = () =>
    new Date(slotStartsAt(businessToday(new Date()), '8:00 AM').getTime() + 15 * 3_600_000);
  async function cancelAt(bookingId: number, now: Date) {
    const links = await manageLinks(app.ctx);
    await app.ctx.db.transaction(async (trx) => {
      const booking = await findBookingForUpdate(trx, bookingId);
      if (!booking) throw new Error('no booking');
      await cancel(trx, booking, 'Storm', {
        actor: { kind: 'system' },
        links,
        now,
        gateways: paymentGateways(app.ctx),
      });
    });
  }

  it("a job of tomorrow's cancel goes at once; one next week waits for 8 AM", async () => {
    const now = elevenPm();
    const soonTech = await newTechnician('quiet-soon');
    const laterTech = await newTechnician('quiet-later');
    const soon = await jobOf(soonTech.id);
    const later = await jobOf(laterTech.id);
    const tomorrow = addDays(businessToday(now), 1);
    await app.ctx.db
      .update(bookings)
      .set({ appointmentDate: tomorrow })
      .where(eq(bookings.id, soon.id));
    await app.ctx.db
      .update(bookings)
      .set({ appointmentDate: addDays(businessToday(now), 6) })
      .where(eq(bookings.id, later.id));
    await cancelAt(soon.id, now);
    await cancelAt(later.id, now);
    const [atOnce] = await textsTo(soonTech.to);
    const [waits] = await textsTo(laterTech.to);
    // At once: due from when it was written (the database's clock), not at 8 AM tomorrow.
    expect(atOnce?.nextAttemptAt.getTime()).toBeLessThan(
      slotStartsAt(tomorrow, '8:00 AM').getTime(),
    );
    expect(waits?.nextAttemptAt.toISOString()).toBe(
      slotStartsAt(tomorrow, '8:00 AM').toISOString(),
    );
  });
});
