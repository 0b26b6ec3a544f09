// Bookings made by the diagnostic pages (decisions.md, "What the turn-3 walk-throughs settled"):
// source "diagnostic", marked for staff, left out of stats, exports, reminders and e-mails, and
// deleted after 24 hours. A customer cannot make one through POST /api/bookings.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotStartsAt, type SlotLabel } from '../../../domain/scheduling/business-time';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { StaffBooking } from '../../../domain/schemas/staff';
import { bookingEvents, bookingPhotos, bookings, outboxEmails } from '../../db/schema/index';
import { manageLinks } from '../../services/manage-links';
import { sendDueReminders } from '../../services/reminders';
import { dataUrl, pngPhoto } from '../../testing/photo-fixtures';
import { createTestApp } from '../../testing/test-app';
import { dayAhead, freshAddress, postBooking, validDraft } from '../bookings/testing';
import { staffCalls } from '../../testing/operations-fixtures';
import { login, staffId } from '../staff-bookings/staff-fixtures';
import { deleteExpiredDiagnosticBookings } from '../../bookings/diagnostic-expiry';

const app = await createTestApp();
const admin = await login(app, 'admin', 'admin123');
const calls = staffCalls(app);
const HOUR = 3_600_000;

const outboxSize = async () => {
  const [row] = await app.ctx.db.select({ n: count() }).from(outboxEmails);
  return row?.n ?? 0;
};

function contactFormBooking(payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/contact-form-test/booking',
    payload,
    remoteAddress: freshAddress(),
  });
}

async function staffView(id: number): Promise<StaffBooking> {
  const res = await calls.get('/api/bookings?limit=100', admin);
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json<StaffBooking[]>().find((b) => b.id === id);
  if (!found) throw new Error(`booking ${id} is not on the admin's list`);
  return found;
}

