// One Server-Sent Events stream (decisions.md "Live updates", docs/decisions/039-live-updates.md):
// the reply is hijacked and written by hand, `id: <event id>\nevent: booking\ndata: <json>\n\n`
// per change, a heartbeat comment from the live updates' one timer. What the stream may see and
// how a booking looks on it (staff or customer) are the caller's.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_BOOKING_EVENT } from '../../../domain/schemas/live';
import type { BookingRow } from '../../bookings/repository';
import type { Db } from '../../db/client';
import { withSharedViews, type BookingChange, type ChangeFeed } from './change-feed';
import {
  inScope,
  latestEventId,
  readChangesSince,
  type BookingState,
  type StreamScope,
} from './live-repository';

export type StreamOptions = {
  scope: StreamScope;
  /** How a booking reads on this stream: the staff fields or the customer's view. */
  present: (change: BookingChange) => unknown;
  /** Checked at every heartbeat (a revoked or deactivated token); false ends the stream. */
  stillAllowed?: () => Promise<boolean>;
  /** The staff member signed in on it: their logout, deactivation or new password ends it. */
  staffId?: number;
  /** After the change that makes this true (a finished booking) the stream is written and ended. */
  endsWith?: (booking: BookingRow) => boolean;
};

export type EventStream = {
  heartbeat: () => Promise<void>;
  close: () => void;
  /** Whose sessions it belongs to (StreamOptions.staffId). */
  staffId: number | undefined;
};

/** A client that stops reading is let go once this much waits to be written to it. */
const MAX_BUFFERED_BYTES = 1 << 20;

/** A Last-Event-ID header that is an event id, else undefined (a new stream starts now). */
export function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) ? id : undefined;
}

export function openEventStream(
  deps: {
    db: Db;
    feed: ChangeFeed;
    log: FastifyRequest['log'];
    /** A technician's open jobs, read before the stream answered (openJobIdsOf). */
    jobsAtStart?: readonly number[];
  },
  request: FastifyRequest,
  reply: FastifyReply,
  options: StreamOptions,
  onClosed: () => void,
): EventStream {
  const raw = reply.raw;
  // The stream outlives every request timeout (docs/decisions/020): no idle limit on its socket.
  request.raw.socket.setTimeout(0);
  reply.hijack();
  raw.writeHead(200, {
    // The security headers and no-store the hooks put on the reply, which a hijack bypasses.
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  let closed = false;
  /** The highest event id written: where a resync reads from. */
  let cursor = 0;
  /** The latest event id written per booking: an older state never follows a newer one. */
  const sent = new Map<number, number>();
  // A technician's jobs as this stream knows them: a job that leaves their scope (reassigned,
  // unassigned, moved off them) is no longer theirs after the change, but their screen still
  // shows it, so that change is written once more (docs/decisions/053). Other scopes never lose
  // a booking they saw (an admin sees all; a manage link has one).
  const followsLeaving = options.scope.kind === 'technician';
  const known = new Set<number>(followsLeaving ? deps.jobsAtStart : []);
  let chain = Promise.resolve();

  const write = (text: string) => {
    if (closed) return;
    raw.write(text);
    if (raw.writableLength > MAX_BUFFERED_BYTES) close();
  };

  // Changes, replays and the start are written one after the other, in the order they came.
  const enqueue = (task: () => Promise<void>) => {
    chain = chain
      .then(() => (closed ? undefined : task()))
      .catch((err: unknown) => deps.log.warn({ err }, 'A live update was not written'));
  };

  const send = async (change: BookingChange) => {
    const { booking, eventId } = change;
    const inside = inScope(options.scope, booking);
    if (!inside && !known.has(booking.id)) return;
    if ((sent.get(booking.id) ?? 0) >= eventId) return;
    const data = await options.present(change);
    sent.set(booking.id, eventId);
    cursor = Math.max(cursor, eventId);
    if (followsLeaving && inside) known.add(booking.id);
    else known.delete(booking.id);
    write(`id: ${eventId}\nevent: ${LIVE_BOOKING_EVENT}\ndata: ${JSON.stringify(data)}\n\n`);
    if (options.endsWith?.(booking)) close();
  };

  const replay = async () => {
    const states: BookingState[] = await readChangesSince(deps.db, cursor, options.scope, [
      ...known,
    ]);
    for (const state of states) await send(withSharedViews(state));
  };

  const unsubscribe = deps.feed.subscribe({
    change: (change) => enqueue(() => send(change)),
    resync: () => enqueue(replay),
  });

  function close() {
    if (closed) return;
    closed = true;
    unsubscribe();
    onClosed();
    if (!raw.writableEnded) raw.end();
  }
  raw.on('close', close);
  raw.on('error', close);
  // Gone while the stream was prepared: its 'close' has passed already (after the caller has it).
  if (request.raw.socket.destroyed) queueMicrotask(close);

  // An EventSource waits 3 s before reconnecting; the comment also sends the headers now.
  write('retry: 3000\n\n');
  const lastEventId = lastEventIdOf(request);
  enqueue(async () => {
    if (lastEventId === undefined) {
      cursor = await latestEventId(deps.db);
      return;
    }
    cursor = lastEventId;
    await replay();
  });

  return {
    heartbeat: async () => {
      if (closed) return;
      write(': heartbeat\n\n');
      if (options.stillAllowed && !(await options.stillAllowed())) close();
    },
    close,
    staffId: options.staffId,
  };
}
