// Every test is its own customer, on its own network: the server counts unpaid card holds per
// client address, e-mail and phone (docs/decisions/020), and in a real city two customers never
// share them. The e2e server believes X-Forwarded-For from 127.0.0.1 (TRUST_PROXY in
// playwright.config.ts), and each test's pages and API calls send an address of its own from
// 198.18.0.0/15, the range set aside for benchmark networks (nothing is ever sent there).
import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** A stable address per test (and per project): the same test always gets the same one. */
export function clientAddressOf(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testId).digest();
  return `198.${18 + (a & 1)}.${b}.${1 + (c % 254)}`;
}

export const test = base.extend({
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
