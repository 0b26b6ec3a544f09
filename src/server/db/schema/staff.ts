import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_MAX_JOBS_PER_DAY } from '../../../domain/catalog/defaults';

/** Admins and technicians share one table (decisions.md "Staff accounts"). */
export const staff = pgTable('staff', {
  id: serial().primaryKey(),
  name: text().notNull(),
  username: text().notNull().unique(),
  passwordHash: text().notNull(),
  role: text({ enum: ['admin', 'technician'] })
    .notNull()
    .default('technician'),
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
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Small key/value store for values that every app server must share (the token secret). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});
