// Which bookings a staff list shows (decisions.md "Staff operations calls", "Money that does not
// match"): the search (reference, name, phone digits, e-mail), the status and date filters, and
// the rule that a lapsed unpaid card hold is on no live list unless asked for by `lapsed`.
import { and, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BookingListQuery } from '../../../domain/schemas/staff-operations';
import { bookings } from '../../db/schema/index';
import { LAPSED_HOLD, NOT_LAPSED } from '../../bookings/selection';

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
