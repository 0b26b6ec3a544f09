import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** A file sent with a mail, e.g. the booking's .ics invite; content is base64. */
export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

/**
 * Every e-mail and every text message is written here in the same transaction as the change it
 * reports, then delivered by the one dispatcher (services/outbox): e-mails over SMTP, texts
 * through Twilio. Without SMTP_URL (or the TWILIO_* settings) a message simply stays here
 * (status 'pending'). The table keeps its first name, outbox_emails (docs/decisions/038).
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial().primaryKey(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull().default('email'),
    /** An e-mail address, or a text's number in E.164. */
    to: text().notNull(),
    /** An e-mail's subject; null for a text. */
    subject: text(),
    /** The e-mail's plain text, or the text message itself. */
    text: text().notNull(),
    html: text(),
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** Back-off: a failed mail is not tried again before this time. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The provider's id of a sent text (Twilio's message SID). */
    providerId: text(),
    /** The provider's last delivery status of a text (queued, sent, delivered, undelivered ...). */
    providerStatus: text(),
  },
  (t) => [
    index('outbox_emails_status_idx').on(t.status, t.id),
    // Each channel's own delivery pass claims its due rows through this (services/outbox).
    index('outbox_emails_channel_due_idx').on(t.channel, t.status, t.nextAttemptAt),
    index('outbox_emails_provider_id_idx').on(t.providerId),
  ],
);

/** Numbers that texted STOP (or a synonym): never texted again until START (decisions.md). */
export const smsOptOuts = pgTable('sms_opt_outs', {
  /** E.164. */
  phone: text().primaryKey(),
  optedOutAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A customer's text that was no keyword: shown on the booking of that number, mailed to admins. */
export const smsReplies = pgTable(
  'sms_replies',
  {
    id: serial().primaryKey(),
    bookingId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    fromPhone: text().notNull(),
    body: text().notNull(),
    /** Twilio's MessageSid: a webhook Twilio sends again is stored once. */
    messageSid: text().notNull().unique(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_replies_booking_idx').on(t.bookingId)],
);

/**
 * Every inbound text applied, by Twilio's MessageSid (decisions.md "Holding up under abuse"): a
 * webhook sent again, or a signed request replayed, finds its id here and changes nothing (a STOP
 * replayed after a START stays undone).
 */
export const smsInboundMessages = pgTable('sms_inbound_messages', {
  messageSid: text().primaryKey(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
