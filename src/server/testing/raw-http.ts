// A raw HTTP/1.1 client for the tests of connections (shutdown, per-address limits, slow
// clients): one socket, requests written exactly when the test says, and every way an answer can
// fail to come (a reset, a close with no answer) told apart instead of retried as Node's agent
// would.
import { connect, type Socket } from 'node:net';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** How the server ended the connection: a clean close (FIN) or the error that cut it. */
export type RawClose = { how: 'closed' } | { how: 'error'; code: string };

export type RawConnection = {
  socket: Socket;
  /**
   * Writes one request; `sent` settles once it is handed to the kernel (on loopback: in the
   * server's receive queue), `answer` with the response or the error that stopped it.
   */
  send: (request: string) => { sent: Promise<void>; answer: Promise<RawAnswer | Error> };
  closed: Promise<RawClose>;
};

/** `METHOD path` with a JSON body (when given) and any extra headers, keep-alive by default. */
export function rawRequest(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): string {
  const body = options.body === undefined ? '' : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    host: 'localhost',
    connection: 'keep-alive',
    ...(options.body === undefined
      ? {}
      : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
    ...options.headers,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Parses one complete response at the start of `buffer`: it and the bytes left after it. */
function parseResponse(buffer: Buffer): { answer: RawAnswer; rest: Buffer } | null {
  const end = buffer.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...headerLines] = buffer
    .subarray(0, end)
    .toString('latin1')
    .split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  if (buffer.length < end + 4 + length) return null;
  return {
    answer: {
      status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0),
      headers,
      body: buffer.subarray(end + 4, end + 4 + length).toString('utf8'),
    },
    rest: buffer.subarray(end + 4 + length),
  };
}

/**
 * Opens a connection (from `localAddress` when given: 127.0.0.2 is another client on loopback);
 * it resolves once connected, or with the error that refused it.
 */
export function openRawConnection(
  port: number,
  host = '127.0.0.1',
  localAddress?: string,
): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host, ...(localAddress ? { localAddress } : {}) });
    const waiting: ((answer: RawAnswer | Error) => void)[] = [];
    let received: Buffer = Buffer.alloc(0);
    let closeError: NodeJS.ErrnoException | undefined;
    const closed = new Promise<RawClose>((settle) => {
      socket.on('error', (error: NodeJS.ErrnoException) => (closeError = error));
      socket.on('close', () => {
        const error = closeError ?? new Error('closed with no answer');
        for (const answer of waiting.splice(0)) answer(error);
        settle(
          closeError
            ? { how: 'error', code: closeError.code ?? closeError.message }
            : { how: 'closed' },
        );
      });
    });
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      for (let parsed = parseResponse(received); parsed; parsed = parseResponse(received)) {
        received = parsed.rest;
        waiting.shift()?.(parsed.answer);
      }
    });
    socket.once('connect', () =>
      resolve({
        socket,
        closed,
        send: (request) => {
          const answer = new Promise<RawAnswer | Error>((settle) => waiting.push(settle));
          const sent = new Promise<void>((settle) => socket.write(request, () => settle()));
          return { sent, answer };
        },
      }),
    );
    socket.once('error', reject);
  });
}
