import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_EDGE } from './prepare-photo';

describe('fitWithin', () => {
  it.each([
    [4000, 3000, { width: 1600, height: 1200 }],
    [3000, 4000, { width: 1200, height: 1600 }],
    [1600, 900, { width: 1600, height: 900 }],
    [800, 600, { width: 800, height: 600 }],
    [10000, 1, { width: 1600, height: 1 }],
  ])('%i x %i', (width, height, expected) => {
    expect(fitWithin(width, height)).toEqual(expected);
  });

  it('never enlarges and never passes the long edge', () => {
    for (let w = 1; w < 6000; w += 397) {
      for (let h = 1; h < 6000; h += 421) {
        const fit = fitWithin(w, h);
        expect(Math.max(fit.width, fit.height)).toBeLessThanOrEqual(Math.max(MAX_EDGE, 1));
        expect(fit.width).toBeLessThanOrEqual(w);
        expect(fit.height).toBeLessThanOrEqual(h);
      }
    }
  });
});
