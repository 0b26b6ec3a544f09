// The live updates of one app server (docs/decisions/039-live-updates.md, 053): the change feed,
// the open streams and their places, the end of a staff member's streams when their sessions end
// (heard from every app server), and one heartbeat timer for all of them on the jobs' runner. All
// end when the app closes, before the server stops listening.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { startJob } from '../../jobs/runner';
import { STAFF_SESSIONS_CHANNEL } from '../tokens';
import { openChangeFeed } from './change-feed';
import { openEventStream, type EventStream, type StreamOptions } from './event-stream';
import { openJobIdsOf } from './live-repository';
import { STREAMS_PER_ADDRESS, streamPlaces, type StreamLimits } from './stream-places';

/** decisions.md "Live updates": a heartbeat comment every 25 s keeps proxies from closing. */
export const HEARTBEAT_MS = 25_000;

export type LiveUpdates = {
  /**
   * Opens a stream for the request: a place is taken for its address first (429/503 when there
   * is none, before any database work), then `prepare` says what the stream follows, or throws
   * (404, 410) and the place is given back.
   */
  open: (
    request: FastifyRequest,
    reply: FastifyReply,
    prepare: () => Promise<StreamOptions>,
  ) => Promise<void>;
  /** Open streams on this server (for tests and metrics). */
  count: () => number;
};

export type LiveOptions = {
  heartbeatMs?: number | undefined;
  /** decisions.md "Holding up under abuse": 10 per address, a quarter of the connection limit. */
  limits: Pick<StreamLimits, 'total'> & Partial<StreamLimits>;
};

export async function registerLiveUpdates(
  app: FastifyInstance,
  database: Database,
  options: LiveOptions,
): Promise<LiveUpdates> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const places = streamPlaces({ perAddress: STREAMS_PER_ADDRESS, ...options.limits });
  const feed = await openChangeFeed(database, app.log);
  const streams = new Set<EventStream>();
  // Logout, deactivation, a new password (services/tokens.ts) announce the member's id: their
  // streams end at once on every server, not at the next heartbeat (docs/decisions/053).
  const sessions = await database.listen(STAFF_SESSIONS_CHANNEL, {
    onNotify: (payload) => {
      const staffId = Number(payload);
      for (const stream of streams) if (stream.staffId === staffId) stream.close();
    },
    // Whatever ended meanwhile is caught by the next heartbeat's token check.
    onResume: () => {},
    onError: (err) => app.log.warn({ err }, 'Staff session ends went unheard for a while'),
  });
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
    await sessions.stop();
    await feed.close();
  });
  return {
    open: async (request, reply, prepare) => {
      const giveBack = places.take(request.ip);
      let streamOptions: StreamOptions;
      let jobsAtStart: number[] = [];
      try {
        streamOptions = await prepare();
        // Read before the stream answers: a job taken from the technician once they see the
        // stream open is one it knows (docs/decisions/053).
        const { scope } = streamOptions;
        if (scope.kind === 'technician')
          jobsAtStart = await openJobIdsOf(database.db, scope.technicianId);
      } catch (err) {
        giveBack();
        throw err;
      }
      const stream = openEventStream(
        { db: database.db, feed, log: request.log, jobsAtStart },
        request,
        reply,
        streamOptions,
        () => {
          streams.delete(stream);
          giveBack();
        },
      );
      streams.add(stream);
    },
    count: () => streams.size,
  };
}
