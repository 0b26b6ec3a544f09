// Issue 11 item 10 in a real browser: no page breaks the CSP (zod's eval probe is off in the
// browser, src/client/lib/zod-jitless.ts), and unknown paths answer HTTP 404 with the 404 screen.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Records every CSP violation the page reports, from the first script on. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
    ...console,
  ];
}

test('the admin pages build their schemas without a CSP eval violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the technician page and the landing page raise no CSP violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/technician');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('an unknown path answers 404 with the 404 screen; a page answers 200', async ({ page }) => {
  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');

  const known = await page.goto('/pricing-breakdown');
  expect(known?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
});
