// What the payment tests send as a provider or an admin would: signed Stripe and Square webhooks
// and the admin's cancel of a booking (which refunds a paid one).
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { bookings, outboxEmails, payments } from '../db/schema/index';
import type { BuiltApp } from '../app';
import { squareSignature } from '../services/payments/square-gateway';
import { bearer } from '../routes/staff-bookings/staff-fixtures';
import { cardBookings, slotSequence } from '../routes/bookings/testing';
import { createTestApp } from './test-app';

const stripe = new Stripe('sk_test_fake');

/** An expiry year the sandbox takes as still valid. */
export const nextYear = new Date().getUTCFullYear() + 1;

/**
 * The real app with the sandbox gateway, the file's own run of slots, and card bookings made in
 * them (each by a customer of its own).
 */
export async function sandboxCardApp() {
  const app = await createTestApp();
  const nextSlot = slotSequence();
  return { app, nextSlot, cardBooking: cardBookings(app, nextSlot) };
}

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

/**
 * Reads back what the payment calls wrote: a booking's row, its payment by provider reference and
 * the mails by subject.
 */
export function paymentRecords(app: BuiltApp) {
  const { db } = app.ctx;
  return {
    bookingRow: async (id: number) =>
      (await db.select().from(bookings).where(eq(bookings.id, id)))[0],
    paymentRow: async (providerRef: string) =>
      (await db.select().from(payments).where(eq(payments.providerRef, providerRef)))[0],
    mails: (subject: string) =>
      db.select().from(outboxEmails).where(eq(outboxEmails.subject, subject)),
  };
}
