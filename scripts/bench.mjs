// `npm run bench`: loads API routes with autocannon beside a bare node:http server answering the
// same body in the same run, and prints requests/s, p99 latency and the ratio. Figures only:
// nothing here is a test, and it sends traffic to 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchRoutes } from './bench-routes.mjs';
import { buildIfNeeded } from './lib/build-if-needed.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

function load(url, route) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: route.method,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: route.body ? { 'content-type': 'application/json' } : {},
        body: route.body ? JSON.stringify(route.body) : undefined,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

buildIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'tvmount-bench-'));
const appPort = await freePort();
const barePort = await freePort();
const app = spawn('node', ['dist/server/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
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
  await waitFor(`http://127.0.0.1:${appPort}/api/health`);
  await waitFor(`http://127.0.0.1:${barePort}/__ready`);
  const rows = [];
  for (const route of benchRoutes) {
    const target = `http://127.0.0.1:${appPort}${route.path}`;
    // The bare server answers with exactly what the app answered, so both send the same bytes.
    const sample = await fetch(target, {
      method: route.method,
      headers: route.body ? { 'content-type': 'application/json' } : {},
      body: route.body ? JSON.stringify(route.body) : undefined,
    });
    if (!sample.ok)
      throw new Error(`${route.name} answered ${sample.status}: ${await sample.text()}`);
    const body = await sample.text();
    await fetch(`http://127.0.0.1:${barePort}/__body`, { method: 'POST', body });
    await load(target, route); // warm-up run (JIT, caches), not reported
    const appResult = await load(target, route);
    const bareResult = await load(`http://127.0.0.1:${barePort}${route.path}`, route);
    const ratio = appResult.requests.average / bareResult.requests.average;
    rows.push({
      route: route.name,
      'app req/s': Math.round(appResult.requests.average),
      'app p99 ms': appResult.latency.p99,
      'bare req/s': Math.round(bareResult.requests.average),
      'bare p99 ms': bareResult.latency.p99,
      ratio: Number(ratio.toFixed(2)),
      target: `>= ${route.minRatio}`,
      met: ratio >= route.minRatio ? 'yes' : 'NO',
      errors: appResult.errors + appResult.non2xx,
    });
  }
  console.log(`\nAPI load: ${CONNECTIONS} connections, ${DURATION} s per run, one process each\n`);
  console.table(rows);
} finally {
  stopAll();
}
