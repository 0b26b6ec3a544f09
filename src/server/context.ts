import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { PhotoFiles } from './routes/booking-photos/photo-files';
import type { PaymentGateways } from './services/payments/index';

/** What every route plugin is given: configuration and the outside systems, built once. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  db: Db;
  /** Room photo files of an embedded database; undefined on PostgreSQL (bytes in the row). */
  photoFiles?: PhotoFiles | undefined;
  /** Card gateways chosen by configuration; built on first use (services/payments/index.ts). */
  payments?: PaymentGateways;
};
