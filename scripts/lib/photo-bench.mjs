// The photo part of `npm run bench` (issue 11 item 5, docs/decisions/012): while bookings with
// five photos of nearly 5 MB each are stored, a separate thread asks GET /api/health every 20 ms
// and reports its latencies; the app's RSS is read before and after 10 such bookings. Run on the
// embedded database and, when one answers, on PostgreSQL. Figures only, 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import sharp from 'sharp';
import { freePort, waitFor } from './local-server.mjs';
import { SERVER_ENV } from './server-env.mjs';

const BOOKINGS = Number(process.env.BENCH_PHOTO_BOOKINGS ?? 10);
const PHOTOS = 5;
// How long the app idles after start before its resident memory is read (the "idle" figure of
// decisions.md "Running it": under 400 MB on PGlite; under 500 MB at the peak).
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const IDLE_TARGET_MB = 400;
const PEAK_TARGET_MB = 500;
const MAX_BYTES = 5 * 1024 * 1024;
// A 12-megapixel phone photo: what a customer's camera makes, and what the server must decode.
const WIDTH = 4032;
const HEIGHT = 3024;

const SLOT_LABELS = ['8:00 AM', '10:00 AM', '12:00 PM', '2:00 PM', '4:00 PM', '6:00 PM'];
const businessToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
  new Date(),
);
const addDays = (date, days) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (n) => Math.round(n * 10) / 10;

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  // A process that has just exited has no VmRSS line any more.
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb === undefined ? 0 : Number(kb) / 1024;
}

/** Five different JPEGs of 12 MP, each just under 5 MB: smooth light with sensor-like noise. */
async function makePhotos() {
  const photos = [];
  for (let n = 0; n < PHOTOS; n++) {
    const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
    let seed = 2463534242 + n;
    for (let i = 0; i < pixels.length; i++) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const x = (i / 3) % WIDTH;
      pixels[i] = ((x / WIDTH) * 160 + 40 + (seed & 63)) & 255;
    }
    const image = sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } });
    // The best quality that stays under the 5 MB limit.
    let low = 40;
    let high = 100;
    let best;
    while (low <= high) {
      const quality = Math.floor((low + high) / 2);
      const jpeg = await image.clone().jpeg({ quality }).toBuffer();
      if (jpeg.length <= MAX_BYTES) {
        best = jpeg;
        low = quality + 1;
      } else high = quality - 1;
    }
    photos.push(best);
  }
  return photos;
}

