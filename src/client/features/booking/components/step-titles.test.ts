import { describe, expect, it } from 'vitest';
import { BOOKING_STEPS, STEP_TITLES } from '@/domain/site/booking-steps';
import { STEP_HEADINGS } from './step-titles';

describe('the screens’ translatable headings', () => {
  it.each(BOOKING_STEPS)('%s says in English exactly what the page manifest says', (step) => {
    expect(STEP_HEADINGS[step].message).toBe(STEP_TITLES[step]);
  });
});
