// The customer's stream carries the whole customer view: it replaces the cached booking.
import { describe, expect, it } from 'vitest';
import type { CustomerBookingView } from '@/domain/schemas/manage';
import { LIVE_BOOKING_EVENT } from '@/domain/schemas/live';
import { CUSTOMER_BOOKING_EVENT, mergeCustomerView } from './get-managed-booking';

const view = (over: Partial<CustomerBookingView> = {}) =>
  ({ reference: 'CTM-AAAAAA', status: 'confirmed', timeline: [], ...over }) as CustomerBookingView;

describe('mergeCustomerView', () => {
  const cached = view();
  it.each([
    {
      case: 'the booking now',
      data: view({ status: 'in_progress' }),
      want: view({ status: 'in_progress' }),
    },
    { case: 'another booking is ignored', data: view({ reference: 'CTM-BBBBBB' }), want: cached },
    { case: 'not a view is ignored', data: { id: 1 }, want: cached },
    { case: 'nothing is ignored', data: null, want: cached },
  ])('$case', ({ data, want }) => {
    expect(mergeCustomerView(cached, data)).toEqual(want);
  });
  it('fills an empty cache', () => {
    expect(mergeCustomerView(undefined, view())).toEqual(view());
  });
});

describe('CUSTOMER_BOOKING_EVENT', () => {
  it('is the streams’ event name', () => {
    expect(CUSTOMER_BOOKING_EVENT).toBe(LIVE_BOOKING_EVENT);
  });
});
