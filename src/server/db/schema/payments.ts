import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { PAYMENT_GATEWAYS } from '../../../domain/schemas/payments';
import { bookings } from './bookings';
import { storeOrders } from './store';
import { rowTimes } from './columns';

/** One row per attempt to take money, whichever gateway took it. */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    bookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    storeOrderId: integer().references(() => storeOrders.id, { onDelete: 'set null' }),
    gateway: text({ enum: PAYMENT_GATEWAYS }).notNull(),
    providerRef: text().notNull(),
    /** What the browser confirms with (the sandbox's form, Stripe.js); unguessable. */
    clientSecret: text(),
    amountCents: integer().notNull(),
    status: text({ enum: ['pending', 'succeeded', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    failureMessage: text(),
    /**
     * What goes back to the customer when we do not keep this payment (src/server/payments/settle.ts),
     * written in the transaction that decides it, before the provider is asked; refundRef is set
     * once the provider took the refund. Refunded with refundCents but no refundRef: still owed
     * (docs/decisions/020-request-and-database-limits.md "Webhooks").
     */
    refundCents: integer(),
    refundRef: text(),
    /**
     * Set when the payment needs a person (docs/decisions/011-references-and-money.md): the
     * provider confirmed another amount than ours, or money came for a place no longer held. Such
     * a payment marked nothing paid and was refunded.
     */
    staffFlag: text(),
    ...rowTimes(),
  },
  (t) => [
    unique('payments_provider_ref_uq').on(t.gateway, t.providerRef),
    unique('payments_client_secret_uq').on(t.clientSecret),
    index('payments_booking_idx').on(t.bookingId),
  ],
);

/** Webhook events already handled; the primary key makes a replay a no-op. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** A retried request with the same key gets the first answer back and creates nothing. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
