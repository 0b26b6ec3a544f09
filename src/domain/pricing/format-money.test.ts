import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [9900, '$99.00'],
    [14999, '$149.99'],
    [123456, '$1,234.56'],
    [109900, '$1,099.00'],
    [100000000, '$1,000,000.00'],
    [-500, '-$5.00'],
  ])('%i cents reads %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('refuses a fraction of a cent rather than showing a rounded figure', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });
});
