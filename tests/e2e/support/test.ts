// Every test is its own customer, on its own network: the server counts unpaid card holds per
// client address, e-mail and phone (docs/decisions/020), and in a real city two customers never
// share them. The e2e server believes X-Forwarded-For from 127.0.0.1 (TRUST_PROXY in
// playwright.config.ts), and each test's pages and API calls send an address of its own from
// 198.18.0.0/15, the range set aside for benchmark networks (nothing is ever sent there).
import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';
import { returningVisitor } from './returning-visitor';
import { startSiteServer, type SiteServer } from './site-server';

export { expect } from '@playwright/test';

/** A stable address per test (and per project): the same test always gets the same one. */
export function clientAddressOf(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testId).digest();
  return `198.${18 + (a & 1)}.${b}.${1 + (c % 254)}`;
}

/** This worker's server for the spec file it is running now (one at a time). */
let current: { file: string; server: Promise<SiteServer> } | undefined;
const stopping: Promise<void>[] = [];

/** The server of `file`, started on its first test in this worker; the last file's is stopped. */
function serverOf(file: string): Promise<SiteServer> {
  if (current?.file !== file) {
    const previous = current?.server;
    if (previous) stopping.push(previous.then((server) => server.stop()));
    current = { file, server: startSiteServer() };
  }
  return current.server;
}

export const test = base.extend<object, { siteServers: void }>({
  // Every spec file runs against servers of its own (site-server.ts): no spec can take another's
  // windows, stock or settings, and each passes alone and in any order.
  siteServers: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use();
      if (current) stopping.push(current.server.then((server) => server.stop()));
      await Promise.all(stopping);
    },
    { scope: 'worker', auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use((await serverOf(testInfo.file)).url);
  },
  // Tests open pages as a returning visitor (no welcome animation); welcome tests clear it.
  storageState: async ({ baseURL }, use) => {
    await use(returningVisitor(new URL(baseURL!).origin));
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'x-forwarded-for': clientAddressOf(`${testInfo.project.name} ${testInfo.testId}`),
    });
  },
});

/**
 * An e-mail and phone of the running test's own customer: `name@example.com` becomes
 * `name+<n>@example.com`, and the phone a (704) 2xx number of its own.
 */
export function ownContact(email: string): { email: string; phone: string } {
  const info = test.info();
  const digest = createHash('sha256').update(`${info.project.name} ${info.testId}`).digest();
  const n = digest.readUInt32BE(0) % 10_000_000;
  const [user, domain] = email.split('@');
  const seven = String(2_000_000 + (n % 8_000_000)).padStart(7, '0');
  return {
    email: `${user}+${n}@${domain}`,
    phone: `(704) ${seven.slice(0, 3)}-${seven.slice(3)}`,
  };
}
