// Every change to a booking, with who, what and when (booking_events): the customer's timeline
// and the staff's history read it. Written in the transaction that makes the change, which also
// announces the change to the live streams (docs/decisions/039-live-updates.md) and writes the
// webhooks it sends (decisions.md "Integrations", docs/decisions/048-webhooks.md).
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { bookingEvents } from '../db/schema/index';
import { enqueueBookingWebhooks } from '../bookings/webhooks';

export const BOOKING_EVENT_ACTIONS = [
  'created',
  'confirmed',
  'assigned',
  'unassigned',
  'en_route',
  'in_progress',
  'completed',
  'cancelled',
  'rescheduled',
  'paid',
  /** A refund decided and owed (the booking marked refunded); the provider is asked after. */
  'refunded',
  /** The provider took an owed refund (payment.refunded), or refused it (a person returns it). */
  'refund_sent',
  'refund_refused',
  /** The provider reported the card payment failed. */
  'payment_failed',
  /** Cash or afterpay money recorded as collected by staff. */
  'collected',
  /** A lapsed card hold got its place back when the payment still arrived. */
  'reinstated',
] as const;
export type BookingEventAction = (typeof BOOKING_EVENT_ACTIONS)[number];

export type BookingActor =
  { kind: 'customer' } | { kind: 'system' } | { kind: 'admin' | 'technician'; id: number };

export async function recordBookingEvent(
  trx: Executor,
  bookingId: number,
  actor: BookingActor,
  action: BookingEventAction,
  details: Record<string, unknown> = {},
): Promise<void> {
  await trx.insert(bookingEvents).values({
    bookingId,
    actorKind: actor.kind,
    actorId: 'id' in actor ? actor.id : null,
    action,
    details,
  });
  await announceBookingChanges(trx, [bookingId]);
  // Every booking change passes here, whichever path made it: the one place webhooks start.
  await enqueueBookingWebhooks(trx, bookingId, action);
}

/** The PostgreSQL channel the live streams listen on (services/live/change-feed.ts). */
export const BOOKING_CHANGES_CHANNEL = 'booking_changes';

/**
 * Tells every app server's live streams that these bookings changed: NOTIFY with the booking id.
 * PostgreSQL (and PGlite) deliver it only when the transaction commits, exactly when the change
 * becomes visible, and never for a rolled-back one; the same payload twice in one transaction
 * is delivered once. Called after the history row is written, so its id is the event's id.
 */
export async function announceBookingChanges(
  trx: Executor,
  bookingIds: readonly number[],
): Promise<void> {
  for (const id of new Set(bookingIds)) {
    await trx.execute(sql`select pg_notify(${BOOKING_CHANGES_CHANNEL}, ${String(id)})`);
  }
}

export type BookingEventRow = typeof bookingEvents.$inferSelect;

export async function listBookingEvents(
  db: Executor,
  bookingId: number,
): Promise<BookingEventRow[]> {
  return db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
}
