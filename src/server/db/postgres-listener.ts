// A LISTEN of its own: one dedicated node-postgres connection per app server, outside the pool
// (a pooled connection is handed to other queries and LISTEN would follow it around; the pool's
// query timeouts would also end a connection that only waits). When the connection breaks (a
// database restart, a failover, a terminated backend) it reconnects with growing waits and says
// so, since whatever was announced meanwhile was lost (docs/decisions/039-live-updates.md).
import { Socket } from 'node:net';
import pg from 'pg';
import { outcomeWithin } from './deadline';
import { POSTGRES_LIMITS } from './postgres-pool';

export type ChannelHandlers = {
  /** A notification's payload, delivered after the announcing transaction committed. */
  onNotify: (payload: string) => void;
  /** Listening again after the connection was lost: notifications meanwhile were missed. */
  onResume: () => void;
  /** The connection broke or could not be opened; it is retried. */
  onError: (error: Error) => void;
};

export type ChannelListener = { stop: () => Promise<void> };

/** The waits between attempts to listen again: 0.25 s doubling up to 5 s. */
export const RECONNECT_BACKOFF = { firstMs: 250, maxMs: 5_000 } as const;

export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let waitMs: number = RECONNECT_BACKOFF.firstMs;
  // A connection broke (or never opened) since the last LISTEN: announcements were missed.
  let missedSome = false;

  const retryLater = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, waitMs);
    waitMs = Math.min(waitMs * 2, RECONNECT_BACKOFF.maxMs);
  };

  let socket: Socket | undefined;

  async function connect(): Promise<void> {
    // Our own socket, so stop() can cut it when a silent database never answers the goodbye.
    const ownSocket = new Socket();
    socket = ownSocket;
    const next = new pg.Client({
      stream: () => ownSocket,
      connectionString,
      connectionTimeoutMillis: POSTGRES_LIMITS.connectMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: POSTGRES_LIMITS.keepAliveMs,
      application_name: 'live-updates',
    });
    let lost = false;
    // 'error' and 'end' both come when the backend goes: act once per connection.
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      if (stopped) return;
      missedSome = true;
      handlers.onError(error ?? new Error('The LISTEN connection ended'));
      void next.end().catch(() => {});
      retryLater();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    waitMs = RECONNECT_BACKOFF.firstMs;
    if (missedSome) handlers.onResume();
    missedSome = false;
  }

  await connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      const ending = client?.end().catch(() => {});
      if ((await outcomeWithin(Promise.resolve(ending), POSTGRES_LIMITS.closeGraceMs)) === 'late') {
        socket?.destroy();
      }
    },
  };
}
