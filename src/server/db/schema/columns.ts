// Column groups several tables share, built afresh for each table.
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** When the row was made and when it last changed. */
export const rowTimes = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes (photos, a signature): node-postgres and PGlite both give a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
