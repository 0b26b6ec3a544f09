// One honest step count for the flow the customer is in (issue 26): the payment choice never
// changes it, and the first screen, whose answer decides the flow, names no total.
import { describe, expect, it } from 'vitest';
import { BOOKING_STEPS, type BookingStep } from '@/domain/site/booking-steps';
import { stepLabel, stepPosition, stepsOf } from './use-step-position';

const general = { apartment: null, startedAt: 'tvs', tvs: [] } as never;
const apartment = {
  apartment: { complex: 'museum-tower', floorPlan: 'a1' },
  startedAt: 'tvs',
  tvs: [],
} as never;
const servicesOnly = { apartment: null, startedAt: 'services', tvs: [] } as never;

const labels = (state: never, steps: readonly BookingStep[]) =>
  steps.map((step) => {
    const position = stepPosition(state, step);
    return position && stepLabel(position);
  });

describe('stepPosition', () => {
  it('counts six screens in a general booking, card or cash alike', () => {
    expect(
      labels(general, ['type', 'tvs', 'services', 'schedule', 'contact', 'payment', 'card']),
    ).toEqual([
      'Step 1',
      'Step 2 of 6',
      'Step 3 of 6',
      'Step 4 of 6',
      'Step 5 of 6',
      'Step 6 of 6',
      'Step 6 of 6',
    ]);
  });

  it('counts eight in an apartment booking', () => {
    // Every screen after the first, the card payment among them.
    expect(labels(apartment, BOOKING_STEPS.slice(1))).toEqual([
      'Step 2 of 8',
      'Step 3 of 8',
      'Step 4 of 8',
      'Step 5 of 8',
      'Step 6 of 8',
      'Step 7 of 8',
      'Step 8 of 8',
      'Step 8 of 8',
    ]);
  });

  it('counts four for services only', () => {
    expect(labels(servicesOnly, ['services', 'schedule', 'contact', 'payment', 'card'])).toEqual([
      'Step 1 of 4',
      'Step 2 of 4',
      'Step 3 of 4',
      'Step 4 of 4',
      'Step 4 of 4',
    ]);
  });

  it('keeps one total on every screen of a flow', () => {
    for (const state of [general, apartment, servicesOnly]) {
      const totals = new Set(
        [...stepsOf(state), 'card' as const]
          .filter((step) => step !== 'type')
          .map((step) => stepPosition(state, step)?.total),
      );
      expect(totals.size).toBe(1);
      expect([...totals][0]).toBe(stepsOf(state).length);
    }
  });
});
