import { describe, expect, it } from 'vitest';
import {
  addUpsell,
  clearUpsells,
  conversionRate,
  removeUpsell,
  upsellsTotalCents,
} from './upsell-selection';

const tilt = { id: 'tilt-upgrade', priceCents: 1000 };
const led = { id: 'led-accent-lighting', priceCents: 8900 };

describe('upsell selection', () => {
  it('adds, ignoring an id that is already selected', () => {
    const once = addUpsell(addUpsell([], tilt), led);
    const twice = addUpsell(once, { ...tilt, priceCents: 99999 });
    expect(twice).toEqual([tilt, led]);
    expect(upsellsTotalCents(twice)).toBe(9900);
  });

  it('removes by id and clears all', () => {
    const both = addUpsell(addUpsell([], tilt), led);
    expect(removeUpsell(both, 'tilt-upgrade')).toEqual([led]);
    expect(removeUpsell(both, 'missing')).toEqual(both);
    expect(clearUpsells()).toEqual([]);
    expect(upsellsTotalCents(clearUpsells())).toBe(0);
  });

  it('does not change the list it was given', () => {
    const start = [tilt];
    addUpsell(start, led);
    removeUpsell(start, 'tilt-upgrade');
    expect(start).toEqual([tilt]);
  });
});

describe('conversionRate', () => {
  it.each([
    [0, 6, 0],
    [0, 0, 0],
    [3, 6, 0.5],
    [6, 6, 1],
    [1, 4, 0.25],
    [2, 0, 0],
  ])('%i added of %i recommended is %d', (added, shown, rate) => {
    expect(conversionRate(added, shown)).toBe(rate);
  });
});
