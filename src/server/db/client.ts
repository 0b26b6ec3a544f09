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
import { openPostgresPool, POSTGRES_LIMITS } from './postgres-pool';
import { listenOnPostgres, type ChannelHandlers, type ChannelListener } from './postgres-listener';
import * as schema from './schema/index';
import { projectRoot } from '../project-root';
import { guardRootQueries } from './pglite-guard';
import { initDataFolderApart, PGLITE_START_PARAMS } from './pglite-settings';

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
  /**
   * Hears NOTIFY on `channel` (the live updates, docs/decisions/039): on PostgreSQL through a
   * dedicated connection that reconnects by itself, on PGlite through its own listen().
   */
  listen: (channel: string, handlers: ChannelHandlers) => Promise<ChannelListener>;
  /** Connections now: PostgreSQL's pool (total, idle, waiting queries); PGlite's one (/metrics). */
  poolUse: () => Record<string, number>;
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
    await migratePostgres(options.databaseUrl, options.onConnectionError);
    // Every request's connection has time limits: a database that does not answer fails the
    // request within seconds as a 503 (docs/decisions/012, 020).
    const { pool, close } = openPostgresPool(options.databaseUrl, options.onConnectionError);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    const url = options.databaseUrl;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close,
      listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  // A new data folder is made in a child process: initdb's memory leaves with it (046).
  initDataFolderApart(options.dataDir);
  const client = await PGlite.create(options.dataDir, { startParams: PGLITE_START_PARAMS });
  // Tests fail at once where the site would freeze (pglite-guard.ts).
  const guarded = process.env.NODE_ENV === 'test' ? guardRootQueries(client) : client;
  const db = drizzlePglite(guarded, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    // One process, one connection that never breaks: nothing to resume.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onNotify);
      return { stop: () => (client.closed ? Promise.resolve() : unlisten()) };
    },
    poolUse: () => ({ total: client.closed ? 0 : 1 }),
  };
}

/**
 * Migrations run on a connection of their own, without the pool's statement and query timeouts:
 * one may legitimately run for minutes (an index built on a large table). It still gives up on
 * connecting after connectMs and has TCP keepalive.
 */
async function migratePostgres(
  connectionString: string,
  onConnectionError: (error: Error) => void = () => {},
): Promise<void> {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: POSTGRES_LIMITS.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: POSTGRES_LIMITS.keepAliveMs,
  });
  client.on('error', onConnectionError);
  await client.connect();
  try {
    await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
