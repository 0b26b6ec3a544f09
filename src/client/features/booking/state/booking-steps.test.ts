import { describe, expect, it } from 'vitest';
import { emptyBookingState, type BookingState, type CartTv } from './booking-state';
import { BOOKING_STEPS } from '@/domain/site/booking-steps';
import {
  bookingConfirmedPath as confirmationPath,
  bookingStepPath as stepPath,
} from '@/domain/site/paths';
import { missingBefore, parseBookingPath, previousStep } from './booking-steps';

const tv: CartTv = {
  id: 'tv-1',
  room: 'Living Room',
  tvSize: '56-65',
  wallType: 'drywall_studs',
} as CartTv;

const withTv: BookingState = { ...emptyBookingState(), tvs: [tv] };
const apartment = {
  complex: 'museum-tower',
  floorPlanId: 'a1',
  floorPlanName: 'A1',
  rooms: ['Living Room'],
} as unknown as NonNullable<BookingState['apartment']>;

describe('parseBookingPath', () => {
  it.each([
    ['/book', { kind: 'step', step: 'type' }],
    ['/book/', { kind: 'step', step: 'type' }],
    ['/book/contact', { kind: 'step', step: 'contact' }],
    ['/book/card/', { kind: 'step', step: 'card' }],
    ['/book/confirmed/CTM-7K3Q9X', { kind: 'confirmed', reference: 'CTM-7K3Q9X' }],
    ['/book/nope', { kind: 'unknown' }],
    ['/book/confirmed/', { kind: 'unknown' }],
    ['/book/contact/extra', { kind: 'unknown' }],
  ])('%s', (path, expected) => {
    expect(parseBookingPath(path)).toEqual(expected);
  });

  it('reads back every path it makes', () => {
    for (const step of BOOKING_STEPS) {
      expect(parseBookingPath(stepPath(step))).toEqual({ kind: 'step', step });
    }
    expect(parseBookingPath(confirmationPath('CTM-ABC234'))).toEqual({
      kind: 'confirmed',
      reference: 'CTM-ABC234',
    });
  });
});

describe('previousStep', () => {
  it.each([
    ['type', emptyBookingState(), null],
    ['tvs', emptyBookingState(), 'type'],
    ['tvs', { ...emptyBookingState(), apartment }, 'photos'],
    ['photos', { ...emptyBookingState(), apartment }, 'apartment'],
    ['services', withTv, 'tvs'],
    ['services', emptyBookingState('services'), null],
    ['schedule', withTv, 'services'],
    ['card', withTv, 'payment'],
  ] as const)('%s', (step, state, expected) => {
    expect(previousStep(step, state)).toBe(expected);
  });
});

describe('missingBefore', () => {
  it('sends an empty booking back to where it started', () => {
    expect(missingBefore('schedule', emptyBookingState(), false)).toBe('type');
    expect(missingBefore('payment', emptyBookingState('services'), true)).toBe('services');
  });

  it('asks for the window before the contact, the contact before the payment', () => {
    expect(missingBefore('contact', withTv, false)).toBe('schedule');
    const scheduled = { ...withTv, date: '2030-01-02', time: '8:00 AM' as const };
    expect(missingBefore('contact', scheduled, false)).toBeNull();
    expect(missingBefore('payment', scheduled, false)).toBe('contact');
    expect(missingBefore('payment', scheduled, true)).toBeNull();
    expect(missingBefore('card', scheduled, true)).toBe('payment');
  });

  it('keeps the photos screen for apartment bookings', () => {
    expect(missingBefore('photos', emptyBookingState(), false)).toBe('apartment');
    expect(missingBefore('photos', { ...emptyBookingState(), apartment }, false)).toBeNull();
  });

  it('lets the first screens open on their own', () => {
    for (const step of ['type', 'apartment', 'tvs', 'services'] as const) {
      expect(missingBefore(step, emptyBookingState(), false)).toBeNull();
    }
  });
});
