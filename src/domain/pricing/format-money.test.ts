import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS } from '../site/locales';
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

  it.each([0, 5, 99, 14999, 123450, 109900, 100000000, -500])(
    '%i cents reads as Intl writes US dollars for es-US and en-US',
    (cents) => {
      for (const locale of ['en', 'es'] as const) {
        const intl = new Intl.NumberFormat(LOCALE_TAGS[locale], {
          style: 'currency',
          currency: 'USD',
        }).format(cents / 100);
        expect(formatMoney(cents, locale)).toBe(intl);
      }
    },
  );

  it('writes $1,234.50 in Spanish', () => {
    expect(formatMoney(123450, 'es')).toBe('$1,234.50');
  });

  it('refuses a fraction of a cent rather than showing a rounded figure', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });
});