describe('a booking of the contact form test page', () => {
  it('is marked diagnostic for staff, and sends no e-mail to the customer or the admins', async () => {
    const before = await outboxSize();
    const res = await contactFormBooking(
      validDraft({ appointmentDate: dayAhead(4), email: 'form-test@example.com' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingResponse>();
    expect(await outboxSize()).toBe(before);
    expect((await staffView(booking.id)).source).toBe('diagnostic');
  });

  it('a customer cannot set source through POST /api/bookings: theirs is a customer booking', async () => {
    const before = await outboxSize();
    const res = await postBooking(app, {
      ...validDraft({ appointmentDate: dayAhead(4) }),
      source: 'diagnostic',
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingResponse>();
    expect((await staffView(booking.id)).source).toBe('customer');
    // The customer's confirmation and the admins' note.
    expect(await outboxSize()).toBeGreaterThan(before);
  });

  it('the system test booking is marked diagnostic too and sends nothing', async () => {
    const before = await outboxSize();
    const res = await app.inject({ method: 'POST', url: '/api/diagnostics/test-booking' });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json<{ id: number }>();
    expect((await staffView(id)).source).toBe('diagnostic');
    expect(await outboxSize()).toBe(before);
  });
});

describe('stats and the CSV export', () => {
  it('leave a diagnostic booking out; the list still shows it', async () => {
    const statsBefore = await calls.stats(admin);
    const res = await contactFormBooking(validDraft({ appointmentDate: dayAhead(5) }));
    expect(res.statusCode, res.body).toBe(201);
    const test = res.json<BookingResponse>();
    const customer = (
      await postBooking(app, validDraft({ appointmentDate: dayAhead(5), email: 'c5@example.com' }))
    ).json<BookingResponse>();

    const statsAfter = await calls.stats(admin);
    // Only the customer's booking counts.
    expect(statsAfter.liveBookings).toBe(statsBefore.liveBookings + 1);
    expect(statsAfter.bookedCents).toBe(statsBefore.bookedCents + customer.totalPrice);
    expect(statsAfter.byStatus.pending).toBe(statsBefore.byStatus.pending + 1);

    const csv = await calls.get('/api/bookings.csv', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(customer.reference);
    expect(csv.body).not.toContain(test.reference);
    // The staff list shows both, the test one marked.
    expect((await staffView(test.id)).source).toBe('diagnostic');
    expect((await staffView(customer.id)).source).toBe('customer');
  });
});

describe('reminders and staff changes', () => {
  it('a diagnostic booking gets no reminder when a customer booking of the same window does', async () => {
    const date = dayAhead(6);
    const time = '2:00 PM' satisfies SlotLabel;
    const test = (
      await contactFormBooking(
        validDraft({ appointmentDate: date, appointmentTime: time, email: 'rt@example.com' }),
      )
    ).json<BookingResponse>();
    const customer = (
      await postBooking(
        app,
        validDraft({ appointmentDate: date, appointmentTime: time, email: 'rc@example.com' }),
      )
    ).json<BookingResponse>();
    expect(test.id).toBeGreaterThan(0);
    const dayBefore = new Date(slotStartsAt(date, time).getTime() - 23 * HOUR);
    await sendDueReminders(app.ctx.db, await manageLinks(app.ctx), dayBefore);
    const subjects = async (to: string) =>
      (await app.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).map(
        (m) => m.subject,
      );
    expect((await subjects('rc@example.com')).some((s) => s?.startsWith('Reminder'))).toBe(true);
    expect(customer.id).not.toBe(test.id);
    expect(await subjects('rt@example.com')).toEqual([]);
  });

  it('assigning a technician, moving and cancelling it tell nobody', async () => {
    const test = (
      await contactFormBooking(
        validDraft({ appointmentDate: dayAhead(7), email: 'st@example.com' }),
      )
    ).json<BookingResponse>();
    const before = await outboxSize();
    const mike = await staffId(app, 'mike');
    const url = `/api/bookings/${test.id}`;
    const assigned = await calls.put(url, admin, { assignedTechnicianId: mike });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const moved = await calls.put(url, admin, {
      appointmentDate: dayAhead(8),
      appointmentTime: '4:00 PM',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await calls.put(url, admin, { status: 'cancelled', reason: 'test run' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await outboxSize()).toBe(before);
  });
});

describe('after 24 hours', () => {
  it('a diagnostic booking is deleted with its photos and history; customer bookings stay', async () => {
    const photo = dataUrl(await pngPhoto());
    const test = (
      await contactFormBooking(validDraft({ appointmentDate: dayAhead(9), roomPhotos: [photo] }))
    ).json<BookingResponse>();
    const customer = (
      await postBooking(app, validDraft({ appointmentDate: dayAhead(9), email: 'k@example.com' }))
    ).json<BookingResponse>();
    const photosOf = async (id: number) =>
      app.ctx.db.select().from(bookingPhotos).where(eq(bookingPhotos.bookingId, id));
    expect(await photosOf(test.id)).toHaveLength(1);

    const [row] = await app.ctx.db
      .select({ createdAt: bookings.createdAt })
      .from(bookings)
      .where(eq(bookings.id, test.id));
    const made = row?.createdAt.getTime() ?? 0;
    const sweep = (at: number) =>
      deleteExpiredDiagnosticBookings(app.ctx.db, app.ctx.photoFiles, new Date(at));

    // Not yet at 23 hours.
    expect(await sweep(made + 23 * HOUR)).not.toContain(test.id);
    expect((await staffView(test.id)).source).toBe('diagnostic');

    const gone = await sweep(made + 24 * HOUR + 60_000);
    expect(gone).toContain(test.id);
    expect(gone).not.toContain(customer.id);
    const left = await app.ctx.db.select().from(bookings).where(eq(bookings.id, test.id));
    expect(left).toEqual([]);
    expect(await photosOf(test.id)).toEqual([]);
    const events = await app.ctx.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, test.id));
    expect(events).toEqual([]);
    expect((await staffView(customer.id)).source).toBe('customer');
    // A second pass (another server) finds nothing more of it.
    expect(await sweep(made + 25 * HOUR)).not.toContain(test.id);
  });
});
