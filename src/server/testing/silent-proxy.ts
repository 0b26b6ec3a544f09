// Test doubles for a database that goes silent (docs/decisions/020, "A silent database").
import { connect, createServer, type Server, type Socket } from 'node:net';

export type SilentProxy = {
  port: number;
  /** Silent: every connection stays open and no byte passes, either way, until it speaks again. */
  setSilent(silent: boolean): void;
  /** Bytes dropped while silent, so far. */
  readonly dropped: number;
  close(): Promise<void>;
};

const listen = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });

/**
 * A TCP proxy in front of `target` that can go silent like a dead peer or a failover: the
 * sockets stay open, bytes sent either way are dropped, and a hang-up from one side reaches the
 * other only once the silence ends (as a retransmitted FIN would).
 */
export async function silentProxy(target: { host: string; port: number }): Promise<SilentProxy> {
  let silent = false;
  let dropped = 0;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const whenHeard = (hangUp: () => void) => (silent ? held.push(hangUp) : hangUp());
  const server = createServer({ allowHalfOpen: true }, (client) => {
    const upstream = connect({ ...target, allowHalfOpen: true });
    const pass = (from: Socket, to: Socket) => {
      sockets.add(from);
      from.on('error', () => {});
      from.on('data', (chunk) => {
        if (silent) dropped += chunk.length;
        else to.write(chunk);
      });
      from.on('end', () => whenHeard(() => to.end()));
      from.on('close', () => {
        sockets.delete(from);
        whenHeard(() => to.destroy());
      });
    };
    pass(client, upstream);
    pass(upstream, client);
  });
  const port = await listen(server);
  return {
    port,
    get dropped() {
      return dropped;
    },
    setSilent(value) {
      silent = value;
      if (!silent) for (const hangUp of held.splice(0)) hangUp();
    },
    close: () =>
      new Promise<void>((resolve) => {
        held.length = 0;
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One protocol message: a type byte, its length, its body. */
const message = (type: string, body: Buffer = Buffer.alloc(0)) => {
  const bytes = Buffer.alloc(5 + body.length);
  bytes.write(type, 0, 'latin1');
  bytes.writeInt32BE(4 + body.length, 1);
  body.copy(bytes, 5);
  return bytes;
};
const READY = message('Z', Buffer.from('I'));
const DONE = message('C', Buffer.from('SELECT 0\0'));
/** What the fake answers to each frontend message (simple and extended query protocol). */
const ANSWERS: Record<string, Buffer> = {
  Q: Buffer.concat([DONE, READY]),
  P: message('1'),
  B: message('2'),
  D: message('n'),
  E: DONE,
  S: READY,
};

/**
 * Just enough of PostgreSQL for node-postgres, for machines without one: trust authentication,
 * and every query answers with no rows.
 */
export async function fakePostgres(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let pending = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        // The startup message has no type byte; every later one has.
        const start = started ? 1 : 0;
        if (pending.length < start + 4) return;
        const end = start + pending.readInt32BE(start);
        if (pending.length < end) return;
        const type = started ? pending.toString('latin1', 0, 1) : '';
        pending = pending.subarray(end);
        if (!started) {
          started = true;
          socket.write(Buffer.concat([message('R', Buffer.alloc(4)), READY]));
        } else if (type === 'X') {
          socket.end();
        } else {
          const answer = ANSWERS[type];
          if (answer) socket.write(answer);
        }
      }
    });
  });
  const port = await listen(server);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
