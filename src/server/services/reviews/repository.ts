// The reviews table (migration 0017) with the booking each review belongs to: the only file that
// touches it. Public reads leave out test (diagnostic) bookings and unpublished reviews.
import { and, avg, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { PublicReview, StaffReview } from '../../../domain/schemas/reviews';
import type { Locale } from '../../../domain/site/locales';
import type { Executor } from '../../db/client';
import { bookings, reviews } from '../../db/schema/index';

const columns = {
  id: reviews.id,
  rating: reviews.rating,
  text: reviews.text,
  published: reviews.published,
  createdAt: reviews.createdAt,
  name: bookings.name,
  city: bookings.city,
  locale: bookings.locale,
  reference: bookings.reference,
  source: bookings.source,
};

type Row = {
  id: number;
  rating: number;
  text: string | null;
  published: boolean;
  createdAt: Date;
  name: string;
  city: string | null;
  locale: Locale;
  reference: string;
  source: string;
};

/** The first word of the booking's name: nothing more of a customer is ever shown. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export function presentPublic(row: Row): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    firstName: firstNameOf(row.name),
    city: row.city?.trim() || null,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    verified: true,
  };
}

export const presentStaff = (row: Row): StaffReview => ({
  ...presentPublic(row),
  published: row.published,
  reference: row.reference,
});

const publicOnly = and(eq(reviews.published, true), ne(bookings.source, 'diagnostic'));

function joined(db: Executor) {
  return db.select(columns).from(reviews).innerJoin(bookings, eq(bookings.id, reviews.bookingId));
}

export async function listPublished(db: Executor, limit: number, offset: number) {
  const rows = await joined(db)
    .where(publicOnly)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
  return rows.map(presentPublic);
}

/** The count and average of every published review (our own rating beside the settings' one). */
export async function publishedSummary(db: Executor) {
  const [row] = await db
    .select({ count: count(), average: avg(reviews.rating) })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(publicOnly);
  const total = row?.count ?? 0;
  const average = row?.average == null ? null : Math.round(Number(row.average) * 10) / 10;
  return { count: total, average: total > 0 ? average : null };
}

/** How many reviews the list holds, published only or all (X-Total-Count, docs/decisions/054). */
export async function countReviews(db: Executor, all: boolean): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(all ? undefined : publicOnly);
  return row?.total ?? 0;
}

export async function listAll(db: Executor, limit: number, offset: number) {
  const rows = await joined(db)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
  return rows.map(presentStaff);
}

export async function findReview(db: Executor, id: number) {
  const [row] = await joined(db).where(eq(reviews.id, id)).limit(1);
  return row;
}

export async function hasReview(db: Executor, bookingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.bookingId, bookingId));
  return row !== undefined;
}

/** Inserts the booking's one review; undefined when it already has one (the unique booking id). */
export async function insertReview(
  db: Executor,
  values: { bookingId: number; rating: number; text: string | null; published: boolean },
) {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.bookingId })
    .returning({ id: reviews.id });
  return row?.id;
}

export async function setPublished(db: Executor, id: number, published: boolean) {
  await db
    .update(reviews)
    .set({ published, updatedAt: sql`now()` })
    .where(eq(reviews.id, id));
}
