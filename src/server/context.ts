import type { AppConfig } from './config';
import type { Database, Db } from './db/client';

/** What every route plugin is given: configuration and the outside systems, built once. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  db: Db;
};
