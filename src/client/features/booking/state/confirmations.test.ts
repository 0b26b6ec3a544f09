import { describe, expect, it } from 'vitest';
import { manageTokenOfHistory } from './confirmations';

describe('manageTokenOfHistory', () => {
  const token = 'Abc_def-0123456789ghijklmnopqrstuvwxyzABCDE';

  it('reads the manage token the booking flow put in the history entry', () => {
    expect(manageTokenOfHistory({ manageToken: token })).toBe(token);
  });

  it('ignores anything that is not a token (old entries, other state, a tampered value)', () => {
    expect(manageTokenOfHistory(null)).toBeUndefined();
    expect(manageTokenOfHistory({ bookingFrom: 'payment' })).toBeUndefined();
    expect(manageTokenOfHistory({ manageToken: 42 })).toBeUndefined();
    expect(manageTokenOfHistory({ manageToken: '../admin' })).toBeUndefined();
    expect(manageTokenOfHistory({ manageToken: 'short' })).toBeUndefined();
  });
});
