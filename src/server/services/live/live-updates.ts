// The live updates of one app server (docs/decisions/039-live-updates.md): the change feed, the
// open streams, and one heartbeat timer for all of them on the jobs' runner. All end when the
// app closes, before the server stops listening.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { startJob } from '../../jobs/runner';
import { openChangeFeed } from './change-feed';
import { openEventStream, type EventStream, type StreamOptions } from './event-stream';

/** decisions.md "Live updates": a heartbeat comment every 25 s keeps proxies from closing. */
export const HEARTBEAT_MS = 25_000;

export type LiveUpdates = {
  open: (request: FastifyRequest, reply: FastifyReply, options: StreamOptions) => void;
  /** Open streams on this server (for tests and metrics). */
  count: () => number;
};

export async function registerLiveUpdates(
  app: FastifyInstance,
  database: Database,
  heartbeatMs: number = HEARTBEAT_MS,
): Promise<LiveUpdates> {
  const feed = await openChangeFeed(database, app.log);
  const streams = new Set<EventStream>();
  const heartbeats = startJob(
    {
      name: 'live-heartbeats',
      intervalMs: heartbeatMs,
      run: async () => {
        await Promise.all([...streams].map((stream) => stream.heartbeat()));
      },
    },
    app.log,
  );
  // In preClose, before the server stops listening (an open stream would keep server.close()
  // waiting for it) and before any onClose hook closes the database (docs/decisions/023).
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.close();
    await heartbeats.stop();
    await feed.close();
  });
  return {
    open: (request, reply, options) => {
      const stream = openEventStream(
        { db: database.db, feed, log: request.log },
        request,
        reply,
        options,
        () => streams.delete(stream),
      );
      streams.add(stream);
    },
    count: () => streams.size,
  };
}
