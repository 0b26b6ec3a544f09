import {
  boolean,
  customType,
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
import { staff } from './staff';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded', 'failed'] as const;
export const PAYMENT_METHODS = ['card', 'afterpay', 'cash'] as const;

/**
 * One row per customer booking. The flat TV fields mirror the spec's booking draft for display;
 * `tvs`, `additionalServices` and `priceBreakdown` keep the structured truth the price came from.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    address: text().notNull(),
    unitNumber: text(),
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
    tvs: jsonb().notNull().default([]),
    additionalServices: jsonb().notNull().default([]),
    upsells: jsonb().notNull().default([]),
    priceBreakdown: jsonb(),
    /** Integer cents, computed by the server's price engine. */
    totalPrice: integer().notNull(),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull().default('card'),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    appointmentDate: text().notNull(),
    appointmentTime: text().notNull(),
    /** An unpaid card booking holds its slot only until then (decisions.md "Payments"). */
    holdExpiresAt: timestamp({ withTimezone: true }),
    assignedTechnicianId: integer().references(() => staff.id, { onDelete: 'set null' }),
    status: text({ enum: BOOKING_STATUSES }).notNull().default('pending'),
    apartmentComplex: text(),
    floorPlanId: text(),
    floorPlanName: text(),
    apartmentRooms: text().array().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_slot_idx').on(t.appointmentDate, t.appointmentTime),
    index('bookings_technician_idx').on(t.assignedTechnicianId),
  ],
);

/** Photo bytes live in the database so that every app server can serve them. */
export const bookingPhotos = pgTable(
  'booking_photos',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    bytes: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('booking_photos_position_uq').on(t.bookingId, t.position)],
);

/** A slot staff have closed (day off, training); capacity is otherwise the active technicians. */
export const blockedSlots = pgTable(
  'blocked_slots',
  {
    id: serial().primaryKey(),
    date: text().notNull(),
    time: text().notNull(),
    reason: text(),
    createdBy: integer().references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('blocked_slots_slot_uq').on(t.date, t.time)],
);
