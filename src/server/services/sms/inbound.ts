// What a text to the business does (decisions.md "Text messages (SMS)"): STOP and its synonyms
// opt the number out of every text, START and its synonyms undo it, HELP and INFO are answered
// with the business's name and phone in the language of the number's latest booking, and any
// other words are kept on that booking and mailed to the admins.
import { desc, eq } from 'drizzle-orm';
import { smsKeyword } from '../../../domain/sms/keywords';
import { toE164US } from '../../../domain/sms/phone';
import type { Db, Executor } from '../../db/client';
import { bookings, outboxEmails, smsInboundMessages, smsReplies } from '../../db/schema/index';
import { notifySmsReply } from '../../notifications/notices';
import { clip, MAX_TEXT_BUSINESS, textsFor } from '../../notifications/texts/index';
import type { ManageLinks } from '../manage-links';
import { optIn, optOut } from './opt-outs';

export type InboundText = { from: string; body: string; messageSid: string };

/** The latest booking made with this number (E.164, as an opted-in booking stores it). */
async function latestBookingOf(executor: Executor, phone: string) {
  const [booking] = await executor
    .select({
      id: bookings.id,
      reference: bookings.reference,
      name: bookings.name,
      locale: bookings.locale,
    })
    .from(bookings)
    .where(eq(bookings.phone, phone))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  return booking ?? null;
}

/**
 * Handles one inbound text once per MessageSid (decisions.md "Holding up under abuse"): the id is
 * written in the transaction that applies the text, so Twilio's retry or a replayed signed
 * request (a STOP sent again after a START) finds it there and changes nothing. Answers the
 * reply to send back (null: none).
 */
export async function receiveText(
  db: Db,
  text: InboundText,
  links: ManageLinks,
): Promise<string | null> {
  return db.transaction(async (trx) => {
    if (!(await firstTimeSeen(trx, text.messageSid))) return null;
    return applyText(trx, text, links);
  });
}

/** Records the message id; false when it was applied already. */
async function firstTimeSeen(executor: Executor, messageSid: string): Promise<boolean> {
  // Twilio always sends one; a form without it cannot be told apart from another, so it is
  // applied (the signature still had to match).
  if (!messageSid) return true;
  const stored = await executor
    .insert(smsInboundMessages)
    .values({ messageSid })
    .onConflictDoNothing()
    .returning({ messageSid: smsInboundMessages.messageSid });
  return stored.length > 0;
}

async function applyText(
  trx: Executor,
  text: InboundText,
  links: ManageLinks,
): Promise<string | null> {
  const from = toE164US(text.from) ?? text.from;
  switch (smsKeyword(text.body)) {
    case 'stop':
      // Twilio confirms a STOP itself (and blocks anything more to the number).
      await optOut(trx, from);
      return null;
    case 'start':
      await optIn(trx, from);
      return null;
    case 'help': {
      const booking = await latestBookingOf(trx, from);
      return textsFor(booking?.locale ?? 'en').help({
        business: clip(links.business.name, MAX_TEXT_BUSINESS),
        phone: links.business.phone,
      });
    }
    case null: {
      const booking = await latestBookingOf(trx, from);
      const stored = await trx
        .insert(smsReplies)
        .values({
          bookingId: booking?.id ?? null,
          fromPhone: from,
          body: text.body,
          messageSid: text.messageSid,
        })
        .onConflictDoNothing()
        .returning({ id: smsReplies.id });
      // A reply without a MessageSid sent twice is still kept and mailed once (sms_replies).
      if (stored.length > 0) await notifySmsReply(trx, { from, body: text.body }, booking, links);
      return null;
    }
  }
}

/** A delivery status callback: the text's provider status (and the provider's error code). */
export async function recordTextStatus(
  db: Executor,
  status: { messageSid: string; status: string; errorCode: string | undefined },
): Promise<void> {
  await db
    .update(outboxEmails)
    .set({
      providerStatus: status.status,
      ...(status.errorCode ? { lastError: `Twilio error ${status.errorCode}` } : {}),
    })
    .where(eq(outboxEmails.providerId, status.messageSid));
}
