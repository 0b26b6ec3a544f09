import { describe, expect, it } from 'vitest';
import { installmentPlan, parseDollars, parseReference } from './installments';

describe('installmentPlan', () => {
  it.each([
    // total, the four amounts in cents
    [40000, [10000, 10000, 10000, 10000]],
    [12899, [3225, 3225, 3225, 3224]], // 32.2475: three of 32.25, the last 32.24
    [12898, [3225, 3225, 3224, 3224]], // two of 32.25, two of 32.24
    [12897, [3225, 3224, 3224, 3224]],
    [1, [1, 0, 0, 0]],
    [7, [2, 2, 2, 1]],
  ])('%i cents -> %j', (total, amounts) => {
    const plan = installmentPlan(total, '2026-03-03');
    expect(plan.map((p) => p.amountCents)).toEqual(amounts);
    expect(plan.reduce((sum, p) => sum + p.amountCents, 0)).toBe(total);
  });

  it('is due every two weeks from the first date, across month and year ends', () => {
    expect(installmentPlan(100, '2025-12-20').map((p) => [p.number, p.dueDate])).toEqual([
      [1, '2025-12-20'],
      [2, '2026-01-03'],
      [3, '2026-01-17'],
      [4, '2026-01-31'],
    ]);
  });
});

describe('parseDollars', () => {
  it.each([
    ['128.99', 12899],
    ['1500', 150000],
    ['1500.5', 150050],
    ['0.07', 7],
    ['0', null],
    ['-5', null],
    ['12.345', null],
    ['1,500.00', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (input, cents) => {
    expect(parseDollars(input)).toBe(cents);
  });
});

describe('parseReference', () => {
  it.each([
    ['CTM-7K3Q9X', 'CTM-7K3Q9X'],
    ['42', null],
    ['CTM-7K3Q9O', null],
    ['ctm-7k3q9x', null],
    ['CTM-7K3Q9XX', null],
    [null, null],
  ])('%j -> %j', (input, reference) => {
    expect(parseReference(input)).toBe(reference);
  });
});