/** Asks /api/health every 20 ms from its own thread (its own event loop) until told to stop. */
function startHealthPoller(base) {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const latencies = [];
    let statuses = {};
    let stop = false;
    parentPort.on('message', () => { stop = true; });
    const ask = () => {
      if (stop) return parentPort.postMessage({ latencies, statuses });
      const started = performance.now();
      http.get(workerData + '/api/health', { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - started);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          setTimeout(ask, 20);
        });
      }).on('error', () => { statuses.error = (statuses.error ?? 0) + 1; setTimeout(ask, 20); });
    };
    ask();`;
  const worker = new Worker(source, { eval: true, workerData: base });
  return () =>
    new Promise((resolve) => {
      worker.once('message', (result) => {
        void worker.terminate();
        resolve(result);
      });
      worker.postMessage('stop');
    });
}

function bookingBody(index, extra) {
  return {
    name: `Photo Bench ${index}`,
    email: 'photos@example.com',
    phone: '(704) 555-0101',
    address: '500 S Tryon St, Charlotte, NC 28202',
    unitNumber: '12',
    appointmentDate: addDays(businessToday, 1 + (Math.floor(index / 6) % 13)),
    appointmentTime: SLOT_LABELS[index % 6],
    paymentMethod: 'cash',
    tvs: [{ tvSize: '44-55', wallType: 'drywall_studs', room: 'Living Room' }],
    ...extra,
  };
}

/** One booking the way the booking screens send it: each photo uploaded, then the booking. */
async function bookWithUploads(base, photos, index) {
  const ids = [];
  for (const photo of photos) {
    const res = await fetch(`${base}/api/booking-photos?name=room-${ids.length + 1}.jpg`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: photo,
    });
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
    ids.push((await res.json()).id);
  }
  return postBooking(base, bookingBody(index, { roomPhotoIds: ids }));
}

async function postBooking(base, body) {
  const res = await fetch(`${base}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`booking: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

async function runOn(serverFile, label, env, photos) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tvmount-photo-bench-'));
  const port = await freePort();
  const args = serverFile.endsWith('.ts') ? ['--import', 'tsx', serverFile] : [serverFile];
  // The app's log (warnings and errors) goes to a file, shown when something fails.
  const logFile = join(dataDir, 'app.log');
  const log = openSync(logFile, 'w');
  const app = spawn('node', args, {
    stdio: ['ignore', log, 'inherit'],
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  let exited;
  app.once('exit', (code, signal) => (exited = { code, signal }));
  const alive = () => {
    if (exited) throw new Error(`the app stopped (${exited.signal ?? `exit ${exited.code}`})`);
    return app.pid;
  };
  try {
    // Migrations and the demo seed take a while on a busy 2-core machine.
    await waitFor(`${base}/api/health`, 1200);
    // Idle after start (migrations, seed settled): where memory "started".
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const rssBefore = rssMb(alive());
    let rssPeak = rssBefore;
    const peakTimer = setInterval(() => {
      if (!exited) rssPeak = Math.max(rssPeak, rssMb(app.pid));
    }, 50);
    const stopPoller = startHealthPoller(base);
    const started = performance.now();
    for (let i = 0; i < BOOKINGS; i++) await bookWithUploads(base, photos, i);
    const seconds = (performance.now() - started) / 1000;
    const { latencies, statuses } = await stopPoller();
    clearInterval(peakTimer);
    // Settled again: what stays is what the bookings cost.
    await new Promise((r) => setTimeout(r, 7000));
    const rssAfter = rssMb(alive());
    return {
      database: label,
      bookings: BOOKINGS,
      seconds: round(seconds),
      'health asks': latencies.length,
      'health p50 ms': round(percentile(latencies, 50)),
      'health p99 ms': round(percentile(latencies, 99)),
      'health max ms': round(Math.max(...latencies)),
      'health non-200': Object.entries(statuses)
        .filter(([code]) => code !== '200')
        .reduce((sum, [, count]) => sum + count, 0),
      [`RSS idle ${IDLE_SECONDS}s MB`]: Math.round(rssBefore),
      'RSS peak MB': Math.round(rssPeak),
      'RSS after MB': Math.round(rssAfter),
      'RSS growth MB': Math.round(rssAfter - rssBefore),
      met: percentile(latencies, 99) < 100 && rssAfter - rssBefore < 100 ? 'yes' : 'NO',
      // The memory targets are the embedded database's (decisions.md "Running it").
      'memory met':
        rssBefore < IDLE_TARGET_MB && rssPeak < PEAK_TARGET_MB
          ? 'yes'
          : `NO (idle < ${IDLE_TARGET_MB}, peak < ${PEAK_TARGET_MB})`,
    };
  } catch (error) {
    console.error(readFileSync(logFile, 'utf8').slice(-4000));
    throw error;
  } finally {
    if (!exited) {
      app.kill('SIGTERM');
      await new Promise((r) => app.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh PostgreSQL database when one answers (BENCH_DATABASE_URL or 127.0.0.1:5432). */
async function postgresDatabase() {
  const base = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `photo_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Runs the photo figures against `serverFile` (a built dist/server/main.js). */
export async function runPhotoBench(serverFile) {
  if (!existsSync(serverFile)) throw new Error(`${serverFile} is missing: build first`);
  const photos = await makePhotos();
  const sizes = photos.map((p) => (p.length / 1024 / 1024).toFixed(2)).join(', ');
  const rows = [];
  rows.push(await runOn(serverFile, 'PGlite', { DATABASE_URL: '' }, photos));
  const postgres = await postgresDatabase();
  if (postgres) {
    try {
      rows.push(await runOn(serverFile, 'PostgreSQL', { DATABASE_URL: postgres.url }, photos));
    } finally {
      await postgres.drop();
    }
  }
  console.log(
    `\nRoom photos: ${BOOKINGS} bookings of ${PHOTOS} JPEGs of ${WIDTH}x${HEIGHT} (${sizes} MB), one after another; /api/health asked every 20 ms meanwhile from another thread. Target: health p99 < 100 ms, RSS back within 100 MB; on PGlite RSS idle < 400 MB and peak < 500 MB.${postgres ? '' : ' (No PostgreSQL answered: PGlite only.)'}\n`,
  );
  console.table(rows);
  return rows;
}

// `node scripts/lib/photo-bench.mjs [dist/server/main.js]` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await runPhotoBench(process.argv[2] ?? 'dist/server/main.js');
}
