import { describe, expect, it } from 'vitest';
import { AFTERPAY_INSTALLMENTS, afterpayPlanCents, afterpayPlanText } from './afterpay';

describe('afterpayPlanCents', () => {
  it.each([
    [12899, [3225, 3225, 3225, 3224]], // $128.99: 3 x $32.25 + $32.24, not 4 x $32.25 = $129.00
    [21898, [5475, 5475, 5474, 5474]], // $218.98
    [31317, [7830, 7829, 7829, 7829]], // $313.17
    [40000, [10000, 10000, 10000, 10000]],
    [3, [1, 1, 1, 0]],
    [0, [0, 0, 0, 0]],
  ])('%i cents -> %j', (total, plan) => {
    expect(afterpayPlanCents(total)).toEqual(plan);
  });

  it('always has four payments that add up to the total, at most a cent apart', () => {
    for (let total = 0; total < 5000; total += 1) {
      const plan = afterpayPlanCents(total);
      expect(plan).toHaveLength(AFTERPAY_INSTALLMENTS);
      expect(plan.reduce((sum, cents) => sum + cents, 0)).toBe(total);
      expect(Math.max(...plan) - Math.min(...plan)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => afterpayPlanCents(12.5)).toThrow(RangeError);
  });
});

describe('afterpayPlanText', () => {
  it.each([
    [12899, '4 interest-free payments: 3 x $32.25 + $32.24'],
    [21898, '4 interest-free payments: 2 x $54.75 + 2 x $54.74'],
    [31317, '4 interest-free payments: $78.30 + 3 x $78.29'],
    [40000, '4 interest-free payments of $100.00'],
  ])('%i cents -> %s', (total, text) => {
    expect(afterpayPlanText(total)).toBe(text);
  });
});

describe('afterpayPlanText in Spanish', () => {
  it.each([
    [12899, '4 pagos sin intereses: 3 x $32.25 + $32.24'],
    [10000, '4 pagos sin intereses de $25.00'],
  ])('%i cents reads %s', (cents, text) => {
    expect(afterpayPlanText(cents, 'es')).toBe(text);
  });
});
