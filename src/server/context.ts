import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { PhotoFiles } from './services/photos/photo-files';
import type { ProductImageFiles } from './routes/product-images/image-files';
import type { PaymentGateways } from './services/payments/index';
import type { LiveUpdates } from './services/live/live-updates';

/** What every route plugin is given: configuration and the outside systems, built once. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  db: Db;
  /** Room photo files of an embedded database; undefined on PostgreSQL (bytes in the row). */
  photoFiles?: PhotoFiles | undefined;
  /** Uploaded product images: files in DATA_DIR/product-images on either database. */
  productImages?: ProductImageFiles | undefined;
  /** Card gateways chosen by configuration; built on first use (services/payments/index.ts). */
  payments?: PaymentGateways;
  /** The live update streams (services/live, docs/decisions/039-live-updates.md). */
  live: LiveUpdates;
};
