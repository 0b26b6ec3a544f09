// Closing the server as decisions.md "Shutdown, precisely" says (docs/decisions/051): every
// request that has reached the server, read or still waiting to be read on an open connection,
// is answered; keep-alive connections close after their answer; new connections are refused; no
// request is reset.
//
// Node's own close does not keep the second promise: server.close() closes the listening socket
// at once (the kernel resets every connection still in its accept queue) and destroys every
// connection whose parser holds no request, including one whose request sits unread in the
// socket's receive queue while the event loop was busy (the embedded database runs on it); a
// socket destroyed with unread bytes sends a reset. Issue 44 counted 3 of 6 bookings and 38 of
// 40 mixed requests reset that way. So here:
// - the listener closes only once a turn of the event loop accepted nothing: libuv accepts one
//   connection per turn (libuv#3696), so 30 connections queued while a booking held the loop took
//   30 turns, and closing after two reset 24 of them;
// - a connection is closed only once it has answered everything it sent and nothing more was
//   read from it across one more turn of the loop: each look runs right after the loop's poll
//   phase (setImmediate), which reads every socket that has bytes waiting;
// - answers given while closing say `Connection: close`, and Fastify answers requests that
//   arrive while closing normally (`return503OnClosing: false` in app.ts), not with a 503;
// - what is still open DRAIN_DEADLINE_MS after the signal is cut, so the process exits 0 within
//   the 10 s decisions.md "Running it" gives.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startJob } from '../jobs/runner';

/** Requests still running this long after closing began are cut (main.ts exits at 10 s). */
export const DRAIN_DEADLINE_MS = 8_000;

/** How often open connections are looked at while closing. */
const LOOK_EVERY_MS = 25;

/** A flood of new connections cannot keep the listener open longer than this after the signal. */
const ACCEPT_QUEUE_MAX_MS = 4_000;

type Connection = {
  /** Requests read whose answer has not finished (pipelined ones count too). */
  open: number;
  /** socket.bytesRead when the last answer finished: everything read up to then is answered. */
  answeredBytes: number;
  /** socket.bytesRead at the previous look (-1 before the first). */
  seenBytes: number;
};

const afterNextPoll = () => new Promise<void>((resolve) => setImmediate(resolve));

export function registerGracefulClose(app: FastifyInstance): void {
  const server = app.server;
  const connections = new Map<Socket, Connection>();
  let closing = false;
  let accepted = 0;

  server.on('connection', (socket: Socket) => {
    accepted += 1;
    connections.set(socket, { open: 0, answeredBytes: 0, seenBytes: -1 });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.open += 1;
    response.once('close', () => {
      connection.open -= 1;
      connection.answeredBytes = request.socket.bytesRead;
    });
  });
  // Node's server.close() calls this to destroy every connection without a request in its
  // parser, unread bytes or not; the looks below close connections instead.
  server.closeIdleConnections = () => undefined;

  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });

  /** Closes each connection that is quiet now and was at the previous look. */
  const look = () => {
    for (const [socket, connection] of connections) {
      const bytes = socket.bytesRead;
      const quiet =
        connection.open === 0 &&
        bytes === connection.answeredBytes &&
        bytes === connection.seenBytes;
      connection.seenBytes = bytes;
      // Nothing unread is left on it, so this is a clean close (FIN), not a reset.
      if (quiet) socket.destroy();
    }
  };

  app.addHook('preClose', async () => {
    if (!server.listening) return;
    closing = true;
    // The listening socket is readable while the kernel's queue holds a connection, so a whole
    // poll phase that accepted none means the queue is empty.
    const until = performance.now() + ACCEPT_QUEUE_MAX_MS;
    await afterNextPoll();
    for (let before = -1; before !== accepted && performance.now() < until;) {
      before = accepted;
      await afterNextPoll();
    }
    server.close();
    const looking = startJob(
      {
        name: 'close-quiet-connections',
        intervalMs: LOOK_EVERY_MS,
        run: async () => {
          await afterNextPoll();
          look();
        },
      },
      app.log,
    );
    const deadline = setTimeout(() => {
      if (connections.size > 0)
        app.log.warn({ open: connections.size }, 'connections still open at the deadline: cut');
      server.closeAllConnections();
    }, DRAIN_DEADLINE_MS);
    deadline.unref();
    server.once('close', () => {
      clearTimeout(deadline);
      void looking.stop();
    });
  });
}
