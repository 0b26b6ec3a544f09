import { and, asc, eq, lt, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxEmails } from '../../db/schema/index';

export type OutgoingEmail = { to: string; subject: string; text: string; html?: string };

/**
 * Writes an e-mail into the outbox. Call it with the transaction that makes the change the mail
 * reports, so the mail exists exactly when the change does (nothing acknowledged is ever lost).
 */
export async function enqueueEmail(executor: Executor, email: OutgoingEmail): Promise<void> {
  await executor.insert(outboxEmails).values({
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html ?? null,
  });
}

/** The delivery side: a real transport (SMTP) in production, a recording one in tests. */
export type MailTransport = {
  send: (email: OutgoingEmail & { from: string }) => Promise<void>;
};

const MAX_ATTEMPTS = 5;

/**
 * Sends pending outbox mails, oldest first. Each row is claimed with FOR UPDATE SKIP LOCKED so
 * that several app servers sharing one database never send the same mail twice.
 */
export async function deliverPending(
  db: Executor,
  transport: MailTransport,
  from: string,
  batchSize = 20,
): Promise<number> {
  let sent = 0;
  // A mail that fails is tried again on the next pass, not again in this one.
  const tried: number[] = [];
  for (let i = 0; i < batchSize; i++) {
    const delivered = await db.transaction(async (trx) => {
      const [mail] = await trx
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.status, 'pending'),
            lt(outboxEmails.attempts, MAX_ATTEMPTS),
            tried.length ? notInArray(outboxEmails.id, tried) : undefined,
          ),
        )
        .orderBy(asc(outboxEmails.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!mail) return null;
      tried.push(mail.id);
      try {
        await transport.send({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
        await trx
          .update(outboxEmails)
          .set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 })
          .where(eq(outboxEmails.id, mail.id));
        return true;
      } catch (error) {
        const attempts = mail.attempts + 1;
        await trx
          .update(outboxEmails)
          .set({
            attempts,
            lastError: error instanceof Error ? error.message : String(error),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          })
          .where(eq(outboxEmails.id, mail.id));
        return false;
      }
    });
    if (delivered === null) break;
    if (delivered) sent += 1;
  }
  return sent;
}
