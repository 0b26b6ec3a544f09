// Shared by the booking, slot and payment API tests.
import { addDays, businessToday, SLOT_LABELS } from '../../../domain/scheduling/business-time';
import type { BookingDraftInput, BookingResponse } from '../../../domain/schemas/booking';
import { expect } from 'vitest';
import type { BuiltApp } from '../../app';

/** A date inside the booking window, `offset` days after today in New York (1 to 13). */
export const dayAhead = (offset: number) => addDays(businessToday(new Date()), offset);

/**
 * One TV 44-55 on wood-stud drywall with a purchased flat mount: 99 + 29.99 = $128.99. By a
 * customer of its own (e-mail and phone): a client may have at most 2 live unpaid bookings of any
 * kind (bookings/unpaid-card-holds.ts).
 */
export function validDraft(overrides: Partial<BookingDraftInput> = {}): BookingDraftInput {
  return {
    name: 'Jamie Rivera',
    ...freshCustomer(),
    address: '123 Main St, Charlotte, NC 28202',
    unitNumber: '4B',
    appointmentDate: dayAhead(3),
    appointmentTime: '10:00 AM',
    paymentMethod: 'cash',
    serviceName: 'Living Room - 44-55 TV',
    tvSize: '44-55',
    wallType: 'drywall_studs',
    tvs: [{ tvSize: '44-55', wallType: 'drywall_studs', room: 'Living Room' }],
    additionalServices: [],
    ...overrides,
  };
}

let nextAddress = 1;
/** Each call comes from its own address, so the per-address rate limit stays out of the way. */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

let nextCustomer = 0;
/**
 * Another customer's e-mail and phone: a client may have at most 2 live unpaid bookings
 * (bookings/unpaid-card-holds.ts), counted per address, e-mail and phone alike.
 */
export function freshCustomer(): { email: string; phone: string } {
  nextCustomer += 1;
  return {
    email: `customer-${nextCustomer}@example.com`,
    phone: `(980) 555-${String(nextCustomer % 10_000).padStart(4, '0')}`,
  };
}

export function postBooking(
  app: BuiltApp,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = freshAddress(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: payload as object,
    headers,
    remoteAddress,
  });
}

/** Hands out slots of their own (days `firstDay` to 13), so no test fills another test's slot. */
export function slotSequence(firstDay = 6) {
  let n = 0;
  return () => {
    n += 1;
    return {
      appointmentDate: dayAhead(firstDay + Math.floor(n / SLOT_LABELS.length)),
      appointmentTime: SLOT_LABELS[n % SLOT_LABELS.length],
    };
  };
}

/** Card booking drafts, each for the next slot and by a customer of its own unless overridden. */
export function cardDrafts(nextSlot = slotSequence()) {
  return (overrides: Partial<BookingDraftInput> = {}) =>
    validDraft({
      paymentMethod: 'card',
      unitNumber: undefined,
      ...freshCustomer(),
      ...nextSlot(),
      ...overrides,
    });
}

/**
 * Makes unpaid card bookings (the start of every card payment), each in a slot of its own and by a
 * customer of its own (address, e-mail and phone).
 */
export function cardBookings(app: BuiltApp, nextSlot = slotSequence()) {
  const draft = cardDrafts(nextSlot);
  return async (overrides: Partial<BookingDraftInput> = {}): Promise<BookingResponse> => {
    const response = await postBooking(app, draft(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<BookingResponse>();
  };
}
