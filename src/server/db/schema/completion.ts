// Finishing a job (decisions.md "Finishing a job: the record, the receipt, the review"): the
// technician's after photos, the completion record and the customer's review.
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bookings } from './bookings';
import { staff } from './staff';
import { bytea, rowTimes } from './columns';

/**
 * After photos a technician uploads for a job (`POST /api/job-photos?bookingId=`), named by the
 * completion in `photoIds`; `position` is null until then. The bytes are stored like room photos:
 * here on PostgreSQL, in a file under DATA_DIR named by `uploadId` on PGlite.
 */
export const jobPhotos = pgTable(
  'job_photos',
  {
    id: serial().primaryKey(),
    uploadId: text().notNull().unique(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    uploadedBy: integer().references(() => staff.id, { onDelete: 'set null' }),
    position: integer(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    width: integer(),
    height: integer(),
    bytes: bytea(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_photos_booking_idx').on(t.bookingId),
    unique('job_photos_position_uq').on(t.bookingId, t.position),
  ],
);

/** One per completed job: what the technician recorded when the job was done. */
export const jobCompletions = pgTable('job_completions', {
  bookingId: integer()
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  note: text(),
  /** The customer's signature, a PNG (at most 200 KB); null when the customer was not present. */
  signaturePng: bytea(),
  customerAbsent: boolean().notNull().default(false),
  /** Cash or afterpay money collected on site with the completion, in cents. */
  collectedCents: integer(),
  completedBy: integer().references(() => staff.id, { onDelete: 'set null' }),
  completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One review per completed booking; 4 and 5 stars are published at once, 1-3 wait for the admin. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    text: text(),
    published: boolean().notNull(),
    ...rowTimes(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_published_idx')
      .on(t.createdAt)
      .where(sql`${t.published}`),
  ],
);
