// The app servers of the browser tests: the build under test (dist/ by default, E2E_DIST=dist-x
// for a second build), each on its own port and data folder. Every spec file gets servers of its
// own (test.ts), started from a copy of one seeded data folder made once per run
// (global-setup.ts), so no spec sees another's bookings, windows or settings, whatever the order
// or the worker it runs in. A spec that needs another configuration (the avatar agent's keys,
// production mode) starts one more with startSiteServer(env).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface SiteServer {
  readonly url: string;
  /** SIGTERM, answered once the process has exited (it closes its database first). */
  stop(): Promise<void>;
}

/** The seeded data folder every server starts from (global-setup.ts sets it). */
export const TEMPLATE_ENV = 'E2E_TEMPLATE_DIR';

/**
 * Starts the built server with `env` over the tests' settings. Its data folder is a copy of the
 * run's seeded one, or empty with `empty` (a production-mode server seeds no demo data, and the
 * global setup makes the seeded folder itself with `dataDir`).
 */
export async function startSiteServer(
  env: Record<string, string> = {},
  options: { empty?: boolean; dataDir?: string } = {},
): Promise<SiteServer> {
  const dist = process.env.E2E_DIST ?? 'dist';
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tvmount-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (!options.empty && !options.dataDir) {
    if (!template) throw new Error(`${TEMPLATE_ENV} is unset: run the tests through playwright`);
    cpSync(template, dataDir, { recursive: true });
  }
  const child: ChildProcess = spawn(process.execPath, [`${dist}/server/main.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      CLIENT_DIR: `${dist}/client`,
      // Each test is a customer of its own: its X-Forwarded-For (test.ts).
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // A first start (initdb, migrations, the demo seed) is slow on a busy machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server on ${port} exited (${child.exitCode})`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`The server on ${port} did not start in 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      // A folder made here goes with its server: a run starts about 60, of 45 MB each.
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
