import {
  boolean,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from './bookings';

export const products = pgTable('products', {
  id: serial().primaryKey(),
  /** Stable key the seed matches on, so seeding twice adds nothing. */
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull(),
  category: text().notNull(),
  /** Integer cents. */
  price: integer().notNull(),
  /** One path or a comma-separated list (store-staff-assistant.md section 3). */
  imageUrl: text().notNull().default(''),
  inStock: boolean().notNull().default(true),
  features: text().array().notNull().default([]),
  tags: text().array().notNull().default([]),
  rating: real().notNull().default(4),
  reviews: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type StoreOrderItem = {
  productId: number;
  name: string;
  unitCents: number;
  quantity: number;
};

export const storeOrders = pgTable('store_orders', {
  id: serial().primaryKey(),
  items: jsonb().$type<StoreOrderItem[]>().notNull(),
  totalCents: integer().notNull(),
  email: text(),
  paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
