import { describe, expect, it } from 'vitest';
import {
  BOOKING_PAYABLE,
  bookingPayableFacts,
  ORDER_EXPIRED_MESSAGE,
  orderPayableFacts,
  STORE_ORDER_PAYABLE,
  whyNotPayable,
} from './payable';

const booking = (over: Partial<Record<'paymentMethod' | 'status' | 'paymentStatus', string>>) => ({
  paymentMethod: 'card',
  status: 'pending',
  paymentStatus: 'unpaid',
  ...over,
});

describe('one payable rule', () => {
  it('a card booking that is open, unpaid or declined is payable', () => {
    expect(whyNotPayable(bookingPayableFacts(booking({}), false), BOOKING_PAYABLE)).toBeUndefined();
    const failed = booking({ paymentStatus: 'failed' });
    expect(whyNotPayable(bookingPayableFacts(failed, false), BOOKING_PAYABLE)).toBeUndefined();
  });

  it('a booking says why not, cancelled before paid; a lapsed hold is still payable', () => {
    const rule = BOOKING_PAYABLE;
    const why = (over: Parameters<typeof booking>[0], lapsed = false) =>
      whyNotPayable(bookingPayableFacts(booking(over), lapsed), rule);
    expect(why({ paymentMethod: 'cash' })).toBe('This booking is not paid by card.');
    expect(why({ status: 'cancelled', paymentStatus: 'paid' })).toBe('This booking was cancelled.');
    expect(why({ status: 'cancelled' }, true)).toBeUndefined();
    expect(why({ paymentStatus: 'paid' })).toBe('This booking is already paid.');
    expect(why({ paymentStatus: 'refunded' })).toBe('This booking was refunded.');
  });

  it('an order says why not, paid before cancelled; fulfilled counts as paid', () => {
    const why = (status: string, paymentStatus = 'unpaid') =>
      whyNotPayable(orderPayableFacts({ status, paymentStatus }), STORE_ORDER_PAYABLE);
    expect(why('pending')).toBeUndefined();
    expect(why('fulfilled')).toBe('This order is already paid.');
    expect(why('cancelled', 'paid')).toBe('This order is already paid.');
    expect(why('cancelled', 'refunded')).toBe('This order was refunded.');
    expect(why('cancelled')).toBe(ORDER_EXPIRED_MESSAGE);
  });
});
