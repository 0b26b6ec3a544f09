// Which bookings count (decisions.md "Staff operations calls", "Money that does not match"): a
// lapsed unpaid card hold is on no live list unless asked for, a diagnostic test is in no figure,
// and slots sort in the order of the day. Shared by the staff lists, the board, stats and the
// technicians' daily limit.
import { and, not, sql, type SQL } from 'drizzle-orm';
import { PAYMENT_NOT_COMPLETED } from '../../domain/bookings/holds';
import { SLOT_LABELS } from '../../domain/scheduling/business-time';
import { bookings } from '../db/schema/index';

/**
 * A card hold that ran out unpaid: swept (cancelled, "payment not completed") or not yet swept
 * (pending past its hold). The sweep runs each minute, so the second half keeps the lists right
 * in between.
 */
// coalesce: a cancel without a reason (NULL) must give false, not NULL, or NOT (...) would drop it.
export const LAPSED_HOLD: SQL = sql`((${bookings.status} = 'cancelled' and coalesce(${bookings.cancelReason}, '') = ${PAYMENT_NOT_COMPLETED})
  or (${bookings.status} = 'pending' and ${bookings.paymentMethod} = 'card'
      and ${bookings.paymentStatus} <> 'paid' and ${bookings.holdExpiresAt} is not null
      and ${bookings.holdExpiresAt} <= now()))`;

export const NOT_LAPSED: SQL = not(LAPSED_HOLD);

/** A booking that counts in live work and money: not cancelled for any reason, not lapsed. */
export const LIVE_BOOKING: SQL = and(sql`${bookings.status} <> 'cancelled'`, NOT_LAPSED) as SQL;

/**
 * A customer's booking, not a diagnostic page's test (decisions.md, turn-3 section): stats and
 * exports count only these; the lists show both, the tests marked by `source`.
 */
export const NOT_DIAGNOSTIC: SQL = sql`${bookings.source} <> 'diagnostic'`;

/** Slot labels sort as text wrongly ("10:00 AM" < "8:00 AM"): their position in the day. */
export const SLOT_ORDER: SQL = sql`array_position(${sql.raw(
  `ARRAY[${SLOT_LABELS.map((label) => `'${label}'`).join(',')}]::text[]`,
)}, ${bookings.appointmentTime})`;
