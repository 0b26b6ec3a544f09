// /api/health asks the database, and a database that cannot be reached is a 503 with Retry-After,
// never a 500 (issue 11 item 7, docs/decisions/012). On PostgreSQL (when one answers on
// DATABASE_URL or 127.0.0.1:5432) the outage is real: the app talks to it through a TCP proxy
// that the test stops and starts again, and the app must recover without a restart.
import { createServer, Socket, type Server } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../plugins/errors';
import { buildApp, type BuiltApp } from '../../app';
import { createTestApp, testConfig } from '../../testing/test-app';
import { dayAhead, postBooking, validDraft } from '../bookings/testing';
import { createDatabaseProbe, PROBE_CACHE_MS, PROBE_TIMEOUT_MS } from './database-probe';

const UNAVAILABLE = { status: 'unavailable', database: 'unreachable' };

const UNREACHABLE_ERRORS: [string, Error][] = [
  [
    'a refused connection',
    Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
  ],
  ['a dropped connection', new Error('Connection terminated unexpectedly')],
  [
    'a server shutting down, wrapped by Drizzle',
    Object.assign(new Error('Failed query: select 1'), {
      cause: Object.assign(new Error('terminating connection'), { code: '57P01' }),
    }),
  ],
  ['a bug that has nothing to do with the database', new TypeError('x is not a function')],
];

// One app for the file; a test-only route throws each error above (added before it starts).
const app = await createTestApp();
app.get<{ Params: { n: string } }>('/api/test-failure/:n', async (request) => {
  throw UNREACHABLE_ERRORS[Number(request.params.n)]![1];
});

describe('GET /api/health', () => {
  it('answers ok with the database kind once the database has answered', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: app.ctx.database.kind });
  });
});

describe('the database probe', () => {
  const fakeDatabase = (execute: () => Promise<unknown>) =>
    ({ kind: 'postgres', db: { execute } }) as unknown as Database;

  it('says unreachable when the query fails, and asks again after the cache time', async () => {
    let clock = 0;
    let up = false;
    let asked = 0;
    const probe = createDatabaseProbe(
      fakeDatabase(async () => {
        asked += 1;
        if (!up) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      }),
      () => clock,
    );
    expect(await probe.check()).toBe(false);
    up = true;
    clock += PROBE_CACHE_MS - 1;
    expect(probe.cached()).toBe(false);
    clock += 2;
    expect(probe.cached()).toBeUndefined();
    expect(await probe.check()).toBe(true);
    expect(asked).toBe(2);
  });

  it('says unreachable when the database does not answer in time', async () => {
    const probe = createDatabaseProbe(fakeDatabase(() => new Promise(() => {})));
    const started = performance.now();
    expect(await probe.check()).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(PROBE_TIMEOUT_MS - 50);
  });

  it('sends no second question while a silent database holds the first', async () => {
    let clock = 0;
    let asked = 0;
    let answer: (() => void) | undefined;
    const probe = createDatabaseProbe(
      fakeDatabase(() => {
        asked += 1;
        return answer ? Promise.resolve() : new Promise<void>((resolve) => (answer = resolve));
      }),
      () => clock,
    );
    expect(await probe.check()).toBe(false);
    clock += PROBE_CACHE_MS;
    expect(await probe.check()).toBe(false);
    expect(asked).toBe(1);
    answer?.();
    // Once the first question is answered (or given up by the driver), the next one is asked.
    await new Promise((resolve) => setImmediate(resolve));
    clock += PROBE_CACHE_MS;
    expect(await probe.check()).toBe(true);
    expect(asked).toBe(2);
  }, 10_000);

  it('asks once however many requests wait', async () => {
    let asked = 0;
    const probe = createDatabaseProbe(
      fakeDatabase(async () => {
        asked += 1;
      }),
    );
    expect(await Promise.all([probe.check(), probe.check(), probe.check()])).toEqual([
      true,
      true,
      true,
    ]);
    expect(asked).toBe(1);
  });
});

describe('a request failing because the database is unreachable', () => {
  it.each(UNREACHABLE_ERRORS.slice(0, 3).map(([name], n) => [name, n]))(
    'answers 503 with Retry-After for %s',
    async (_, n) => {
      const response = await app.inject({ url: `/api/test-failure/${n}` });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: 'unavailable',
      });
    },
  );

  it('still answers 500 for a bug that has nothing to do with the database', async () => {
    const response = await app.inject({ url: '/api/test-failure/3' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});

/** A TCP proxy to PostgreSQL that can be stopped (every connection cut) and started again. */
function tcpProxy(target: { host: string; port: number }) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let port = 0;
  return {
    get port() {
      return port;
    },
    start: () =>
      new Promise<void>((resolve, reject) => {
        server = createServer((client) => {
          const upstream = new Socket();
          upstream.connect(target.port, target.host);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            socket.on('error', () => {
              client.destroy();
              upstream.destroy();
            });
          }
          client.pipe(upstream).pipe(client);
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          port = (server!.address() as { port: number }).port;
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        if (server) server.close(() => resolve());
        else resolve();
        server = undefined;
      }),
  };
}

async function reachablePostgres(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = performance.now() + 15_000;
  for (;;) {
    const value = await ask();
    if (done(value) || performance.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const postgresUrl = await reachablePostgres();
// PostgreSQL is optional on a developer's machine: without it the tests above cover the parts
// that need no server (the probe, the 503 mapping), and this block is not defined.
if (postgresUrl) {
  describe('PostgreSQL stopped and started again (through a TCP proxy)', () => {
    const name = `test_outage_${Date.now()}`;
    const proxy = tcpProxy({
      host: new URL(postgresUrl).hostname,
      port: Number(new URL(postgresUrl).port || 5432),
    });
    let outageApp: BuiltApp | undefined;

    afterAll(async () => {
      await outageApp?.close();
      await proxy.stop();
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    it('health says 503 while it is down, bookings get 503 with Retry-After, both recover', async () => {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      await proxy.start();
      const url = new URL(postgresUrl);
      url.host = `127.0.0.1:${proxy.port}`;
      url.pathname = `/${name}`;
      const app = await buildApp(testConfig({ DATABASE_URL: url.toString() }));
      outageApp = app;
      const health = () => app.inject({ url: '/api/health' });

      expect((await health()).statusCode).toBe(200);
      const before = await postBooking(app, validDraft({ appointmentDate: dayAhead(2) }));
      expect(before.statusCode, before.body).toBe(201);

      await proxy.stop();
      const down = await eventually(health, (r) => r.statusCode === 503);
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('5');
      expect(down.json()).toEqual(UNAVAILABLE);
      const refused = await postBooking(app, validDraft({ appointmentDate: dayAhead(3) }));
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: 'unavailable',
      });

      await proxy.start();
      const up = await eventually(health, (r) => r.statusCode === 200);
      expect(up.json()).toEqual({ status: 'ok', database: 'postgres' });
      const after = await postBooking(app, validDraft({ appointmentDate: dayAhead(3) }));
      expect(after.statusCode, after.body).toBe(201);
    }, 60_000);
  });
}
