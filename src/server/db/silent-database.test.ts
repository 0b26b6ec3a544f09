// A database that goes silent (issue 25; docs/decisions/020, "A silent database"): connections
// stay open and no byte comes back, as with a dead peer or a failover. Through a proxy that can
// go silent, a query fails within the query timeout, its connection is dropped, and the pool
// answers again as soon as the database does. On PostgreSQL (DATABASE_URL) the whole app is
// tested that way; without it, the pool is tested against a small fake PostgreSQL server.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { dayAhead } from '../routes/bookings/testing';
import { createTestDatabaseUrl, testConfig } from '../testing/test-app';
import { fakePostgres, silentProxy, type SilentProxy } from '../testing/silent-proxy';
import { openPostgresPool, POSTGRES_LIMITS, type PostgresPool } from './postgres-pool';
import { isDatabaseUnreachable } from './unreachable';

const { connectMs, queryMs, closeGraceMs } = POSTGRES_LIMITS;
const SILENCE_MS = 12_000;
/** main.ts's SHUTDOWN_TIMEOUT_MS: a close must end before it. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const since = (start: number) => performance.now() - start;

async function waitFor(check: () => boolean | Promise<boolean>, ms: number): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (since(start) > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return since(start);
}

/** How a promise ends, and after how long. */
async function timed<T>(promise: Promise<T>) {
  const start = performance.now();
  const result = await promise.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
  return { ...result, ms: since(start) };
}

/** DATABASE_URL with its host and port swapped for the proxy's. */
function throughProxy(url: string, proxy: SilentProxy): string {
  const proxied = new URL(url);
  proxied.host = `127.0.0.1:${proxy.port}`;
  return proxied.toString();
}

const hostOf = (url: string) => ({
  host: new URL(url).hostname,
  port: Number(new URL(url).port || 5432),
});

describe('the PostgreSQL pool through a silent connection', () => {
  it('fails a query within the query timeout, drops its connection, and answers after', async () => {
    const fake = process.env.DATABASE_URL ? undefined : await fakePostgres();
    const url = process.env.DATABASE_URL ?? `postgres://postgres@127.0.0.1:${fake?.port}/postgres`;
    const proxy = await silentProxy(hostOf(url));
    const { pool, close } = openPostgresPool(throughProxy(url, proxy));
    try {
      await silenceThePool(pool, close, proxy);
    } finally {
      await proxy.close();
      await fake?.close();
    }
  }, 30_000);
});

async function silenceThePool(
  pool: PostgresPool['pool'],
  close: PostgresPool['close'],
  proxy: SilentProxy,
): Promise<void> {
  // Two connections open and idle when the silence starts.
  await Promise.all([pool.query('select 1'), pool.query('select 1')]);
  expect(pool.idleCount).toBe(2);
  proxy.setSilent(true);
  const [plain, transaction] = await Promise.all([
    timed(pool.query('select 1')),
    // Drizzle sends BEGIN outside its try/finally: a BEGIN that times out is never released.
    timed(drizzle(pool).transaction((trx) => trx.execute(sql`select 1`))),
  ]);
  for (const failed of [plain, transaction]) {
    expect(failed.error).toBeInstanceOf(Error);
    expect(isDatabaseUnreachable(failed.error)).toBe(true);
    expect(failed.ms).toBeGreaterThanOrEqual(queryMs - 50);
    expect(failed.ms).toBeLessThan(queryMs + 1_000);
  }
  expect((plain.error as Error).message).toBe('Query read timeout');
  // Both connections left the pool, the leaked one too: none is handed out again.
  await waitFor(() => pool.totalCount === 0, 1_000);

  proxy.setSilent(false);
  const after = await timed(pool.query('select 1'));
  expect(after.error).toBeUndefined();
  expect(after.ms).toBeLessThan(connectMs);

  // Closing while silent, with a query in flight: the sockets are cut after the grace time.
  proxy.setSilent(true);
  const dropped = proxy.dropped;
  const inFlight = timed(pool.query('select 1'));
  await waitFor(() => proxy.dropped > dropped, 1_000);
  const closing = await timed(close());
  expect(closing.error).toBeUndefined();
  expect(closing.ms).toBeLessThan(closeGraceMs + 1_000);
  expect((await inFlight).error).toBeInstanceOf(Error);
}

