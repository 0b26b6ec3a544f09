import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { returningVisitor } from './tests/e2e/support/returning-visitor';

/** A free port, chosen once in the main process; workers inherit it through the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tvmount-e2e-'));
const port = Number(process.env.E2E_PORT);
// The build under test: dist/ by default; E2E_DIST=dist-x lets a second build run beside it.
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  // A test with axe passes over a full page takes 20-30 s on a 2-core machine running two
  // workers (measured in CI: one pass took 9 s); 60 s keeps them from timing out there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Tests open pages as a returning visitor (no welcome animation); welcome tests clear it.
    storageState: returningVisitor(`http://127.0.0.1:${port}`),
    // A failed test keeps its trace (actions, DOM snapshots, network), without the screencast:
    // encoding a frame for every paint of the banner's endless scroll took 1.3 of the 2 cores
    // (13 CPU-seconds per 10 s on /), and the axe passes beside it timed out.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@phone/,
    },
  ],
  webServer: {
    // The production build on an empty data folder (npm run test:e2e builds first).
    command: `node ${dist}/server/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // The embedded database's first start (migrations, demo seed) is slow on a busy machine.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      CLIENT_DIR: `${dist}/client`,
      // Each test is a customer of its own: its X-Forwarded-For (tests/e2e/support/test.ts).
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
