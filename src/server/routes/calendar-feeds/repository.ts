// The calendar feeds' rows and the jobs a feed shows (docs/decisions/049-calendar-feeds.md).
import { and, asc, eq, gte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { bookings, calendarFeeds, staff } from '../../db/schema/index';
import { NOT_DIAGNOSTIC, NOT_LAPSED, SLOT_ORDER } from '../../bookings/selection';

/** 'office', or 'technician:{staffId}' for one technician's own jobs. */
export type FeedOwner = { kind: 'office' } | { kind: 'technician'; staffId: number };

export const ownerKey = (owner: FeedOwner) =>
  owner.kind === 'office' ? 'office' : `technician:${owner.staffId}`;

const staffIdOf = (owner: FeedOwner) => (owner.kind === 'office' ? null : owner.staffId);

/** The owner's secret, made with `fresh` when the owner has none yet (two first calls agree). */
export async function secretOf(db: Executor, owner: FeedOwner, fresh: string): Promise<string> {
  const owned = eq(calendarFeeds.owner, ownerKey(owner));
  await db
    .insert(calendarFeeds)
    .values({ owner: ownerKey(owner), staffId: staffIdOf(owner), secret: fresh })
    .onConflictDoNothing({ target: calendarFeeds.owner });
  const [row] = await db.select({ secret: calendarFeeds.secret }).from(calendarFeeds).where(owned);
  if (!row) throw new Error(`calendar feed ${ownerKey(owner)} was not stored`);
  return row.secret;
}

/** Replaces the owner's secret (made if there was none): the old link stops working. */
export async function replaceSecret(db: Executor, owner: FeedOwner, fresh: string, now: Date) {
  await db
    .insert(calendarFeeds)
    .values({ owner: ownerKey(owner), staffId: staffIdOf(owner), secret: fresh })
    .onConflictDoUpdate({
      target: calendarFeeds.owner,
      set: { secret: fresh, updatedAt: now },
    });
}

/**
 * Every feed that may still be read: the office's, and those of technicians whose account is
 * active (a deactivated technician's link answers 404 at once). One row per technician and the
 * office, so reading them all is cheap; the caller compares each secret in constant time.
 */
export function readableFeeds(db: Executor) {
  return db
    .select({
      owner: calendarFeeds.owner,
      staffId: calendarFeeds.staffId,
      secret: calendarFeeds.secret,
      staffName: staff.name,
    })
    .from(calendarFeeds)
    .leftJoin(staff, eq(staff.id, calendarFeeds.staffId))
    .where(or(eq(calendarFeeds.owner, 'office'), eq(staff.isActive, true)));
}

const second = alias(staff, 'second');

/**
 * The jobs of a feed from `fromDate` on, in the order of the work: a technician's where they
 * lead or are the second, the office's all. Cancelled jobs stay (shown cancelled); unpaid card
 * holds that ran out and the diagnostic pages' tests were never work and are left out.
 */
export function feedJobs(db: Executor, owner: FeedOwner, fromDate: string) {
  const mine: SQL | undefined =
    owner.kind === 'technician'
      ? or(
          eq(bookings.assignedTechnicianId, owner.staffId),
          eq(bookings.secondTechnicianId, owner.staffId),
        )
      : undefined;
  return db
    .select({
      reference: bookings.reference,
      name: bookings.name,
      phone: bookings.phone,
      address: bookings.address,
      unitNumber: bookings.unitNumber,
      appointmentDate: bookings.appointmentDate,
      appointmentTime: bookings.appointmentTime,
      notes: bookings.notes,
      tvs: bookings.tvs,
      additionalServices: bookings.additionalServices,
      priceBreakdown: bookings.priceBreakdown,
      status: bookings.status,
      calendarSequence: bookings.calendarSequence,
      leadName: staff.name,
      secondName: second.name,
    })
    .from(bookings)
    .leftJoin(staff, eq(staff.id, bookings.assignedTechnicianId))
    .leftJoin(second, eq(second.id, bookings.secondTechnicianId))
    .where(and(gte(bookings.appointmentDate, fromDate), NOT_LAPSED, NOT_DIAGNOSTIC, mine))
    .orderBy(asc(bookings.appointmentDate), asc(SLOT_ORDER), asc(bookings.id));
}

export type FeedJobRow = Awaited<ReturnType<typeof feedJobs>>[number];
