import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
import { copyPostgresFiles } from './pglite-dump';
import { keepDataFolderPrivate, maskPgliteModes } from './private-data-folder';

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
  /**
   * PGlite only: copies its data folder into the folder `into` at a transaction boundary
   * (services/backup, 046). It waits for the transaction in flight, checkpoints, and copies
   * while no query runs.
   */
  copyDataFolder?: (into: string) => Promise<void>;
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
  /** PGlite: called before migrations are applied to a database that already has tables. */
  beforeMigrations?: (database: Pick<Database, 'copyDataFolder'>) => Promise<void>;
  /**
   * PGlite in memory only: start from this image of a data folder (migratedPgliteImage) instead
   * of a new one. The tests make one image per run and copy it for every file (decision 050).
   */
  image?: Blob | undefined;
}): Promise<Database> {
  // Before anything is written there, on either database: photos and product images live in
  // DATA_DIR beside PostgreSQL too (private-data-folder.ts).
  keepDataFolderPrivate(options.dataDir);
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
  const inMemory = options.dataDir.startsWith('memory://');
  if (options.image && !inMemory) throw new Error('A data folder image loads only in memory');
  // A new data folder is made in a child process: initdb's memory leaves with it (046).
  initDataFolderApart(options.dataDir);
  const client = await PGlite.create(options.dataDir, {
    startParams: PGLITE_START_PARAMS,
    ...(options.image ? { loadDataDir: options.image } : {}),
  });
  if (!inMemory) {
    // From now on PGlite's new files are 0600 too; what initdb made is tightened now (056).
    maskPgliteModes(client);
    keepDataFolderPrivate(options.dataDir);
  }
  // Tests fail at once where the site would freeze (pglite-guard.ts).
  const guarded = process.env.NODE_ENV === 'test' ? guardRootQueries(client) : client;
  const db = drizzlePglite(guarded, { schema, casing: 'snake_case' });
  const copyDataFolder = (into: string) => copyAtTransactionBoundary(client, options.dataDir, into);
  if (options.beforeMigrations && (await hasPendingMigrations(client))) {
    await options.beforeMigrations({ copyDataFolder });
  }
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
    ...(inMemory ? {} : { copyDataFolder }),
  };
}

/**
 * A new in-memory embedded database with every migration applied, as an uncompressed image of its
 * data folder (openDatabase's `image`): made once, loaded in a fraction of initdb's time.
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create('memory://', { startParams: PGLITE_START_PARAMS });
  try {
    await migratePglite(drizzlePglite(client, { schema, casing: 'snake_case' }), {
      migrationsFolder,
    });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** True when the database has tables and the migrations folder holds ones not applied yet. */
async function hasPendingMigrations(client: PGlite): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const table = await client.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!table.rows[0]?.present) return false;
  const applied = await client.query<{ count: number }>(
    'select count(*)::int as count from drizzle.__drizzle_migrations',
  );
  return (applied.rows[0]?.count ?? 0) < journal.entries.length;
}

/**
 * PGlite has one session: while its transaction() runs no other query runs (a root query waits
 * for it, pglite-guard.ts), so inside one the folder holds every transaction committed before and
 * none half done. CHECKPOINT writes them into the table files, which are then copied as they are
(a disk-to-disk copy of a few tens of MB: the queries waiting meanwhile wait milliseconds).
 */
async function copyAtTransactionBoundary(
  client: PGlite,
  dataDir: string,
  into: string,
): Promise<void> {
  if (dataDir.startsWith('memory://')) throw new Error('An in-memory database has no backup');
  await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    copyPostgresFiles(dataDir, into);
  });
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
