import { describe, expect, it } from 'vitest';
import { moneyCardOf } from './money-cards';

describe('moneyCardOf', () => {
  it.each([
    ['confirmed', 'cash', 'paid', 'collected'],
    ['completed', 'card', 'paid', 'collected'],
    ['pending', 'cash', 'unpaid', 'to_collect'],
    ['completed', 'afterpay', 'unpaid', 'to_collect'],
    ['pending', 'card', 'unpaid', 'awaiting_card_payment'],
    ['pending', 'card', 'failed', 'awaiting_card_payment'],
    ['cancelled', 'card', 'refunded', null],
    ['cancelled', 'cash', 'unpaid', null],
  ] as const)('%s %s %s: %s', (status, paymentMethod, paymentStatus, card) => {
    expect(moneyCardOf({ status, paymentMethod, paymentStatus })).toBe(card);
  });
});
