import { defineConfig, devices } from '@playwright/test';

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
  // The servers: one per spec file and worker, from a seeded data folder made once (support/).
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    // No trace: recording one (a DOM snapshot at every action) for every test to keep the failed
    // ones cost a quarter of the run on two cores (docs/decisions/050). A failure still leaves
    // its error context (the page's accessibility snapshot) and a screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
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
});
