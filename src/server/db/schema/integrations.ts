// Integrations (decisions.md "Integrations"): outbound webhooks in the Standard Webhooks format
// and the secret calendar feeds of the technicians and the office.
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff';
import { rowTimes } from './columns';

/** An admin's registered receiver of events. `secret` is `whsec_` + base64 of 24+ random bytes. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial().primaryKey(),
  url: text().notNull(),
  events: text().array().notNull(),
  /** Kept to sign every delivery; shown to the admin only in the answer that created it. */
  secret: text().notNull(),
  active: boolean().notNull().default(true),
  createdBy: integer().references(() => staff.id, { onDelete: 'set null' }),
  ...rowTimes(),
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * One event for one endpoint, written in the transaction of the change and delivered by the
 * outbox's leased, retried dispatcher. `messageId` is the `webhook-id` every attempt repeats;
 * `body` is the exact JSON that is signed and sent.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial().primaryKey(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text().notNull().unique(),
    eventType: text().notNull(),
    body: text().notNull(),
    status: text({ enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** Back-off and lease: not tried again before this time. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The receiver's last HTTP status, null when it could not be reached. */
    responseStatus: integer(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

/**
 * A secret calendar subscription: `owner` is 'office' or 'technician:{staffId}'. A new link
 * replaces the row's secret, so the old URL answers 404.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  owner: text().primaryKey(),
  staffId: integer().references(() => staff.id, { onDelete: 'cascade' }),
  secret: text().notNull().unique(),
  ...rowTimes(),
});
