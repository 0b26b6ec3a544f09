// What staff see of a booking's texts (decisions.md "Text messages (SMS)"): the opt-in, the
// number's opt-out (STOP, by number, for every booking) and the customer's replies.
import { asc, inArray } from 'drizzle-orm';
import type { StaffBooking } from '../../../domain/schemas/staff';
import { toE164US } from '../../../domain/sms/phone';
import type { Executor } from '../../db/client';
import { smsReplies } from '../../db/schema/index';
import { optedOutAmong } from '../../services/sms/opt-outs';

type Listed = { id: number; phone: string; smsOptIn: boolean };

/** Two reads for a whole page of bookings; answers each booking's `sms`. */
export async function textsOfBookings(
  db: Executor,
  rows: Listed[],
): Promise<(row: Listed) => StaffBooking['sms']> {
  const phones = [...new Set(rows.flatMap((row) => toE164US(row.phone) ?? []))];
  const optedOut = await optedOutAmong(db, phones);
  const replies = await db
    .select({ bookingId: smsReplies.bookingId, body: smsReplies.body, at: smsReplies.receivedAt })
    .from(smsReplies)
    .where(
      inArray(
        smsReplies.bookingId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(smsReplies.id));
  const byBooking = new Map<number, StaffBooking['sms']['replies']>();
  for (const { bookingId, body, at } of replies) {
    if (bookingId === null) continue;
    byBooking.set(bookingId, [
      ...(byBooking.get(bookingId) ?? []),
      { body, receivedAt: at.toISOString() },
    ]);
  }
  return (row) => {
    const phone = toE164US(row.phone);
    return {
      optIn: row.smsOptIn,
      optedOut: phone !== null && optedOut.has(phone),
      replies: byBooking.get(row.id) ?? [],
    };
  };
}
