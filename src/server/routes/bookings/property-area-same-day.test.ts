// POST /api/bookings and POST /api/quote on the real app: decisions.md "Property type and unit
// number", "Service area" and "Same-day service" (issue 12).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingDraftSchema, type BookingResponse } from '../../../domain/schemas/booking';
import { addDays, businessToday, slotStartsAt } from '../../../domain/scheduling/business-time';
import type { Quote } from '../../../domain/schemas/quote';
import type { TvConfigInput } from '../../../domain/schemas/tv-config';
import { bookings } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { createBooking } from '../../bookings/create';
import { postBooking, slotSequence, validDraft } from './testing';

const app = await createTestApp();
const nextSlot = slotSequence();
const SAME_DAY_TV: TvConfigInput = {
  tvSize: '44-55',
  wallType: 'drywall_studs',
  room: 'Den',
  sameDayService: true,
};

async function created(overrides: Parameters<typeof validDraft>[0]) {
  const response = await postBooking(app, validDraft({ ...nextSlot(), ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingResponse>();
}

describe('property type and unit number', () => {
  it.each(['cash', 'afterpay', 'card'] as const)(
    'a house paid by %s needs no unit number',
    async (paymentMethod) => {
      const booking = await created({ propertyType: 'house', unitNumber: '', paymentMethod });
      expect(booking).toMatchObject({ propertyType: 'house', unitNumber: null });
    },
  );

  it('a business needs none either, and an old draft without a property type is accepted', async () => {
    await created({ propertyType: 'business', unitNumber: undefined });
    const old = await created({ propertyType: undefined, unitNumber: undefined });
    expect(old.propertyType).toBeNull();
  });

  it('an apartment needs one, named in plain words', async () => {
    const response = await postBooking(
      app,
      validDraft({ ...nextSlot(), propertyType: 'apartment', unitNumber: '  ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'unitNumber: Enter your apartment or unit number',
      code: 'field_invalid',
      fieldErrors: { unitNumber: 'Enter your apartment or unit number' },
    });
    const booking = await created({ propertyType: 'apartment', unitNumber: '1204' });
    expect(booking).toMatchObject({ propertyType: 'apartment', unitNumber: '1204' });
  });

  it('a booking in a listed complex is an apartment whatever the draft says', async () => {
    const refused = await postBooking(
      app,
      validDraft({
        ...nextSlot(),
        propertyType: 'house',
        apartmentComplex: 'radius',
        unitNumber: undefined,
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty('unitNumber');
    const booking = await created({ propertyType: 'house', apartmentComplex: 'radius' });
    expect(booking.propertyType).toBe('apartment');
  });

  it('keeps a multi-line note for staff, trimmed', async () => {
    const notes = '  Gate code 4321\nSamsung QN65, please park on the left  ';
    const booking = await created({ notes });
    expect(booking.notes).toBe('Gate code 4321\nSamsung QN65, please park on the left');
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.notes).toBe(booking.notes);
    const exactly = await created({ notes: 'n'.repeat(1000) });
    expect(exactly.notes).toHaveLength(1000);
  });
});

describe('service area', () => {
  it('refuses a ZIP outside with the ZIP and the phone number in the message', async () => {
    const response = await postBooking(
      app,
      validDraft({ ...nextSlot(), address: '1 Main St, Rock Hill, SC 29730' }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(body.message.startsWith('address: ')).toBe(true);
    expect(body.fieldErrors.address).toContain('29730');
    expect(body.fieldErrors.address).toContain('(704) 555-0186');
  });

  // Issue 26: '45 Somewhere Road, Asheville' was booked; an address must carry its ZIP.
  it.each([
    ['45 Somewhere Road, Asheville', undefined],
    ['12345 Main St, Asheville, NC', undefined],
    ['45 Somewhere Road, Asheville', ''],
  ])(
    'refuses %j (ZIP field %j), which carries no ZIP, naming address',
    async (address, zipCode) => {
      const response = await postBooking(app, validDraft({ ...nextSlot(), address, zipCode }));
      expect(response.statusCode).toBe(400);
      const body = response.json<{ message: string; fieldErrors: Record<string, string> }>();
      expect(body.message.startsWith('address: ')).toBe(true);
      expect(body.fieldErrors.address).toMatch(/5-digit ZIP code/);
      const stored = await app.ctx.db.select().from(bookings).where(eq(bookings.address, address));
      expect(stored).toEqual([]);
    },
  );

  it('refuses Asheville by its ZIP, with the phone number', async () => {
    const response = await postBooking(
      app,
      validDraft({ ...nextSlot(), address: '45 Somewhere Road, Asheville, NC 28801' }),
    );
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json<{ fieldErrors: Record<string, string> }>();
    expect(fieldErrors.address).toContain('28801');
    expect(fieldErrors.address).toContain('(704) 555-0186');
  });

  it.each([
    '500 S Tryon St, Charlotte, NC 28202',
    '12 Elm St, Matthews, NC 28105-1234',
    '9 Oak Ln, Fort Mill, SC 29715',
    '12345 Old Providence Rd, Charlotte, NC 28226',
  ])('books %s', async (address) => {
    await created({ address });
  });
});

describe('same-day service', () => {
  it('a window 3 days out is stored without the $75, whatever the client asked', async () => {
    const booking = await created({
      appointmentDate: addDays(businessToday(new Date()), 3),
      appointmentTime: '2:00 PM',
      tvs: [SAME_DAY_TV],
      sameDayService: true,
    });
    // 99 installation + 29.99 flat mount; no same-day fee.
    expect(booking.totalPrice).toBe(12899);
    expect(booking.priceBreakdown.oneTimeFees).toEqual([]);
    expect(booking.sameDayService).toBe(false);
    expect(booking.tvs[0]?.sameDayService).toBe(false);
  });

  it('a window within 24 hours of the booking pays it', async () => {
    const date = addDays(businessToday(new Date()), 12);
    const now = new Date(slotStartsAt(date, '4:00 PM').getTime() - 3 * 3_600_000);
    const draft = bookingDraftSchema.parse(
      validDraft({ appointmentDate: date, appointmentTime: '4:00 PM', tvs: [SAME_DAY_TV] }),
    );
    const answer = await createBooking(app.ctx, draft, {
      idempotencyKey: undefined,
      rawBody: {},
      now,
    });
    expect(answer.body.totalPrice).toBe(12899 + 7500);
    expect(answer.body.sameDayService).toBe(true);
  });
});

describe('POST /api/quote with an appointment', () => {
  const quote = (body: object) => app.inject({ method: 'POST', url: '/api/quote', payload: body });

  it('prices same-day as asked without a window, and drops it for a window days away', async () => {
    const asked = await quote({ tvs: [SAME_DAY_TV] });
    expect(asked.json<Quote>().totalCents).toBe(20399);
    const later = await quote({
      tvs: [SAME_DAY_TV],
      appointmentDate: addDays(businessToday(new Date()), 3),
      appointmentTime: '10:00 AM',
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json<Quote>().totalCents).toBe(12899);
    // The cached answer of the first request never stands in for the second.
    expect((await quote({ tvs: [SAME_DAY_TV] })).json<Quote>().totalCents).toBe(20399);
  });

  it.each([
    [{ appointmentTime: '10:00 AM' }, 'appointmentDate'],
    [{ appointmentDate: '2026-01-05' }, 'appointmentTime'],
    [{ appointmentDate: '2026-02-30', appointmentTime: '10:00 AM' }, 'appointmentDate'],
    [{ appointmentDate: '2026-01-05', appointmentTime: '9:00 AM' }, 'appointmentTime'],
  ])('%j alone or wrong is a 400 naming %s', async (extra, field) => {
    const response = await quote({ tvs: [SAME_DAY_TV], ...extra });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors ?? {})).toContain(field);
  });
});
