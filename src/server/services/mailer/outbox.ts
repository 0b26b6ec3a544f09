import { and, asc, eq, lte, notInArray, sql, type SQL } from 'drizzle-orm';
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
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html ?? null,
    attachments: email.attachments ?? [],
  });
}

/** The delivery side: a real transport (SMTP) in production, a recording one in tests. */
export type MailTransport = {
  send: (email: OutgoingEmail & { from: string }) => Promise<void>;
};

/**
 * After this many failed tries a mail is marked 'failed' (it stays in the table for staff). With
 * the back-off below that is about 3 hours of trying: 30 s, 1, 2, 4, 8, 16, 32 min, then hourly.
 */
export const MAX_ATTEMPTS = 10;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
/**
 * A claimed mail is not offered to another pass for this long. It must outlast one SMTP send
 * (the transport's timeouts add up to well under it); if the sender dies mid-send, the mail is
 * simply due again afterwards (at-least-once, never lost).
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** The wait before the next try after `failures` failed tries (1, 2, ...). */
export function retryDelayMs(failures: number): number {
  return Math.min(2 ** Math.max(0, failures - 1) * BASE_DELAY_MS, MAX_DELAY_MS);
}

type ClaimedMail = typeof outboxEmails.$inferSelect;

/**
 * "now + offset" for the outbox's times. By default the database's clock: every app server then
 * compares against one clock, and a mail enqueued a microsecond ago (its nextAttemptAt is the
 * database's now()) is due at once. Tests pass their own clock.
 */
type Clock = (offsetMs?: number) => Date | SQL;

const databaseClock: Clock = (offsetMs = 0) =>
  sql.raw(`now() + interval '${Math.round(offsetMs)} milliseconds'`);

const fixedClock =
  (now: () => Date): Clock =>
  (offsetMs = 0) =>
    new Date(now().getTime() + offsetMs);

/**
 * Takes the oldest due mail for this pass. FOR UPDATE SKIP LOCKED lets several app servers
 * claim at once without picking the same row; moving nextAttemptAt past the lease keeps it
 * claimed after this short transaction ends, so no lock is held while SMTP talks.
 */
async function claimNext(db: Executor, clock: Clock, skip: number[]): Promise<ClaimedMail | null> {
  return db.transaction(async (trx) => {
    const [mail] = await trx
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.status, 'pending'),
          lte(outboxEmails.nextAttemptAt, clock()),
          skip.length ? notInArray(outboxEmails.id, skip) : undefined,
        ),
      )
      .orderBy(asc(outboxEmails.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!mail) return null;
    await trx
      .update(outboxEmails)
      .set({ nextAttemptAt: clock(CLAIM_LEASE_MS) })
      .where(eq(outboxEmails.id, mail.id));
    return mail;
  });
}

/**
 * Sends the due outbox mails (status pending, nextAttemptAt reached), oldest first. A failure
 * is tried again after an exponential back-off (retryDelayMs); after MAX_ATTEMPTS it is marked
 * 'failed'. Returns how many mails went out.
 */
export async function deliverPending(
  db: Executor,
  transport: MailTransport,
  from: string,
  options: { batchSize?: number; now?: () => Date } = {},
): Promise<number> {
  const clock = options.now ? fixedClock(options.now) : databaseClock;
  const batchSize = options.batchSize ?? 20;
  let sent = 0;
  // Claimed in this pass already: never twice in one pass, whatever the clock says.
  const tried: number[] = [];
  for (let i = 0; i < batchSize; i++) {
    const mail = await claimNext(db, clock, tried);
    if (!mail) break;
    tried.push(mail.id);
    const attempts = mail.attempts + 1;
    try {
      await transport.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments.length ? { attachments: mail.attachments } : {}),
      });
    } catch (error) {
      await db
        .update(outboxEmails)
        .set({
          attempts,
          lastError: error instanceof Error ? error.message : String(error),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: clock(retryDelayMs(attempts)),
        })
        .where(eq(outboxEmails.id, mail.id));
      continue;
    }
    await db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: clock(), attempts, lastError: null })
      .where(eq(outboxEmails.id, mail.id));
    sent += 1;
  }
  return sent;
}
