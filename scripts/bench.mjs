// `npm run bench`: loads API routes with autocannon beside a bare node:http server giving the
// same answer (status, headers, body) in the same run, and prints requests/s, p99 latency and the
// ratio. Figures only: nothing here is a test, and it sends traffic to 127.0.0.1 only.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchRoutes } from './bench-routes.mjs';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { runPhotoBench } from './lib/photo-bench.mjs';
import { SERVER_ENV } from './lib/server-env.mjs';
import { runWebBench } from './lib/web-bench.mjs';
import { freePort, waitFor } from './lib/local-server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
// On 2 cores autocannon competes with the server for CPU, so one pair of runs is noisy: app and
// bare runs alternate ROUNDS times (the order flips each round) and the medians are compared.
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
// Another build folder (e.g. dist-x from scripts/build-to.sh) is run as is, never rebuilt.
const DIST = process.env.BENCH_DIST ?? 'dist';
// BENCH_ONLY=health,quote loads only the routes whose name contains one of those texts
// (and `photos` the room-photo figures of scripts/lib/photo-bench.mjs).
const ONLY = (process.env.BENCH_ONLY ?? '').split(',');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** GET with these headers; the status, the replayable headers and the body's raw bytes. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const replayed = Object.fromEntries(
            Object.entries(res.headers).filter(
              ([name]) =>
                ![
                  'date',
                  'connection',
                  'keep-alive',
                  'content-length',
                  'transfer-encoding',
                ].includes(name),
            ),
          );
          resolve({
            status: res.statusCode,
            headers: replayed,
            bodyBase64: Buffer.concat(chunks).toString('base64'),
          });
        });
      })
      .on('error', reject);
  });
}

/**
 * CPU time a process has used, in microseconds (Linux /proc; null elsewhere). CPU per request is
 * the capacity measure that survives a busy machine: throughput drops when other processes take
 * the cores, the work one request needs does not.
 */
