// Column groups several tables share, built afresh for each table.
import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was made and when it last changed. */
export const rowTimes = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
