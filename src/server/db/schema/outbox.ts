import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a mail, e.g. the booking's .ics invite; content is base64. */
export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

/**
 * Every e-mail is written here in the same transaction as the change it reports, then delivered
 * by the mailer over SMTP. With no SMTP_URL the mail simply stays here (status 'pending').
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
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
  },
  (t) => [index('outbox_emails_status_idx').on(t.status, t.id)],
);
