// Helpers for the issue 16 API tests: staff calls with a token, a card booking paid through the
// sandbox gateway, and the money figures.
import { expect } from 'vitest';
import type { BookingResponse } from '../../domain/schemas/booking';
import type { PaymentIntentResponse } from '../../domain/schemas/payments';
import type { BookingStats } from '../../domain/schemas/staff-operations';
import type { BuiltApp } from '../app';
import { freshAddress } from '../routes/bookings/testing';
import { bearer } from '../routes/staff-bookings/staff-fixtures';

export function staffCalls(app: BuiltApp) {
  return {
    get: (url: string, token: string) => app.inject({ url, headers: bearer(token) }),
    put: (url: string, token: string, payload: object) =>
      app.inject({ method: 'PUT', url, headers: bearer(token), payload }),
    post: (url: string, token: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: bearer(token), payload }),
    del: (url: string, token: string) =>
      app.inject({ method: 'DELETE', url, headers: bearer(token) }),
    stats: async (token: string): Promise<BookingStats> => {
      const res = await app.inject({ url: '/api/stats', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<BookingStats>();
    },
  };
}

/** Pays an unpaid card booking with the sandbox's 4242 card, as the checkout does. */
export async function payWithSandbox(app: BuiltApp, booking: BookingResponse): Promise<void> {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: freshAddress() });
  const intent = (
    await post('/api/stripe-payment-intent', {
      bookingId: booking.id,
      manageToken: booking.manageToken,
    })
  ).json<PaymentIntentResponse>();
  const confirmed = await post('/api/payments/sandbox/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 1,
    cvc: '123',
  });
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
}