function cpuMicros(pid) {
  const path = `/proc/${pid}/stat`;
  if (!existsSync(path)) return null;
  const stat = readFileSync(path, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function measure(url, route, pid) {
  const before = cpuMicros(pid);
  const result = await load(url, route);
  const after = cpuMicros(pid);
  const cpuPerRequest =
    before === null || after === null ? null : (after - before) / result.requests.total;
  return { ...result, cpuPerRequest };
}

function load(url, route) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: route.method,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: {
          ...(route.body || route.bodyFactory ? { 'content-type': 'application/json' } : {}),
          ...route.headers,
        },
        body: route.body ? JSON.stringify(route.body) : undefined,
        // A route with a bodyFactory sends a fresh body with every request (see bench-routes.mjs).
        ...(route.bodyFactory
          ? {
              requests: [
                { setupRequest: (req) => ({ ...req, body: JSON.stringify(route.bodyFactory()) }) },
              ],
            }
          : {}),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

if (!process.env.BENCH_DIST) buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'tvmount-bench-'));
const appPort = await freePort();
const barePort = await freePort();
const app = spawn('node', [`${DIST}/server/main.js`], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    ...SERVER_ENV,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  },
});
const bare = spawn('node', ['scripts/lib/bare-server.mjs', String(barePort)], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopAll = () => {
  app.kill('SIGTERM');
  bare.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stopAll);

try {
  // A new data folder (initdb, migrations, demo seed) takes a while on a busy 2-core machine.
  await waitFor(`http://127.0.0.1:${appPort}/api/health`, 1200);
  await waitFor(`http://127.0.0.1:${barePort}/__ready`);
  const rows = [];
  const pageSizes = [];
  for (const route of benchRoutes.filter((r) => ONLY.some((part) => r.name.includes(part)))) {
    const target = `http://127.0.0.1:${appPort}${route.path}`;
    // The bare server answers with exactly what the app answered, so both send the same bytes.
    const sampleBody = route.bodyFactory ? route.bodyFactory() : route.body;
    if (route.headers) {
      // A page: the exact bytes on the wire (fetch would decompress them), replayed by the bare
      // server as a static file server would send a precompressed file.
      const raw = await rawGet(target, route.headers);
      if (raw.status !== 200) throw new Error(`${route.name} answered ${raw.status}`);
      await fetch(`http://127.0.0.1:${barePort}/__answer`, {
        method: 'POST',
        body: JSON.stringify(raw),
      });
      pageSizes.push({ page: route.name, bytes: Buffer.from(raw.bodyBase64, 'base64').length });
    } else {
      const sample = await fetch(target, {
        method: route.method,
        headers: sampleBody ? { 'content-type': 'application/json' } : {},
        body: sampleBody ? JSON.stringify(sampleBody) : undefined,
      });
      if (!sample.ok)
        throw new Error(`${route.name} answered ${sample.status}: ${await sample.text()}`);
      const body = await sample.text();
      // Connection-level headers are the server's own business; everything else is replayed.
      const headers = Object.fromEntries(
        [...sample.headers].filter(
          ([name]) =>
            !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(
              name,
            ),
        ),
      );
      await fetch(`http://127.0.0.1:${barePort}/__answer`, {
        method: 'POST',
        body: JSON.stringify({ status: sample.status, headers, body }),
      });
    }
    const bareTarget = `http://127.0.0.1:${barePort}${route.path}`;
    // Warm-up runs (JIT, caches), not reported. A route that uses up state (bookings fill their
    // slots) skips it, so its first round still sees the places it can book.
    if (!route.expectedStatuses) await load(target, route);
    await load(bareTarget, route);
    const appRuns = { rps: [], p99: [], cpu: [], errors: 0, statuses: {} };
    const bareRuns = { rps: [], p99: [], cpu: [] };
    const ratios = [];
    for (let round = 0; round < ROUNDS; round++) {
      let appResult;
      let bareResult;
      if (round % 2 === 0) {
        appResult = await measure(target, route, app.pid);
        bareResult = await measure(bareTarget, route, bare.pid);
      } else {
        bareResult = await measure(bareTarget, route, bare.pid);
        appResult = await measure(target, route, app.pid);
      }
      appRuns.rps.push(appResult.requests.average);
      appRuns.p99.push(appResult.latency.p99);
      // Answers the route declares as expected (e.g. 409 for a full slot) are counted, not errors.
      let expectedNon2xx = 0;
      for (const [code, { count }] of Object.entries(appResult.statusCodeStats ?? {})) {
        appRuns.statuses[code] = (appRuns.statuses[code] ?? 0) + count;
        if (route.expectedStatuses?.includes(Number(code)) && !code.startsWith('2'))
          expectedNon2xx += count;
      }
      appRuns.errors += appResult.errors + appResult.non2xx - expectedNon2xx;
      bareRuns.rps.push(bareResult.requests.average);
      bareRuns.p99.push(bareResult.latency.p99);
      ratios.push(appResult.requests.average / bareResult.requests.average);
      appRuns.cpu.push(appResult.cpuPerRequest);
      bareRuns.cpu.push(bareResult.cpuPerRequest);
    }
    const ratio = median(appRuns.rps) / median(bareRuns.rps);
    rows.push({
      route: route.name,
      'app req/s': Math.round(median(appRuns.rps)),
      'app p99 ms': median(appRuns.p99),
      'bare req/s': Math.round(median(bareRuns.rps)),
      'bare p99 ms': median(bareRuns.p99),
      ratio: Number(ratio.toFixed(2)),
      'ratio per round': ratios.map((r) => r.toFixed(2)).join(' '),
      ...(appRuns.cpu.includes(null)
        ? {}
        : {
            'app CPU us/req': Math.round(median(appRuns.cpu)),
            'bare CPU us/req': Math.round(median(bareRuns.cpu)),
            // Requests per CPU-second of the app over those of bare node:http.
            'CPU ratio': Number((median(bareRuns.cpu) / median(appRuns.cpu)).toFixed(2)),
          }),
      target: `>= ${route.minRatio}`,
      met: ratio >= route.minRatio ? 'yes' : 'NO',
      errors: appRuns.errors,
      ...(route.expectedStatuses
        ? {
            'app answers': Object.entries(appRuns.statuses)
              .map(([code, count]) => `${code}: ${count}`)
              .join(', '),
          }
        : {}),
    });
  }
  console.log(
    `\nAPI load: ${CONNECTIONS} connections, ${DURATION} s per run, medians of ${ROUNDS} alternating rounds, one process each\n`,
  );
  console.table(rows);
  if (pageSizes.length > 0) {
    console.log('\nLanding page HTML as sent (bytes on the wire):');
    console.table(pageSizes);
  }
  // Room photos (docs/decisions/012): health while 5 x 5 MB bookings are stored, and RSS after
  // 10 of them, on PGlite and (when one answers) PostgreSQL. BENCH_ONLY=photos runs only this.
  if (ONLY.some((part) => 'photos'.includes(part))) await runPhotoBench(`${DIST}/server/main.js`);
  // The web part: Lighthouse on the landing page of the same build (BENCH_WEB=0 skips it).
  if (process.env.BENCH_WEB !== '0') {
    // Debian's Chromium, installed as `npm test` does when it is missing.
    await import('./ensure-chromium.mjs');
    await runWebBench(`http://127.0.0.1:${appPort}`);
  }
} finally {
  stopAll();
}
