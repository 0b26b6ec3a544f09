// PostgreSQL through node-postgres, with limits so that a database gone silent (a dead peer, a
// failover: the connections stay open, no byte comes back) costs a request seconds, not the
// server its pool (docs/decisions/020-request-and-database-limits.md, "A silent database").
import { Socket } from 'node:net';
import pg from 'pg';
import { outcomeWithin } from './deadline';

export const POSTGRES_LIMITS = {
  /** Opening a connection, and waiting for a free one of the pool's 10 (pg-pool uses both). */
  connectMs: 5_000,
  /** The server cancels a statement running longer (SQLSTATE 57014); the connection stays. */
  statementMs: 4_000,
  /** The client stops waiting for an answer: the server or the path to it went silent. */
  queryMs: 5_000,
  /** TCP keepalive probes start after this long without a byte on a connection. */
  keepAliveMs: 10_000,
  /** close(): how long connections may take to end before their sockets are cut. */
  closeGraceMs: 2_000,
} as const;

/** node-postgres's error when `query_timeout` passes (pg/lib/client.js). */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

type Release = (error?: Error | boolean) => void;

/**
 * node-postgres's Client, repaired for a connection that stops answering:
 * - A query that timed out leaves its connection waiting for an answer that may never come, and
 *   node-postgres keeps it as the active query: every later query on that connection would wait
 *   behind it. The connection is ended at once, so nothing queues behind it and the pool never
 *   hands it out again.
 * - A connection that ends while checked out goes back to the pool (which drops it) even when
 *   its holder never releases it: Drizzle's transaction() runs BEGIN outside its try/finally, so
 *   a BEGIN that fails would keep one of the pool's 10 places for good.
 */
class DiscardingClient extends pg.Client {
  #release: Release | undefined;

  constructor(config?: pg.ClientConfig) {
    super(config);
    this.on('end', () => this.release(new Error('The database connection ended')));
  }

  // pg-pool sets `release` at every checkout and throws on a second call; here the second call
  // (the holder's, after the connection ended) does nothing.
  get release(): Release {
    return (error) => {
      const release = this.#release;
      this.#release = undefined;
      release?.(error);
    };
  }

  set release(release: Release) {
    this.#release = release;
  }

  // Every overload of query() ends in a callback (the last argument) or a returned promise; both
  // are watched for the read timeout and otherwise passed through unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- forwards every overload as is
  override query(...args: any[]): any {
    const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
    const last: unknown = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        this.#discardAfterTimeout(error);
        return (last as (e: unknown, r: unknown) => unknown)(error, result);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise)
      result.catch((error: unknown) => this.#discardAfterTimeout(error));
    return result;
  }

  #discardAfterTimeout(error: unknown) {
    if (error instanceof Error && error.message === READ_TIMEOUT_MESSAGE) void this.end();
  }
}

export type PostgresPool = {
  pool: pg.Pool;
  /** Ends the pool; connections still busy after closeGraceMs have their sockets cut. */
  close: () => Promise<void>;
};

/**
 * The pool every request uses. `onConnectionError` hears a connection that broke: node-postgres
 * reports it as an 'error' event (also on an idle or closing connection), which unheard stops
 * the process. The pool drops that connection and opens a new one for the next query.
 */
export function openPostgresPool(
  connectionString: string,
  onConnectionError: (error: Error) => void = () => {},
): PostgresPool {
  // Every socket the pool opened, so close() can cut the ones a silent server keeps open.
  const sockets = new Set<Socket>();
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    Client: DiscardingClient,
    connectionTimeoutMillis: POSTGRES_LIMITS.connectMs,
    statement_timeout: POSTGRES_LIMITS.statementMs,
    query_timeout: POSTGRES_LIMITS.queryMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: POSTGRES_LIMITS.keepAliveMs,
    stream: () => {
      const socket = new Socket();
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      return socket;
    },
  });
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));

  const close = async () => {
    const ended = pool.end();
    const closed = Promise.all(
      [...sockets].map((socket) => new Promise((resolve) => socket.once('close', resolve))),
    );
    // A healthy server answers the goodbye in milliseconds; a silent one never does.
    if (
      (await outcomeWithin(Promise.all([ended, closed]), POSTGRES_LIMITS.closeGraceMs)) !== 'late'
    )
      return;
    for (const socket of sockets) socket.destroy();
    await outcomeWithin(ended, POSTGRES_LIMITS.closeGraceMs);
  };
  return { pool, close };
}
