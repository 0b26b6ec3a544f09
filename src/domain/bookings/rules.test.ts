import { describe, expect, it } from 'vitest';
import { slotStartsAt } from '../scheduling/business-time';
import type { BookingStatus } from '../schemas/booking';
import { isLapsedHold, PAYMENT_NOT_COMPLETED, type HoldFacts } from './holds';
import {
  changeRules,
  CUSTOMER_MOVES,
  enRouteRefusal,
  isEarlyCompletion,
  moveRefusal,
  OFFICE_MOVES,
  OUT_OF_WINDOW_MESSAGE,
  reassignRefusal,
  statusMoveRefusal,
} from './rules';

const PHONE = '(704) 555-0100';
// Noon in Charlotte on Monday 2030-03-04.
const now = new Date('2030-03-04T17:00:00Z');
const booking = (status: BookingStatus = 'confirmed') => ({
  status,
  appointmentDate: '2030-03-08',
  appointmentTime: '10:00 AM' as const,
});

describe('a move of a booking', () => {
  it.each([
    ['customer, 13 days ahead', CUSTOMER_MOVES, '2030-03-17', '10:00 AM', null],
    ['customer, 14 days ahead', CUSTOMER_MOVES, '2030-03-18', '10:00 AM', 'appointmentDate'],
    ['office, 14 days ahead', OFFICE_MOVES, '2030-03-18', '10:00 AM', null],
    ['office, 89 days ahead', OFFICE_MOVES, '2030-06-01', '10:00 AM', null],
    ['office, 90 days ahead', OFFICE_MOVES, '2030-06-02', '10:00 AM', 'appointmentDate'],
    ['office, yesterday', OFFICE_MOVES, '2030-03-03', '10:00 AM', 'appointmentDate'],
    ['either, a window already started', OFFICE_MOVES, '2030-03-04', '8:00 AM', 'appointmentTime'],
    ['either, the same window', CUSTOMER_MOVES, '2030-03-08', '10:00 AM', 'appointmentTime'],
    ['office, within 24 hours', OFFICE_MOVES, '2030-03-04', '4:00 PM', null],
    ['customer, within 24 hours', CUSTOMER_MOVES, '2030-03-05', '8:00 AM', 'phone'],
    ['customer, just past 24 hours', CUSTOMER_MOVES, '2030-03-05', '2:00 PM', null],
  ] as const)('%s', (_name, policy, date, time, refused) => {
    const refusal = moveRefusal(
      policy,
      booking(),
      { appointmentDate: date, appointmentTime: time },
      now,
      PHONE,
    );
    if (refused === null) expect(refusal).toBeNull();
    else if (refused === 'phone')
      expect(refusal).toEqual({
        message: expect.stringContaining(PHONE),
        code: expect.stringMatching(/^(change_cut_off|booking_closed)$/),
        params: { phone: PHONE },
      });
    else expect(refusal?.field).toBe(refused);
  });

  it('tells the customer the 14-day window, the office its 90 days', () => {
    const far = { appointmentDate: '2030-07-01', appointmentTime: '10:00 AM' } as const;
    expect(moveRefusal(CUSTOMER_MOVES, booking(), far, now, PHONE)?.message).toBe(
      OUT_OF_WINDOW_MESSAGE,
    );
    expect(moveRefusal(OFFICE_MOVES, booking(), far, now, PHONE)?.message).toBe(
      'Choose a date from today to 89 days ahead (Charlotte time)',
    );
  });

  it.each([
    ['pending', null, null],
    ['confirmed', null, null],
    ['in_progress', 'started', 'in progress'],
    ['completed', 'been completed', 'completed'],
    ['cancelled', 'cancelled', 'cancelled'],
  ] as const)('a %s booking: customer and office', (status, customer, office) => {
    const to = { appointmentDate: '2030-03-10', appointmentTime: '12:00 PM' } as const;
    const byCustomer = moveRefusal(CUSTOMER_MOVES, booking(status), to, now, PHONE);
    const byOffice = moveRefusal(OFFICE_MOVES, booking(status), to, now, PHONE);
    if (customer === null) expect(byCustomer).toBeNull();
    else expect(byCustomer?.message).toContain(customer);
    if (office === null) expect(byOffice).toBeNull();
    else expect(byOffice?.message).toBe(`A ${office} booking cannot be rescheduled`);
  });

  it('closes the customer out from 24 hours before the current window', () => {
    const start = slotStartsAt('2030-03-08', '10:00 AM');
    const at = (hours: number) => new Date(start.getTime() - hours * 60 * 60_000);
    expect(changeRules(booking(), at(25), PHONE).closedReason).toBeNull();
    expect(changeRules(booking(), at(24), PHONE).closedReason).toContain('within 24 hours');
    expect(changeRules(booking(), at(24), PHONE).cutoffAt).toEqual(at(24));
  });
});

describe('status moves', () => {
  it.each([
    ['pending', 'confirmed', null],
    ['pending', 'cancelled', null],
    ['pending', 'completed', 'A pending booking cannot become completed'],
    ['confirmed', 'in_progress', null],
    ['confirmed', 'completed', null],
    ['in_progress', 'completed', null],
    ['in_progress', 'confirmed', 'A in progress booking cannot become confirmed'],
    ['completed', 'cancelled', 'A completed booking cannot become cancelled'],
    ['cancelled', 'confirmed', 'A cancelled booking cannot become confirmed'],
    ['confirmed', 'confirmed', 'The booking is already confirmed'],
  ] as const)('%s -> %s', (from, to, refusal) => {
    expect(statusMoveRefusal(from, to)).toBe(refusal);
  });

  it.each([
    ['pending', true, true],
    ['confirmed', true, true],
    ['in_progress', true, false],
    ['completed', false, false],
    ['cancelled', false, false],
  ] as const)('a %s job: reassigned %s, on my way %s', (status, reassign, enRoute) => {
    expect(reassignRefusal(status) === null).toBe(reassign);
    expect(enRouteRefusal(status) === null).toBe(enRoute);
  });

  it('completes from the start of the day, earlier only as early', () => {
    expect(
      isEarlyCompletion({ appointmentDate: '2030-03-05', appointmentTime: '8:00 AM' }, now),
    ).toBe(true);
    expect(
      isEarlyCompletion({ appointmentDate: '2030-03-04', appointmentTime: '6:00 PM' }, now),
    ).toBe(false);
  });
});

describe('card holds', () => {
  const hold = (facts: Partial<HoldFacts>): HoldFacts => ({
    status: 'pending',
    paymentMethod: 'card',
    paymentStatus: 'unpaid',
    cancelReason: null,
    holdExpiresAt: new Date(now.getTime() - 1),
    ...facts,
  });
  it.each([
    ['an unpaid hold past its time', {}, true],
    ['a hold still running', { holdExpiresAt: new Date(now.getTime() + 60_000) }, false],
    ['a paid card booking', { paymentStatus: 'paid' }, false],
    ['a cash booking', { paymentMethod: 'cash' }, false],
    ['a swept hold', { status: 'cancelled', cancelReason: PAYMENT_NOT_COMPLETED }, true],
    ['a booking cancelled otherwise', { status: 'cancelled', cancelReason: 'moved away' }, false],
  ] as const)('%s', (_name, facts, lapsed) => {
    expect(isLapsedHold(hold(facts), now)).toBe(lapsed);
  });
});
