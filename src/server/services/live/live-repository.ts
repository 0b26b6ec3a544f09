// What the live streams read (docs/decisions/039-live-updates.md): a booking with the id of its
// latest history event (the SSE id), the bookings changed since an event id that one stream may
// see, and the booking of a manage token.
import { and, asc, eq, gt, inArray, max, notInArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingEvents, bookings } from '../../db/schema/index';
import type { BookingRow } from '../../bookings/repository';
import { hashManageToken } from '../public-references';

/** A booking as it is now, and the id of its latest history event. */
export type BookingState = { eventId: number; booking: BookingRow };

/** Which bookings a stream may see: all (an admin), a technician's jobs, or one booking. */
export type StreamScope =
  | { kind: 'all' }
  | { kind: 'technician'; technicianId: number }
  | { kind: 'booking'; bookingId: number };

export function inScope(scope: StreamScope, booking: BookingRow): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'booking') return booking.id === scope.bookingId;
  return (
    booking.assignedTechnicianId === scope.technicianId ||
    booking.secondTechnicianId === scope.technicianId
  );
}

function scopeFilter(scope: StreamScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'booking') return eq(bookings.id, scope.bookingId);
  return or(
    eq(bookings.assignedTechnicianId, scope.technicianId),
    eq(bookings.secondTechnicianId, scope.technicianId),
  );
}

/** Per booking, its latest event id among the events that `where` keeps. */
function latestEvents(db: Executor, where: SQL) {
  return db
    .select({
      bookingId: bookingEvents.bookingId,
      eventId: max(bookingEvents.id).as('event_id'),
    })
    .from(bookingEvents)
    .where(where)
    .groupBy(bookingEvents.bookingId)
    .as('latest');
}

/** The booking now, with its latest event's id; undefined when it is gone. One query. */
export async function readBookingState(
  db: Executor,
  bookingId: number,
): Promise<BookingState | undefined> {
  const latest = latestEvents(db, eq(bookingEvents.bookingId, bookingId));
  const [row] = await db
    .select({ booking: bookings, eventId: latest.eventId })
    .from(bookings)
    .leftJoin(latest, eq(latest.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row ? { booking: row.booking, eventId: Number(row.eventId ?? 0) } : undefined;
}

/**
 * The open jobs (neither completed nor cancelled) a technician's stream may see when it starts:
 * a job taken from them later is still told to their stream (docs/decisions/053), once.
 */
export async function openJobIdsOf(db: Executor, technicianId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        scopeFilter({ kind: 'technician', technicianId }),
        notInArray(bookings.status, ['completed', 'cancelled']),
      ),
    );
  return rows.map((row) => row.id);
}

/** At most this many bookings are replayed at once; the stream's next resume takes the rest. */
export const REPLAY_LIMIT = 500;

/**
 * One query: the state now of every booking the scope may see, or `alsoIds` name (the jobs a
 * technician's stream knew, which may have left them), that has an event after `afterEventId`,
 * oldest change first.
 */
export async function readChangesSince(
  db: Executor,
  afterEventId: number,
  scope: StreamScope,
  alsoIds: readonly number[] = [],
): Promise<BookingState[]> {
  const latest = latestEvents(db, gt(bookingEvents.id, afterEventId));
  const filter = scopeFilter(scope);
  const rows = await db
    .select({ booking: bookings, eventId: latest.eventId })
    .from(bookings)
    .innerJoin(latest, eq(latest.bookingId, bookings.id))
    .where(filter && alsoIds.length > 0 ? or(filter, inArray(bookings.id, [...alsoIds])) : filter)
    .orderBy(asc(latest.eventId))
    .limit(REPLAY_LIMIT);
  return rows.map((row) => ({ booking: row.booking, eventId: Number(row.eventId) }));
}

/** The newest event id: where a stream without Last-Event-ID starts. */
export async function latestEventId(db: Executor): Promise<number> {
  const [row] = await db.select({ id: max(bookingEvents.id) }).from(bookingEvents);
  return Number(row?.id ?? 0);
}

/** Our manage tokens are 43 characters of base64url: anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** The booking of a manage token (its id and status), or undefined. */
export async function bookingOfManageToken(
  db: Executor,
  token: string,
): Promise<Pick<BookingRow, 'id' | 'status'> | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.manageTokenHash, hashManageToken(token)));
  return row;
}
