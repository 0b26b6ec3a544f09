import type { Executor } from '../../db/client';
import { outboxEmails, type OutboxAttachment } from '../../db/schema/index';

export type { OutboxAttachment };

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (the booking's .ics invite); content base64-encoded. */
  attachments?: OutboxAttachment[];
};

/**
 * Writes an e-mail into the outbox. Call it with the transaction that makes the change the mail
 * reports, so the mail exists exactly when the change does (nothing acknowledged is ever lost).
 */
export async function enqueueEmail(executor: Executor, email: OutgoingEmail): Promise<void> {
  await executor.insert(outboxEmails).values({
    channel: 'email',
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html ?? null,
    attachments: email.attachments ?? [],
  });
}

/**
 * The delivery side of e-mails (services/outbox/dispatcher.ts sends them): a real transport (SMTP)
 * in production, a recording one in tests.
 */
export type MailTransport = {
  send: (email: OutgoingEmail & { from: string }) => Promise<void>;
};
