// Issue 25: no request can kill or stall the server (docs/decisions/020). Real sockets against
// the real app on a real database: bodies too large, too deep, malformed or cut short get a 4xx
// quickly, and clients that trickle a body are closed by the server while others are served.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import type { BuiltApp } from '../app';
import { MAX_JSON_DEPTH } from './json-body';

let app: BuiltApp;
let port: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

type RawAnswer = { status: number; body: string; ms: number };

/**
 * Sends a raw HTTP request and reads the answer until the server closes the socket or the
 * response is complete. `chunks` are written as given (a body can be cut short).
 */
function rawRequest(head: string, chunks: Buffer[]): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const done = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({
        status,
        body: received.split('\r\n\r\n').slice(1).join(''),
        ms: Date.now() - started,
      });
      socket.destroy();
    };
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => {
      received += data;
      // A complete JSON answer with a Content-Length: no need to wait for the close.
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      const body = received.split('\r\n\r\n')[1];
      if (length && body !== undefined && Buffer.byteLength(body) >= Number(length)) done();
    });
    socket.on('close', done);
    // The server may close while we are still writing a body it refused: that is the point.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? done() : reject(error),
    );
    socket.write(head);
    for (const chunk of chunks) socket.write(chunk);
  });
}

function post(path: string, body: Buffer, options: { declaredLength?: number } = {}) {
  const length = options.declaredLength ?? body.length;
  return rawRequest(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${length}\r\n\r\n`,
    [body],
  );
}

function postChunked(path: string, body: Buffer) {
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.length; at += 1024 * 1024) {
    const part = body.subarray(at, at + 1024 * 1024);
    chunks.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from('0\r\n\r\n'));
  return rawRequest(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Transfer-Encoding: chunked\r\n\r\n`,
    chunks,
  );
}

async function stillAnswers() {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(response.status).toBe(200);
}

/** 11 million `{}` in an array: about 33 MB. */
const HUGE_ARRAY = Buffer.from(`[${Array.from({ length: 11_000_000 }, () => '{}').join(',')}]`);
const DEEP = Buffer.from(`${'['.repeat(400_000)}${']'.repeat(400_000)}`);
const JUNK = Buffer.alloc(600 * 1024, 'x{"');

describe.each(['/api/bookings', '/api/store-orders'])(
  'POST %s refuses what no form sends',
  (path) => {
    it('a 33 MB body: 413 from its Content-Length within 10 s, nothing buffered', async () => {
      const answer = await post(path, HUGE_ARRAY);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        message: 'body: Request body is too large',
        code: 'body_too_large',
      });
      expect(answer.ms).toBeLessThan(10_000);
      await stillAnswers();
    });

    it('a 33 MB body sent in chunks without a length: 413 once it passes the limit', async () => {
      const answer = await postChunked(path, HUGE_ARRAY);
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeLessThan(10_000);
      await stillAnswers();
    });

    it('400,000 levels of nesting: 400 naming the body within 10 s', async () => {
      // 800 KB: under the booking's 1 MB limit, over the other routes' 64 KB.
      const answer = await post(path, DEEP);
      expect(answer.ms).toBeLessThan(10_000);
      if (path === '/api/bookings') {
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body)).toEqual({
          message: `body: Nested deeper than ${MAX_JSON_DEPTH} levels`,
          code: 'field_invalid',
        });
      } else {
        expect(answer.status).toBe(413);
      }
      await stillAnswers();
    });

    it('a small body nested too deep is a 400, not a crash in code that recurses', async () => {
      const nested = `{"name":${'['.repeat(2_000)}1${']'.repeat(2_000)}}`;
      const answer = await post(path, Buffer.from(nested));
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).message).toBe(
        `body: Nested deeper than ${MAX_JSON_DEPTH} levels`,
      );
    });

    it('600 KB of junk: 4xx within 10 s, and a small malformed body is a 400', async () => {
      const answer = await post(path, JUNK);
      expect([400, 413]).toContain(answer.status);
      expect(answer.ms).toBeLessThan(10_000);
      const small = await post(path, Buffer.from('{"name": "Ann", '));
      expect(small.status).toBe(400);
      expect(JSON.parse(small.body)).toEqual({
        message: 'body: Malformed JSON',
        code: 'field_invalid',
      });
      await stillAnswers();
    });

    it('a body cut short (fewer bytes than its Content-Length, then the client stops)', async () => {
      const body = Buffer.from('{"name": "Ann", "email": "ann@example.com"}');
      const socket = connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.end(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length + 100}\r\n\r\n${body.toString()}`,
      );
      const closed = await new Promise<string>((resolve) => {
        let received = '';
        socket.on('data', (data) => (received += data.toString()));
        socket.on('close', () => resolve(received));
      });
      // Whatever the answer (none, or a 400), it is never a 5xx, and the server goes on.
      expect(closed).not.toMatch(/^HTTP\/1\.1 5/);
      await stillAnswers();
    });
  },
);

describe('slow clients', () => {
  it('40 connections trickling a body one byte every 4 s are all closed within 60 s', async () => {
    const sockets: Socket[] = [];
    const closedAfter: number[] = [];
    const started = Date.now();
    const timers: NodeJS.Timeout[] = [];
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        const socket = connect(port, '127.0.0.1');
        sockets.push(socket);
        socket.on('error', () => undefined);
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.on('close', () => closedAfter.push(Date.now() - started));
        socket.write(
          'POST /api/bookings HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Content-Length: 10000\r\n\r\n{',
        );
        timers.push(setInterval(() => socket.writable && socket.write(' '), 4_000));
      }),
    );
    try {
      // Meanwhile everyone else is served.
      await stillAnswers();
      await expect.poll(() => closedAfter.length, { timeout: 60_000, interval: 500 }).toBe(40);
      expect(Math.max(...closedAfter)).toBeLessThan(60_000);
      await stillAnswers();
    } finally {
      timers.forEach(clearInterval);
      sockets.forEach((socket) => socket.destroy());
    }
  }, 90_000);

  it('a client that sends its headers slowly is closed too', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    socket.write('GET /api/health HTTP/1.1\r\n');
    const timer = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 1_000);
    try {
      await new Promise((resolve) => socket.once('close', resolve));
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      clearInterval(timer);
    }
  }, 30_000);
});
