import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_emails_status_idx').on(t.status, t.id)],
);
