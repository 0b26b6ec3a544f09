// Which bookings a staff list shows (decisions.md "Staff operations calls", "Money that does not
// match"): the search (reference, name, phone digits, e-mail), the status and date filters, and
// the rule that a lapsed unpaid card hold is on no live list unless asked for by `lapsed`.
import { and, eq, gte, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { SLOT_LABELS } from '../../../domain/scheduling/business-time';
import type { BookingListQuery } from '../../../domain/schemas/staff-operations';
import { bookings } from '../../db/schema/index';
import { PAYMENT_NOT_COMPLETED } from '../../jobs/lapsed-holds';

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

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Reference, name or e-mail contain the text; or, for a text of digits and phone punctuation
 * with 3+ digits, the phone's digits contain them. */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const pattern = likePattern(text.toLowerCase());
  const options: (SQL | undefined)[] = [
    sql`lower(${bookings.reference}) like ${pattern}`,
    sql`lower(${bookings.name}) like ${pattern}`,
    sql`lower(${bookings.email}) like ${pattern}`,
  ];
  const digits = text.replace(/\D/g, '');
  if (/^[\d\s().+-]+$/.test(text) && digits.length >= 3) {
    options.push(
      sql`regexp_replace(${bookings.phone}, '[^0-9]', '', 'g') like ${likePattern(digits)}`,
    );
  }
  return or(...options);
}

function statusCondition(status: BookingListQuery['status']): SQL | undefined {
  if (status === 'lapsed') return LAPSED_HOLD;
  if (status === undefined) return NOT_LAPSED;
  return and(eq(bookings.status, status), NOT_LAPSED);
}

/** The WHERE of GET /api/bookings and its CSV. */
export function listCondition(query: Omit<BookingListQuery, 'limit' | 'offset'>): SQL | undefined {
  return and(
    statusCondition(query.status),
    query.q ? searchCondition(query.q) : undefined,
    query.from ? gte(bookings.appointmentDate, query.from) : undefined,
    query.to ? lte(bookings.appointmentDate, query.to) : undefined,
  );
}
