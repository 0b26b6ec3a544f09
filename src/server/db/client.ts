import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { projectRoot } from '../project-root';
import { guardRootQueries } from './pglite-guard';

export type Schema = typeof schema;
/** Both drivers give this type: code above this file never knows which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself; repositories take either (`trx ?? db`). */
export type Executor = Pick<
  Db,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'
>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL('src/server/db/migrations', projectRoot));

/**
 * The only file that picks the driver: PostgreSQL through node-postgres when a URL is given,
 * otherwise embedded PGlite in `dataDir` ('memory://' keeps it in memory, for tests).
 * Migrations are applied before the database is handed out.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** A PostgreSQL connection that broke (a restart, a failover, a terminated backend). */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A database that does not answer (a host gone, a dropped route) fails the request within
      // 5 s as a 503 (docs/decisions/012) instead of holding it forever.
      connectionTimeoutMillis: 5_000,
    });
    // node-postgres reports a broken connection as an 'error' event, also on a connection that
    // is idle or already closing; unheard, Node stops the process. The pool drops that
    // connection and opens a new one for the next query, so reporting it is enough.
    const onError = options.onConnectionError ?? (() => {});
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  // Tests fail at once where the site would freeze (pglite-guard.ts).
  const guarded = process.env.NODE_ENV === 'test' ? guardRootQueries(client) : client;
  const db = drizzlePglite(guarded, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
