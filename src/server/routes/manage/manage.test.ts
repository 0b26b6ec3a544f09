// The customer's self-service calls through the real app and database (issue 15): the manage
// link's view, /track, reschedule and cancel with the 24-hour cut-off, and what staff then see.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEED_BUSINESS_FACTS } from '../../../domain/catalog/business-seed';
import { slotStartsAt, type SlotLabel } from '../../../domain/scheduling/business-time';
import type { BookingResponse } from '../../../domain/schemas/booking';
import { TRACK_NOT_FOUND_MESSAGE, type CustomerBookingView } from '../../../domain/schemas/manage';
import { bookings, outboxEmails, payments } from '../../db/schema/index';
import { inviteText } from '../../testing/mail-fixtures';
import { createTestApp } from '../../testing/test-app';
import { cardBookings, dayAhead, freshAddress, postBooking, validDraft } from '../bookings/testing';
import { bearer, login } from '../staff-bookings/staff-fixtures';
import { TRACK_RATE_LIMIT } from './index';
import { rescheduleByToken } from './service';

const app = await createTestApp();
const adminToken = await login(app, 'admin', 'admin123');

const call = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  remoteAddress = freshAddress(),
) => app.inject({ method, url, ...(payload ? { payload } : {}), remoteAddress });

let day = 2;
async function cashBooking(overrides: object = {}): Promise<BookingResponse> {
  day += 1;
  const response = await postBooking(
    app,
    validDraft({ appointmentDate: dayAhead(day), email: `c${day}@example.com`, ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingResponse>();
}

const mails = (to: string) => app.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const ics = (mail: { attachments: { contentBase64: string }[] }) => inviteText(mail).split('\r\n');

describe('GET /api/manage/{token}', () => {
  it('answers the customer view: timeline, window, what was booked, money, what may change', async () => {
    const booking = await cashBooking();
    const response = await call('GET', `/api/manage/${booking.manageToken}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const view = response.json<CustomerBookingView>();
    expect(view).toMatchObject({
      reference: booking.reference,
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'cash',
      appointmentDate: booking.appointmentDate,
      appointmentTime: '10:00 AM',
      arrivalWindow: '10:00 AM - 12:00 PM',
      totalPrice: 12899,
      technicianFirstName: null,
      canReschedule: true,
      canCancel: true,
      changesClosedReason: null,
    });
    expect(view.tvs).toHaveLength(1);
    expect(view.timeline.map((step) => [step.label, step.done])).toEqual([
      ['Booking Confirmed', true],
      ['Service Preparation', false],
      ['Technician Assigned', false],
      ['Technician En Route', false],
      ['Installation in Progress', false],
      ['Service Complete', false],
    ]);
    const start = slotStartsAt(booking.appointmentDate, '10:00 AM' as SlotLabel);
    expect(new Date(view.cutoffAt).getTime()).toBe(start.getTime() - 24 * 3600_000);
    // Nothing internal: no ids, no e-mail, phone or notes.
    expect(JSON.stringify(view)).not.toMatch(/"id"|jamie|555-0199|manageToken/i);
  });

  it('the confirmation e-mail carries the link that opens it', async () => {
    const booking = await cashBooking();
    const [mail] = (await mails(`c${day}@example.com`)).filter((m) =>
      m.subject?.includes('confirmed'),
    );
    const path = mail?.text.match(/\/my-booking\/[\w-]+/)?.[0];
    expect(path).toBe(`/my-booking/${booking.manageToken}`);
  });

  it('shows the technician by first name once assigned, and the steps staff took', async () => {
    const booking = await cashBooking();
    const techs = await app.inject({
      method: 'GET',
      url: '/api/technicians',
      headers: bearer(adminToken),
    });
    const mike = techs
      .json<{ id: number; username: string }[]>()
      .find((t) => t.username === 'mike');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: bearer(adminToken),
      payload: { status: 'confirmed', assignedTechnicianId: mike?.id },
    });
    expect(put.statusCode, put.body).toBe(200);
    const view = (
      await call('GET', `/api/manage/${booking.manageToken}`)
    ).json<CustomerBookingView>();
    expect(view.technicianFirstName).toBe('Mike');
    expect(view.timeline.filter((s) => s.done).map((s) => s.step)).toEqual([
      'received',
      'confirmed',
      'assigned',
    ]);
    expect(view.timeline[1]?.at).not.toBeNull();
  });

  it('an unknown or malformed link is the same 404', async () => {
    const unknown = await call('GET', `/api/manage/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    for (const token of ['abc', 'not-the-token', 'x'.repeat(99), 'a%00b']) {
      const response = await call('GET', `/api/manage/${token}`);
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toEqual(unknown.json());
    }
    const post = await call('POST', '/api/manage/abc/cancel', {});
    expect(post.statusCode).toBe(404);
  });
});

describe('POST /api/track', () => {
  it('finds the booking by reference and e-mail, in any case; any wrong pair is the same 404', async () => {
    const booking = await cashBooking();
    const email = `c${day}@example.com`;
    const ok = await call('POST', '/api/track', {
      reference: booking.reference.toLowerCase(),
      email: email.toUpperCase(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<CustomerBookingView>().reference).toBe(booking.reference);
    const other = await cashBooking();
    const wrong = [
      { reference: booking.reference, email: 'someone@example.com' },
      { reference: 'CTM-222222', email },
      { reference: other.reference, email },
    ];
    for (const payload of wrong) {
      const response = await call('POST', '/api/track', payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: TRACK_NOT_FOUND_MESSAGE, code: 'not_found' });
    }
  });

  it('names the missing field, and slows down guessing from one address', async () => {
    const missing = await call('POST', '/api/track', { reference: 'CTM-222222' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/email/);
    const address = freshAddress();
    const codes: number[] = [];
    for (let i = 0; i < TRACK_RATE_LIMIT.max + 2; i++) {
      const response = await call(
        'POST',
        '/api/track',
        { reference: 'CTM-222222', email: 'a@b.co' },
        address,
      );
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, TRACK_RATE_LIMIT.max).every((code) => code === 404)).toBe(true);
    expect(codes.slice(TRACK_RATE_LIMIT.max)).toEqual([429, 429]);
  });
});

describe('rescheduling from the link', () => {
  it('moves the booking; the mail updates the same calendar event; the admin sees the new window', async () => {
    const booking = await cashBooking();
    const target = { appointmentDate: dayAhead(13), appointmentTime: '2:00 PM' };
    const response = await call('POST', `/api/manage/${booking.manageToken}/reschedule`, target);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CustomerBookingView>()).toMatchObject(target);
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ ...target, calendarSequence: 1 });
    const moved = (await mails(`c${day}@example.com`)).find((m) => m.subject?.includes('moved'));
    expect(moved?.text).toContain(`/my-booking/${booking.manageToken}`);
    const lines = ics(moved as never);
    expect(lines).toEqual(
      expect.arrayContaining([
        `UID:booking-${booking.reference}@charlottetvmounting.com`,
        'SEQUENCE:1',
      ]),
    );
    const staffList = await app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: bearer(adminToken),
    });
    const listed = staffList.json<{ id: number }[]>().find((b) => b.id === booking.id);
    expect(listed).toMatchObject(target);
  });

  it('a full slot is a 409; a day outside the window or the same time a 400 naming the field', async () => {
    const booking = await cashBooking();
    const full = { appointmentDate: dayAhead(12), appointmentTime: '6:00 PM' as const };
    for (const name of ['A', 'B']) {
      expect((await postBooking(app, validDraft({ ...full, name }))).statusCode).toBe(201);
    }
    const taken = await call('POST', `/api/manage/${booking.manageToken}/reschedule`, full);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That time was just booked. Please pick another.');
    const far = await call('POST', `/api/manage/${booking.manageToken}/reschedule`, {
      appointmentDate: dayAhead(30),
      appointmentTime: '8:00 AM',
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toMatch(/appointmentDate/);
    const same = await call('POST', `/api/manage/${booking.manageToken}/reschedule`, {
      appointmentDate: booking.appointmentDate,
      appointmentTime: booking.appointmentTime,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toMatch(/appointmentTime/);
  });

  it('within 24 hours of the window the link refuses with the phone number', async () => {
    const booking = await cashBooking();
    const start = slotStartsAt(booking.appointmentDate, booking.appointmentTime as SlotLabel);
    const late = new Date(start.getTime() - 23 * 3600_000);
    await expect(
      rescheduleByToken(
        app.ctx,
        booking.manageToken,
        { appointmentDate: dayAhead(13), appointmentTime: '8:00 AM' },
        late,
      ),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining(SEED_BUSINESS_FACTS.phone),
    });
    const early = new Date(start.getTime() - 25 * 3600_000);
    const view = await rescheduleByToken(
      app.ctx,
      booking.manageToken,
      { appointmentDate: dayAhead(13), appointmentTime: '8:00 AM' },
      early,
    );
    expect(view.appointmentTime).toBe('8:00 AM');
  });
});

describe('cancelling from the link', () => {
  it('a paid card booking is refunded through its gateway; the link then changes nothing', async () => {
    const booking = await cardBookings(app)({ email: 'payer@example.com' });
    const paid = await call('POST', '/api/square-payment', {
      token: 'cnon:card-nonce-ok',
      amount: 12899,
      bookingId: booking.id,
      manageToken: booking.manageToken,
    });
    expect(paid.json()).toMatchObject({ success: true });
    const response = await call('POST', `/api/manage/${booking.manageToken}/cancel`, {
      reason: 'Moving house',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CustomerBookingView>()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancelReason: 'Moving house',
      canReschedule: false,
      canCancel: false,
    });
    const [payment] = await app.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id));
    expect(payment?.status).toBe('refunded');
    const sent = await mails('payer@example.com');
    const cancelMail = sent.find((m) => m.subject?.endsWith(': Cancelled'));
    expect(ics(cancelMail as never)).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'SEQUENCE:1']),
    );
    expect(sent.some((m) => m.subject?.includes('refund') || m.text.includes('We refunded'))).toBe(
      true,
    );

    for (const [path, payload] of [
      ['cancel', {}],
      ['reschedule', { appointmentDate: dayAhead(13), appointmentTime: '4:00 PM' }],
    ] as const) {
      const again = await call('POST', `/api/manage/${booking.manageToken}/${path}`, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toContain(SEED_BUSINESS_FACTS.phone);
    }
    const view = (
      await call('GET', `/api/manage/${booking.manageToken}`)
    ).json<CustomerBookingView>();
    expect(view.status).toBe('cancelled');
  });

  it('a cancel needs no body at all; the booking frees its place in the slot', async () => {
    const slot = { appointmentDate: dayAhead(11), appointmentTime: '8:00 AM' as const };
    const first = await cashBooking(slot);
    expect((await postBooking(app, validDraft({ ...slot, name: 'Second' }))).statusCode).toBe(201);
    expect((await postBooking(app, validDraft({ ...slot, name: 'Third' }))).statusCode).toBe(409);
    const cancelled = await call('POST', `/api/manage/${first.manageToken}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<CustomerBookingView>().status).toBe('cancelled');
    expect((await postBooking(app, validDraft({ ...slot, name: 'Fourth' }))).statusCode).toBe(201);
  });
});
