import { describe, expect, it } from 'vitest';
import {
  currentStepLabel,
  formatCutoff,
  formatEventTime,
  paymentSummary,
  tvLineText,
} from './booking-view-text';

describe('formatCutoff', () => {
  it('shows the instant on New York time, not UTC', () => {
    // 19:00 UTC in November is 2:00 PM EST.
    expect(formatCutoff('2026-11-26T19:00:00.000Z')).toBe('Thursday, November 26 at 2:00 PM');
  });

  it('follows daylight saving time and the date line of the zone', () => {
    // 03:30 UTC on 1 July is 11:30 PM EDT the day before.
    expect(formatCutoff('2026-07-01T03:30:00.000Z')).toBe('Tuesday, June 30 at 11:30 PM');
    expect(formatCutoff('2026-03-09T12:00:00.000Z')).toBe('Monday, March 9 at 8:00 AM');
  });
});

describe('formatEventTime', () => {
  it('is short and on New York time', () => {
    expect(formatEventTime('2026-11-23T07:05:00.000Z')).toBe('Nov 23, 2:05 AM');
    expect(formatEventTime('2026-11-23T17:00:00.000Z')).toBe('Nov 23, 12:00 PM');
  });
});

describe('paymentSummary', () => {
  it('says paid, refunded and unpaid plainly, with the method', () => {
    expect(
      paymentSummary({ paymentStatus: 'paid', paymentMethod: 'card', status: 'confirmed' }),
    ).toMatchObject({ label: 'Paid', method: 'Card', tone: 'good' });
    const refunded = paymentSummary({
      paymentStatus: 'refunded',
      paymentMethod: 'card',
      status: 'cancelled',
    });
    expect(refunded.label).toBe('Refunded');
    expect(refunded.note).toContain('refunded to your card');
    expect(
      paymentSummary({ paymentStatus: 'unpaid', paymentMethod: 'cash', status: 'pending' }),
    ).toMatchObject({ label: 'Unpaid', method: 'Cash', note: 'Pay in cash when the job is done.' });
  });

  it('tells a cancelled unpaid booking that nothing was charged', () => {
    expect(
      paymentSummary({ paymentStatus: 'unpaid', paymentMethod: 'card', status: 'cancelled' }).note,
    ).toBe('Nothing was charged.');
  });
});

describe('tvLineText', () => {
  it('names the TV, its room, size and wall', () => {
    expect(
      tvLineText({
        index: 0,
        room: 'Living Room',
        tvSize: '56-65',
        wallType: 'drywall_studs',
        parts: [],
        totalCents: 9900,
      }),
    ).toEqual({ title: 'TV 1 · Living Room', detail: '56"-65" on Drywall (wood studs)' });
  });
});

describe('currentStepLabel', () => {
  const entry = (label: string, done: boolean) => ({
    step: 'received' as const,
    label,
    done,
    at: null,
  });
  const cash = { paymentStatus: 'unpaid', paymentMethod: 'cash' } as const;
  it('is the last step reached, or Cancelled', () => {
    const timeline = [
      entry('Booking Confirmed', true),
      entry('Service Preparation', true),
      entry('Service Complete', false),
    ];
    expect(currentStepLabel({ status: 'confirmed', timeline, ...cash })).toBe(
      'Service Preparation',
    );
    expect(currentStepLabel({ status: 'cancelled', timeline, ...cash })).toBe('Cancelled');
  });
  it('says Booking Confirmed for a new booking, as the confirmation and its e-mail do', () => {
    const timeline = [entry('Booking Confirmed', true), entry('Service Preparation', false)];
    expect(currentStepLabel({ status: 'pending', timeline, ...cash })).toBe('Booking Confirmed');
    expect(
      currentStepLabel({
        status: 'pending',
        timeline,
        paymentStatus: 'unpaid',
        paymentMethod: 'card',
      }),
    ).toBe('Awaiting Payment');
  });
});
