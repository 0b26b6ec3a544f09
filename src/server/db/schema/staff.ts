import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_MAX_JOBS_PER_DAY } from '../../../domain/catalog/defaults';
import { STAFF_ROLES } from '../../../domain/schemas/staff';

/** Admins and technicians share one table (decisions.md "Staff accounts"). */
export const staff = pgTable(
  'staff',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    username: text().notNull().unique(),
    passwordHash: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull().default('technician'),
    email: text().notNull().default(''),
    phone: text().notNull().default(''),
    address: text(),
    emergencyContact: text(),
    emergencyPhone: text(),
    specialties: text().array().notNull().default([]),
    certifications: text().array().notNull().default([]),
    notes: text(),
    isActive: boolean().notNull().default(true),
    maxJobsPerDay: integer().notNull().default(DEFAULT_MAX_JOBS_PER_DAY),
    /** Carried in every token; a logout, password reset or deactivation bumps it (docs/decisions/009). */
    tokenVersion: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // "Mike" and "mike" are one username: the database refuses the second even when two creates race.
  (t) => [uniqueIndex('staff_username_lower_unique').on(sql`lower(${t.username})`)],
);

/** Small key/value store for values that every app server must share (the token secret). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});

/**
 * One row per sign-in attempt, inserted before the password is checked and counted in a
 * 15-minute window per (username, address) and per address (routes/auth/login-throttle.ts).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The lower-cased username as typed. */
    username: text().notNull(),
    ip: text().notNull(),
    attemptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_ip_time').on(t.ip, t.attemptedAt)],
);

/**
 * The business's own facts, one row (id 1), edited by the admin (decisions.md "Staff operations
 * calls": GET/PUT /api/business). Every page and e-mail reads them from here; `version` rises on
 * every change so cached pages can tell they are stale.
 */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: integer().primaryKey().default(1),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    address: text().notNull(),
    licenseNumber: text().notNull().default(''),
    insurer: text().notNull().default(''),
    rating: doublePrecision(),
    reviewCount: integer().notNull().default(0),
    ratingSource: text().notNull().default(''),
    serviceAreaZips: text().array().notNull().default([]),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('business_settings_one_row', sql`${t.id} = 1`)],
);
