// Shared by the booking, slot and payment API tests.
import { addDays, businessToday } from '../../../domain/scheduling/business-time';
import type { BookingDraftInput } from '../../../domain/schemas/booking';
import type { BuiltApp } from '../../app';

/** A date inside the booking window, `offset` days after today in New York (1 to 13). */
export const dayAhead = (offset: number) => addDays(businessToday(new Date()), offset);

/** One TV 44-55 on wood-stud drywall with a purchased flat mount: 99 + 29.99 = $128.99. */
export function validDraft(overrides: Partial<BookingDraftInput> = {}): BookingDraftInput {
  return {
    name: 'Jamie Rivera',
    email: 'jamie@example.com',
    phone: '(704) 555-0199',
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
