// Writes a text message into the outbox (decisions.md "Text messages (SMS)"), in the caller's
// transaction like an e-mail. Never for a number that opted out; in quiet hours (9 PM-8 AM
// business time) it waits for 8 AM, except "on my way" and a technician's change of a job of
// today or tomorrow (`atOnce`); a reminder that would wait past the start of its window is
// dropped.
import { nextSendableAt } from '../../../domain/sms/quiet-hours';
import type { Executor } from '../../db/client';
import { outboxEmails } from '../../db/schema/index';
import { isOptedOut } from './opt-outs';

export type TextKind =
  | 'confirmation'
  | 'reminder'
  | 'on my way'
  | 'rescheduled'
  | 'cancelled'
  | 'job done'
  | 'assigned'
  /** A technician's job taken off them, moved or cancelled. */
  | 'unassigned'
  | 'moved'
  | 'job cancelled';

export type OutgoingText = {
  /** E.164. */
  to: string;
  body: string;
  kind: TextKind;
  /** The moment of the change (the reminders' pass passes its clock); default now. */
  now?: Date;
  /** A reminder's window start: a reminder that cannot go before it is not sent at all. */
  dropAt?: Date;
  /** Sent now even in quiet hours: a technician's job of today or tomorrow changed. */
  atOnce?: boolean;
};

/** Answers whether the text was queued. */
export async function enqueueText(executor: Executor, text: OutgoingText): Promise<boolean> {
  if (await isOptedOut(executor, text.to)) return false;
  const now = text.now ?? new Date();
  const sendAt = text.kind === 'on my way' || text.atOnce ? now : nextSendableAt(now);
  if (text.dropAt && sendAt >= text.dropAt) return false;
  await executor.insert(outboxEmails).values({
    channel: 'sms',
    to: text.to,
    subject: null,
    text: text.body,
    // Now: the database's clock (a text is due at once); later: quiet hours' 8 AM.
    ...(sendAt > now ? { nextAttemptAt: sendAt } : {}),
  });
  return true;
}
