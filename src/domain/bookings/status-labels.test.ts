import { describe, expect, it } from 'vitest';
import {
  BOOKING_CONFIRMED,
  customerStatusLabel,
  paymentStep,
  PROGRESS_STEP_TITLES,
  TIMELINE_STEP_LABELS,
} from './status-labels';

describe('one status vocabulary (issue 26)', () => {
  it('keeps the spec words: the first progress step and the first timeline step are one', () => {
    expect(BOOKING_CONFIRMED).toBe('Booking Confirmed');
    expect(PROGRESS_STEP_TITLES).toEqual([
      'Booking Confirmed',
      'Service Preparation',
      'Technician En Route',
      'Installation in Progress',
      'Service Complete',
      'Payment Processing',
    ]);
    expect(TIMELINE_STEP_LABELS.received).toBe(PROGRESS_STEP_TITLES[0]);
    for (const label of Object.values(TIMELINE_STEP_LABELS)) {
      expect(label).not.toMatch(/received|not yet/i);
    }
  });

  // Booking Confirmed for a new cash or afterpay booking and for a paid card one; Awaiting
  // Payment for an unpaid card hold; Cancelled for a cancelled booking.
  it.each([
    {
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'cash',
      label: 'Booking Confirmed',
    },
    {
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'afterpay',
      label: 'Booking Confirmed',
    },
    { status: 'pending', paymentStatus: 'paid', paymentMethod: 'card', label: 'Booking Confirmed' },
    {
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentMethod: 'card',
      label: 'Awaiting Payment',
    },
    { status: 'cancelled', paymentStatus: 'paid', paymentMethod: 'card', label: 'Cancelled' },
  ] as const)(
    'says $label when $status, $paymentStatus by $paymentMethod',
    ({ label, ...booking }) => {
      expect(customerStatusLabel(booking)).toBe(label);
    },
  );

  it('uses the step reached once there is one', () => {
    expect(
      customerStatusLabel({
        status: 'in_progress',
        paymentStatus: 'unpaid',
        paymentMethod: 'cash',
        reachedStepLabel: 'Installation in Progress',
      }),
    ).toBe('Installation in Progress');
  });

  it('marks the payment step done on a paid booking, never "pending"', () => {
    expect(paymentStep({ paymentStatus: 'paid', paymentMethod: 'card' })).toEqual({
      done: true,
      detail: 'Paid by card.',
    });
    expect(paymentStep({ paymentStatus: 'unpaid', paymentMethod: 'cash' })).toEqual({
      done: false,
      detail: 'Pay in cash when the job is done.',
    });
  });
});
