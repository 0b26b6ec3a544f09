// One channel's lane of the one dispatcher of the outbox (dispatcher.ts) (decisions.md "Text messages (SMS)": texts are "delivered by
// the same leased, retried dispatcher" as e-mails; "Integrations": webhooks are its third kind,
// in their own table, see webhooks.ts). Each channel is its own lane (lanes.ts: e-mail, texts,
// and one per webhook endpoint, so none waits for another); a lane claims its due messages,
// sends each through its channel's transport within 10 s, and retries failures with the same
// back-off. A channel without a transport (no SMTP_URL, no TWILIO_*) keeps its messages pending
// in the outbox, where staff read them.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxEmails } from '../../db/schema/index';
import type { MailTransport } from '../mailer/outbox';
import type { WebhookSender } from '../webhooks/send';
import { type Clock, claimDue } from './claim';

/** Sends one text; answers the provider's id of the message (Twilio's SID) and its status. */
export type TextTransport = {
  send: (text: { to: string; body: string }) => Promise<{ providerId: string; status: string }>;
};

export type OutboxTransports = {
  email?: { transport: MailTransport; from: string } | undefined;
  sms?: TextTransport | undefined;
  /** Signs and POSTs webhook deliveries (services/webhooks/send.ts). */
  webhooks?: WebhookSender | undefined;
};

/**
 * After this many failed tries a message is marked 'failed' (it stays in the table for staff).
 * With the back-off below that is about 3 hours of trying: 30 s, 1, 2, 4, 8, 16, 32 min, then
 * hourly.
 */
export const MAX_ATTEMPTS = 10;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
/**
 * A claimed message is not offered to another pass for this long. It must outlast one send (the
 * transports' timeouts add up to well under it); if the sender dies mid-send, the message is
 * simply due again afterwards (at-least-once, never lost).
 */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** One send's limit: a provider that does not answer holds its own lane this long at most. */
export const SEND_TIMEOUT_MS = 10_000;

/** A send given up because the server is stopping: the message is left for a retry. */
export class Abandoned extends Error {}

/** The wait before the next try after `failures` failed tries (1, 2, ...). */
export function retryDelayMs(failures: number): number {
  return Math.min(2 ** Math.max(0, failures - 1) * BASE_DELAY_MS, MAX_DELAY_MS);
}

type ClaimedMessage = typeof outboxEmails.$inferSelect;

export const databaseClock: Clock = (offsetMs = 0) =>
  sql.raw(`now() + interval '${Math.round(offsetMs)} milliseconds'`);

export const fixedClock =
  (now: () => Date): Clock =>
  (offsetMs = 0) =>
    new Date(now().getTime() + offsetMs);

/** Sends one claimed message through its channel; answers what the row records of the send. */
async function send(
  message: ClaimedMessage,
  transports: OutboxTransports,
): Promise<{ providerId?: string; providerStatus?: string }> {
  if (message.channel === 'sms') {
    if (!transports.sms) throw new Error('No text transport');
    const { providerId, status } = await transports.sms.send({
      to: message.to,
      body: message.text,
    });
    return { providerId, providerStatus: status };
  }
  if (!transports.email) throw new Error('No mail transport');
  await transports.email.transport.send({
    from: transports.email.from,
    to: message.to,
    subject: message.subject ?? '',
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments.length ? { attachments: message.attachments } : {}),
  });
  return {};
}

/** The send within SEND_TIMEOUT_MS, or Abandoned at once when `abandon` fires. */
export function sendWithin<T>(send: Promise<T>, abandon: AbortSignal): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const cut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No answer within ${SEND_TIMEOUT_MS / 1000} s`)),
      SEND_TIMEOUT_MS,
    );
    onAbort = () => reject(new Abandoned('The server is stopping'));
    if (abandon.aborted) onAbort();
    else abandon.addEventListener('abort', onAbort, { once: true });
  });
  // A transport that rejects after its cut is already answered for.
  send.catch(() => undefined);
  return Promise.race([send, cut]).finally(() => {
    clearTimeout(timer);
    if (onAbort) abandon.removeEventListener('abort', onAbort);
  });
}

/** The due messages of one channel, oldest first, one at a time; how many went out. */
export async function deliverChannel(
  db: Executor,
  channel: 'email' | 'sms',
  transports: OutboxTransports,
  options: { clock: Clock; batchSize: number; abandon: AbortSignal },
): Promise<number> {
  const { clock, batchSize, abandon } = options;
  let sent = 0;
  // Claimed in this pass already: never twice in one pass, whatever the clock says.
  const tried: number[] = [];
  for (let i = 0; i < batchSize && !abandon.aborted; i++) {
    const message = await claimDue(db, outboxEmails, {
      clock,
      leaseMs: CLAIM_LEASE_MS,
      skip: tried,
      where: eq(outboxEmails.channel, channel),
    });
    if (!message) break;
    tried.push(message.id);
    const attempts = message.attempts + 1;
    let receipt: Awaited<ReturnType<typeof send>>;
    try {
      receipt = await sendWithin(send(message, transports), abandon);
    } catch (error) {
      if (error instanceof Abandoned) {
        // Due again at once, for the next start or another server; not counted as a try.
        await db
          .update(outboxEmails)
          .set({ nextAttemptAt: clock() })
          .where(eq(outboxEmails.id, message.id));
        break;
      }
      await db
        .update(outboxEmails)
        .set({
          attempts,
          lastError: error instanceof Error ? error.message : String(error),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: clock(retryDelayMs(attempts)),
        })
        .where(eq(outboxEmails.id, message.id));
      continue;
    }
    await db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: clock(), attempts, lastError: null, ...receipt })
      .where(eq(outboxEmails.id, message.id));
    sent += 1;
  }
  return sent;
}
