// What the payment tests send as a provider or an admin would: signed Stripe and Square webhooks
// and the admin's cancel of a booking (which refunds a paid one).
import Stripe from 'stripe';
import type { BuiltApp } from '../app';
import { squareSignature } from '../services/payments/square-gateway';
import { bearer } from '../routes/staff-bookings/staff-fixtures';

const stripe = new Stripe('sk_test_fake');

/**
 * A Stripe event signed with `secret` (at `timestamp`, in seconds, when given); `alter` changes the
 * body after signing, as a forger would.
 */
export function sendStripeWebhook(
  app: BuiltApp,
  event: object,
  secret: string,
  options: { timestamp?: number; alter?: (payload: string) => string } = {},
) {
  const payload = JSON.stringify(event);
  const { timestamp, alter } = options;
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: alter ? alter(payload) : payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        ...(timestamp === undefined ? {} : { timestamp }),
      }),
    },
  });
}

/**
 * A Square notification signed with `key` for `signedUrl`, arriving with `host` as its Host (and
 * as X-Forwarded-Host too when `forwarded`).
 */
export function sendSquareWebhook(
  app: BuiltApp,
  event: object,
  signing: { key: string; signedUrl: string; host?: string; forwarded?: boolean },
) {
  const body = JSON.stringify(event);
  const { key, signedUrl, host, forwarded } = signing;
  return app.inject({
    method: 'POST',
    url: '/api/square/webhook',
    payload: body,
    headers: {
      ...(host === undefined ? {} : { host }),
      ...(host !== undefined && forwarded ? { 'x-forwarded-host': host } : {}),
      'content-type': 'application/json',
      'x-square-hmacsha256-signature': squareSignature(key, signedUrl, body),
    },
  });
}

/** The admin cancels the booking, as the customer asked on the phone. */
export const cancelAsAdmin = (app: BuiltApp, bookingId: number, adminToken: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/bookings/${bookingId}`,
    headers: bearer(adminToken),
    payload: { status: 'cancelled', reason: 'Customer called to cancel' },
  });
