import { describe, expect, it } from 'vitest';
import { currentStepLabel, paymentSummary, tvLineText } from './booking-view-text';

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
