// The return page says "paid" only when the server's booking says paid (issue 26).
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/client/i18n/in-locale';
import {
  paymentSuccessPath,
  readPaymentSuccessLink,
} from '@/client/components/payments/payment-success-path';
import type { CustomerBookingView } from '@/domain/schemas/manage';
import { paymentOutcome } from './payment-outcome';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const booking = (paymentStatus: CustomerBookingView['paymentStatus']) =>
  ({
    reference: 'CTM-7K3Q9X',
    paymentStatus,
    totalPrice: 12899,
    appointmentDate: '2026-12-03',
    appointmentTime: '8:00 AM',
    arrivalWindow: '8:00 AM - 10:00 AM',
  }) as CustomerBookingView;
const en = testI18n('en');

describe('paymentOutcome', () => {
  it('says paid only with the server answering paid', () => {
    const paid = paymentOutcome(
      { manageToken: TOKEN, reference: 'CTM-7K3Q9X', booking: booking('paid'), failed: false },
      en,
    );
    expect(paid.kind).toBe('paid');
    expect(paid.title).toBe('Payment Successful');
    expect(paid.text).toBe(
      'Booking CTM-7K3Q9X is paid ($128.99). We will see you on Thursday, December 3, 8:00 AM - 10:00 AM.',
    );
  });

  it.each([
    ['unpaid', 'pending', 'Payment Pending'],
    ['failed', 'failed', 'Payment Not Completed'],
    ['refunded', 'refunded', 'Payment Refunded'],
  ] as const)('a booking %s is %s', (status, kind, title) => {
    const outcome = paymentOutcome(
      { manageToken: TOKEN, reference: null, booking: booking(status), failed: false },
      en,
    );
    expect(outcome).toMatchObject({ kind, title });
  });

  it('finds nothing without a token, with a refused token, or for another booking', () => {
    const cases = [
      { manageToken: null, reference: null, booking: undefined, failed: false },
      { manageToken: TOKEN, reference: null, booking: undefined, failed: true },
      { manageToken: TOKEN, reference: 'CTM-AAAAAA', booking: booking('paid'), failed: false },
    ];
    for (const input of cases) {
      const outcome = paymentOutcome(input, en);
      expect(outcome.kind).toBe('unknown');
      expect(outcome.title).not.toMatch(/success/i);
    }
  });

  it('checks before it answers', () => {
    const outcome = paymentOutcome(
      { manageToken: TOKEN, reference: null, booking: undefined, failed: false },
      en,
    );
    expect(outcome.kind).toBe('checking');
  });

  it('answers in Spanish on a Spanish page, with the date and window in es-US', () => {
    const paid = paymentOutcome(
      { manageToken: TOKEN, reference: null, booking: booking('paid'), failed: false },
      testI18n('es'),
    );
    expect(paid.title).toBe('Pago exitoso');
    expect(paid.text).toBe(
      'La reserva CTM-7K3Q9X está pagada ($128.99). Nos vemos el jueves, 3 de diciembre, 8:00 a. m. – 10:00 a. m.',
    );
  });
});

describe('the return link', () => {
  it('carries the reference in the query and the token in the fragment, and reads them back', () => {
    const path = paymentSuccessPath({ reference: 'CTM-7K3Q9X', manageToken: TOKEN });
    expect(path).toBe(`/payment-success?reference=CTM-7K3Q9X#manageToken=${TOKEN}`);
    const url = new URL(path, 'https://example.test');
    expect(readPaymentSuccessLink(url.search, url.hash)).toEqual({
      reference: 'CTM-7K3Q9X',
      manageToken: TOKEN,
    });
    expect(readPaymentSuccessLink('?reference=nope', '#manageToken=short')).toEqual({
      reference: null,
      manageToken: null,
    });
  });
});
