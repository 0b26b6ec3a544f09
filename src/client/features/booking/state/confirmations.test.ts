// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  findConfirmation,
  manageTokenOfHistory,
  saveConfirmation,
  type Confirmation,
} from './confirmations';

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

describe('the kept confirmation’s language (issue 28)', () => {
  afterEach(() => localStorage.clear());
  const kept = {
    reference: 'CTM-7K3Q9X',
    id: 42,
    name: 'Jordan Avery',
    email: 'jordan@example.com',
    address: '500 S Tryon St, Charlotte, NC 28202',
    unitNumber: null,
    serviceName: 'Living Room - 56"-65" TV',
    appointmentDate: '2030-07-02',
    appointmentTime: '2:00 PM',
    totalPrice: 21898,
    paymentMethod: 'cash',
    paymentStatus: 'unpaid',
    products: [],
  } satisfies Omit<Confirmation, 'locale'>;

  it('keeps a Spanish booking Spanish after a refresh', () => {
    saveConfirmation({ ...kept, locale: 'es' });
    expect(findConfirmation('CTM-7K3Q9X')?.locale).toBe('es');
  });

  it('reads one kept before the language was recorded as English', () => {
    localStorage.setItem('ctm-booking-confirmations', JSON.stringify([kept]));
    expect(findConfirmation('CTM-7K3Q9X')?.locale).toBe('en');
  });
});
