import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PROPERTY_TYPES,
  type StoredService,
  type UpsellChoice,
} from '../../../domain/schemas/booking';
import { DEFAULT_LOCALE, LOCALES } from '../../../domain/site/locales';
import type { Quote } from '../../../domain/schemas/quote';
import type { TvConfig } from '../../../domain/schemas/tv-config';
import type { SlotLabel } from '../../../domain/scheduling/business-time';
import { BOOKING_EVENT_ACTOR_KINDS } from '../../../domain/schemas/staff-operations';
import { staff } from './staff';
import { bytea, rowTimes } from './columns';

/**
 * One row per customer booking. The flat TV fields mirror the spec's booking draft for display;
 * `tvs`, `additionalServices` and `priceBreakdown` keep the structured truth the price came from.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial().primaryKey(),
    /** Public reference customers see (CTM-XXXXXX), made by the database (migration 0003). */
    reference: text()
      .notNull()
      .unique()
      .default(sql`ctm_reference()`),
    /** SHA-256 of the secret manage token; the token itself is only given to the customer. */
    manageTokenHash: text().unique(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    address: text().notNull(),
    unitNumber: text(),
    /** house, apartment or business (decisions.md "Property type and unit number"). */
    propertyType: text({ enum: PROPERTY_TYPES }),
    /** The customer's note to staff (gate code, TV model), at most 1,000 characters. */
    notes: text(),
    zipCode: text(),
    city: text(),
    state: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    serviceName: text().notNull().default(''),
    tvSize: text().notNull().default(''),
    wallType: text().notNull().default(''),
    wireInWall: boolean().notNull().default(false),
    deviceSetup: boolean().notNull().default(false),
    sameDayService: boolean().notNull().default(false),
    wireCordHiders: boolean().notNull().default(false),
    fireplaceOutlet: boolean().notNull().default(false),
    largeTvAssistance: text().notNull().default('customer_help'),
    frameMediaBoxType: text().notNull().default('none'),
    homeTheaterSetup: boolean().notNull().default(false),
    floatingShelf: text().notNull().default(''),
    mountOption: text().notNull().default('purchase'),
    mountType: text().notNull().default('fixed'),
    tvs: jsonb().$type<TvConfig[]>().notNull().default([]),
    additionalServices: jsonb().$type<StoredService[]>().notNull().default([]),
    upsells: jsonb().$type<UpsellChoice[]>().notNull().default([]),
    priceBreakdown: jsonb().$type<Quote>(),
    /** Integer cents, computed by the server's price engine. */
    totalPrice: integer().notNull(),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull().default('card'),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    appointmentDate: text().notNull(),
    appointmentTime: text().$type<SlotLabel>().notNull(),
    /** An unpaid card booking holds its slot only until then (decisions.md "Payments"). */
    holdExpiresAt: timestamp({ withTimezone: true }),
    /**
     * A card booking's client: its IPv4 address or its IPv6 /64 network. Only counts a client's
     * live unpaid holds (docs/decisions/020-request-and-database-limits.md); never in an answer.
     */
    clientNetwork: text(),
    assignedTechnicianId: integer().references(() => staff.id, { onDelete: 'set null' }),
    /**
     * The second technician of a two-technician job (decisions.md "What the turn-3 walk-throughs
     * settled"); `assignedTechnicianId` stays the lead. Null on every other job.
     */
    secondTechnicianId: integer().references(() => staff.id, { onDelete: 'set null' }),
    status: text({ enum: BOOKING_STATUSES }).notNull().default('pending'),
    /** Why it was cancelled: "payment not completed" for a lapsed card hold, or staff's reason. */
    cancelReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The calendar invite's SEQUENCE: raised on every reschedule or cancel (same UID). */
    calendarSequence: integer().notNull().default(0),
    /** When the assigned technician tapped "On my way". */
    enRouteAt: timestamp({ withTimezone: true }),
    /** Cash or afterpay money collected on site: who recorded it and when. */
    paymentCollectedAt: timestamp({ withTimezone: true }),
    paymentCollectedBy: integer().references(() => staff.id, { onDelete: 'set null' }),
    apartmentComplex: text(),
    floorPlanId: text(),
    floorPlanName: text(),
    apartmentRooms: text().array().notNull().default([]),
    /**
     * "diagnostic" for the test bookings of /system-test and /contact-form-test: marked Test for
     * staff, left out of stats, exports, reminders and e-mails, deleted after 24 hours.
     */
    source: text({ enum: BOOKING_SOURCES }).notNull().default('customer'),
    /** The customer's language: its e-mails, invite and manage page (issue 28). */
    locale: text({ enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    /**
     * The customer ticked "Text me updates about this booking" (decisions.md "Text messages");
     * `phone` is then stored in E.164 (+17045550142).
     */
    smsOptIn: boolean().notNull().default(false),
    ...rowTimes(),
  },
  (t) => [
    index('bookings_slot_idx').on(t.appointmentDate, t.appointmentTime),
    index('bookings_technician_idx').on(t.assignedTechnicianId),
    index('bookings_second_technician_idx').on(t.secondTechnicianId),
    // The lapsed-hold sweep reads only pending card bookings that still hold a place.
    index('bookings_card_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending' and ${t.holdExpiresAt} is not null`),
    // The diagnostic sweep reads only the few test bookings, oldest first.
    index('bookings_diagnostic_idx')
      .on(t.createdAt)
      .where(sql`${t.source} = 'diagnostic'`),
  ],
);

/**
 * Room photos (docs/decisions/012-photos-and-outages.md). A row is made when a photo is uploaded
 * (`uploadId`, the customer's opaque handle, no booking yet) and attached to its booking when the
 * booking is stored; unattached rows expire. On PostgreSQL the bytes live here (every app server
 * can serve them); on PGlite they live in a file under DATA_DIR named by `uploadId` and `bytes` is
 * null, because PGlite encodes a bytea parameter in JavaScript on the main thread.
 */
export const bookingPhotos = pgTable(
  'booking_photos',
  {
    id: serial().primaryKey(),
    uploadId: text().unique(),
    bookingId: integer().references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    width: integer(),
    height: integer(),
    bytes: bytea(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('booking_photos_position_uq').on(t.bookingId, t.position),
    index('booking_photos_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.bookingId} is null`),
  ],
);

/** A slot staff have closed (day off, training); capacity is otherwise the active technicians. */
export const blockedSlots = pgTable(
  'blocked_slots',
  {
    id: serial().primaryKey(),
    date: text().notNull(),
    time: text().$type<SlotLabel>().notNull(),
    reason: text(),
    createdBy: integer().references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('blocked_slots_slot_uq').on(t.date, t.time)],
);

/**
 * Everything that happened to a booking, oldest first: the customer's timeline and the staff's
 * history (who, what, when) read the same rows. `action` is a short verb (created, confirmed,
 * assigned, en_route, started, completed, cancelled, rescheduled, paid, refunded, collected,
 * updated); `details` holds what changed (old and new window, reason, fields).
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorKind: text({ enum: BOOKING_EVENT_ACTOR_KINDS }).notNull(),
    actorId: integer().references(() => staff.id, { onDelete: 'set null' }),
    action: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.at)],
);

export const REMINDER_KINDS = ['24h', '2h'] as const;

/**
 * One row per reminder sent: the unique key (booking, kind, window start) makes every reminder go
 * out at most once whichever app server sends it, and a rescheduled booking's new window gets its
 * own reminders.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text({ enum: REMINDER_KINDS }).notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('booking_reminders_once_uq').on(t.bookingId, t.kind, t.windowStart)],
);
