// The one dispatcher of the outbox (decisions.md "Text messages (SMS)": texts are "delivered by
// the same leased, retried dispatcher" as e-mails; "Integrations": webhooks are its third kind,
// in their own table, see webhooks.ts). Each pass claims due messages of the channels
// it has a transport for, sends each through its channel's transport, and retries failures with
// the same back-off. A channel without a transport (no SMTP_URL, no TWILIO_*) keeps its messages
// pending in the outbox, where staff read them.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxEmails } from '../../db/schema/index';
import type { MailTransport } from '../mailer/outbox';
import type { WebhookSender } from '../webhooks/send';
import { type Clock, claimDue } from './claim';
import { deliverWebhooks } from './webhooks';

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

/** The wait before the next try after `failures` failed tries (1, 2, ...). */
export function retryDelayMs(failures: number): number {
  return Math.min(2 ** Math.max(0, failures - 1) * BASE_DELAY_MS, MAX_DELAY_MS);
}

type ClaimedMessage = typeof outboxEmails.$inferSelect;

const databaseClock: Clock = (offsetMs = 0) =>
  sql.raw(`now() + interval '${Math.round(offsetMs)} milliseconds'`);

const fixedClock =
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

/**
 * Sends the due outbox messages (status pending, nextAttemptAt reached) of every channel with a
 * transport, oldest first, then the due webhook deliveries. A failed message is tried again after
 * an exponential back-off (retryDelayMs); after MAX_ATTEMPTS it is marked 'failed' (webhooks have
 * their own 24-hour schedule, webhook-retries.ts). Returns how many went out.
 */
export async function deliverPending(
  db: Executor,
  transports: OutboxTransports,
  options: { batchSize?: number; now?: () => Date } = {},
): Promise<number> {
  const clock = options.now ? fixedClock(options.now) : databaseClock;
  const batchSize = options.batchSize ?? 20;
  let sent = await deliverMessages(db, transports, clock, batchSize);
  if (transports.webhooks) {
    sent += await deliverWebhooks(db, transports.webhooks, {
      clock,
      now: options.now ?? (() => new Date()),
      leaseMs: CLAIM_LEASE_MS,
      batchSize,
    });
  }
  return sent;
}

async function deliverMessages(
  db: Executor,
  transports: OutboxTransports,
  clock: Clock,
  batchSize: number,
): Promise<number> {
  const channels = (['email', 'sms'] as const).filter((channel) => transports[channel]);
  if (channels.length === 0) return 0;
  let sent = 0;
  // Claimed in this pass already: never twice in one pass, whatever the clock says.
  const tried: number[] = [];
  for (let i = 0; i < batchSize; i++) {
    const message = await claimDue(db, outboxEmails, {
      clock,
      leaseMs: CLAIM_LEASE_MS,
      skip: tried,
      where: inArray(outboxEmails.channel, channels),
    });
    if (!message) break;
    tried.push(message.id);
    const attempts = message.attempts + 1;
    let receipt: Awaited<ReturnType<typeof send>>;
    try {
      receipt = await send(message, transports);
    } catch (error) {
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
