import { describe, expect, it } from 'vitest';
import { afterpayInstallmentCents } from './afterpay';

describe('afterpayInstallmentCents', () => {
  it.each([
    [31317, 7829], // $313.17 -> 4 x $78.29 (78.2925)
    [21898, 5475], // $218.98 -> 54.745 rounds half up to $54.75
    [12899, 3225], // $128.99 -> 32.2475 -> $32.25
    [40000, 10000],
  ])('%i cents -> %i cents a payment', (total, installment) => {
    expect(afterpayInstallmentCents(total)).toBe(installment);
  });
});