// The whole app on PostgreSQL, over real HTTP. Without DATABASE_URL there is no PostgreSQL to be
// silent in front of, and this block is not defined.
const databaseUrl = await createTestDatabaseUrl();
if (databaseUrl) {
  describe('the app on PostgreSQL gone silent (through a TCP proxy)', () => {
    const date = dayAhead(2);
    const paths = [
      '/api/health',
      `/api/time-slots/available?date=${date}`,
      '/api/products',
      // A second request for the same date joins the same shared slots query.
      `/api/time-slots/available?date=${date}`,
    ];
    const proxies: SilentProxy[] = [];
    afterAll(async () => {
      for (const proxy of proxies) await proxy.close();
    });
    const openProxy = async () => {
      const proxy = await silentProxy(hostOf(databaseUrl));
      proxies.push(proxy);
      return proxy;
    };

    it('answers 503 within seconds while silent, 200 again after, and closes', async () => {
      const proxy = await openProxy();
      const app = await buildApp(testConfig({ DATABASE_URL: throughProxy(databaseUrl, proxy) }));
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const get = (path: string) => timed(fetch(`${base}${path}`).then((r) => r.status));
      for (const path of paths) expect((await get(path)).value, path).toBe(200);

      proxy.setSilent(true);
      const silenceStart = performance.now();
      // Health may repeat its answer of the last second (PROBE_CACHE_MS): it is asked until it
      // says 503. Every other request must answer 503 the first time.
      const whileSilent = async (path: string) =>
        path === '/api/health'
          ? { value: 503, ms: await waitFor(async () => (await get(path)).value === 503, 12_000) }
          : get(path);
      // Two rounds of requests while silent: the second starts once the first has answered.
      for (let round = 0; round < 2; round++) {
        const answers = await Promise.all(paths.map(whileSilent));
        answers.forEach((answer, n) => {
          expect(answer.value, paths[n]).toBe(503);
          expect(answer.ms, paths[n]).toBeLessThan(12_000);
        });
        expect(since(silenceStart)).toBeLessThan(SILENCE_MS);
      }
      await new Promise((resolve) => setTimeout(resolve, SILENCE_MS - since(silenceStart)));

      proxy.setSilent(false);
      const recovered = await Promise.all(
        paths.map((path) => waitFor(async () => (await get(path)).value === 200, 20_000)),
      );
      expect(Math.max(...recovered)).toBeLessThan(20_000);

      // SIGTERM while silent, with a request in flight: the close ends before main.ts's limit.
      proxy.setSilent(true);
      const dropped = proxy.dropped;
      const inFlight = get('/api/products');
      await waitFor(() => proxy.dropped > dropped, 5_000);
      const closing = await timed(app.close());
      expect(closing.error).toBeUndefined();
      expect(closing.ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
      expect((await inFlight).value).toBe(503);
    }, 60_000);

    it('a server process stopped with SIGTERM while silent exits 0 in time', async () => {
      const proxy = await openProxy();
      const root = fileURLToPath(new URL('../../../', import.meta.url));
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: throughProxy(databaseUrl, proxy),
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          CLIENT_DIR: '/nonexistent-client-dir',
          SMTP_URL: '',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        await stopWhileSilent(child, proxy);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    }, 60_000);
  });
}

/** Starts to answer, goes silent with a request in flight, and is stopped with SIGTERM. */
async function stopWhileSilent(
  child: ChildProcessByStdio<null, Readable, null>,
  proxy: SilentProxy,
) {
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Its log's "listening" line names the port it got.
  const listening = () => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
  await waitFor(() => listening() !== undefined, 30_000);
  const base = listening()!;
  expect((await fetch(`${base}/api/products`)).status).toBe(200);

  proxy.setSilent(true);
  const inFlight = fetch(`${base}/api/products`).then(
    (r) => r.status,
    () => 'no answer',
  );
  await waitFor(() => proxy.dropped > 0, 5_000);
  const start = performance.now();
  child.kill('SIGTERM');
  const code = await exited;
  expect(since(start)).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 1_000);
  expect(code).toBe(0);
  expect(await inFlight).toBe(503);
}
