import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '../../../domain/schemas/booking';
import { DEFAULT_LOCALE, LOCALES } from '../../../domain/site/locales';
import { FULFILMENTS, STORE_ORDER_STATUSES } from '../../../domain/schemas/store-orders';
import { bookings } from './bookings';
import { rowTimes } from './columns';

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    /** Stable key the seed matches on, so seeding twice adds nothing. */
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull(),
    /** The Spanish name and description for /es/mount-depot (issue 28); null shows the English. */
    nameEs: text(),
    descriptionEs: text(),
    category: text().notNull(),
    /** Integer cents. */
    price: integer().notNull(),
    /** One path or a comma-separated list (store-staff-assistant.md section 3). */
    imageUrl: text().notNull().default(''),
    /** Units left to sell: reserved units are already taken off (docs/decisions/014). */
    stock: integer().notNull().default(0),
    /** decisions.md "Store (Mount Depot)": inStock is stock > 0, kept by the database itself. */
    inStock: boolean().generatedAlwaysAs(sql`stock > 0`),
    /** A deactivated product leaves the store and can no longer be ordered; old orders keep it. */
    isActive: boolean().notNull().default(true),
    features: text().array().notNull().default([]),
    tags: text().array().notNull().default([]),
    rating: real().notNull().default(4),
    reviews: integer().notNull().default(0),
    ...rowTimes(),
  },
  (t) => [check('products_stock_not_negative', sql`${t.stock} >= 0`)],
);

export type StoreOrderItem = {
  productId: number;
  name: string;
  /** The product's Spanish name when the order was placed, if it had one (issue 28). */
  nameEs?: string;
  unitCents: number;
  quantity: number;
};

export const storeOrders = pgTable(
  'store_orders',
  {
    id: serial().primaryKey(),
    /** Public reference (CTM-XXXXXX) from the same sequence-free generator as bookings. */
    reference: text()
      .notNull()
      .unique()
      .default(sql`ctm_reference()`),
    /** SHA-256 of the secret manage token. */
    manageTokenHash: text().unique(),
    /** What was bought at the prices of the moment (the database's, never the client's). */
    items: jsonb().$type<StoreOrderItem[]>().notNull(),
    totalCents: integer().notNull(),
    name: text().notNull().default(''),
    email: text(),
    phone: text().notNull().default(''),
    fulfilment: text({ enum: FULFILMENTS }).notNull().default('pickup'),
    /** Delivery only, inside the service area. */
    address: text(),
    zipCode: text(),
    notes: text(),
    status: text({ enum: STORE_ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    /** An unpaid order keeps its stock until then; the sweep gives it back (docs/decisions/014). */
    holdExpiresAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    /** The customer's language (issue 28). */
    locale: text({ enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    paidAt: timestamp({ withTimezone: true }),
    fulfilledAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    ...rowTimes(),
  },
  (t) => [
    index('store_orders_pending_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Units taken off a product's stock for a store order or a booking (products from the shared
 * cart). Stock comes back once: the release sets releasedAt where it is still null.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
    storeOrderId: integer().references(() => storeOrders.id, { onDelete: 'cascade' }),
    bookingId: integer().references(() => bookings.id, { onDelete: 'cascade' }),
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_holds_quantity_positive', sql`${t.quantity} > 0`),
    check('stock_holds_one_owner', sql`(${t.storeOrderId} is null) <> (${t.bookingId} is null)`),
    index('stock_holds_store_order_idx').on(t.storeOrderId),
    index('stock_holds_booking_idx').on(t.bookingId),
  ],
);
