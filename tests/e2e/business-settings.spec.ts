// Issue 16: the admin changes the business's phone number in Settings and the site shows it in
// the header, the footer and the call dialog, without a deploy. Runs on a server of its own so
// the other specs keep seeing the seeded facts.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SEED_BUSINESS_FACTS } from '../../src/domain/catalog/business-seed';
import { telHref } from '../../src/domain/schemas/business';
import { startSiteServer, type SiteServer } from './support/site-server';
import { asReturningVisitor } from './support/returning-visitor';

const NEW_PHONE = '(980) 555-0142';
let server: SiteServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startSiteServer({});
});
test.afterAll(async () => {
  await server?.stop();
});

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

test('a phone number saved in Settings shows in the header, footer and call dialog', async ({
  page,
}) => {
  test.setTimeout(60_000);
  if (!server) throw new Error('The extra server did not start');
  await asReturningVisitor(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/admin`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();

  const phone = page.getByLabel('Phone number');
  await expect(phone).toHaveValue(SEED_BUSINESS_FACTS.phone);
  await expect(page.getByLabel('Service-area ZIP codes')).toHaveValue(/^28202\n28203\n/);
  await expectNoSeriousAxeViolations(page);

  // The server's validation message shows under the field it names; nothing is saved.
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a valid email address');
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('E-mail address').fill(SEED_BUSINESS_FACTS.email);
  await phone.fill(NEW_PHONE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  await expect(phone).toHaveValue(NEW_PHONE);

  // A new visit of the landing page, as a customer would make it.
  await page.goto(`${server.url}/`);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Menu' }).click();
  await expect(header.getByRole('link', { name: `Call ${NEW_PHONE}` })).toHaveAttribute(
    'href',
    telHref(NEW_PHONE),
  );
  await header.getByRole('button', { name: 'Menu' }).click();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: NEW_PHONE })).toHaveAttribute(
    'href',
    'tel:+19805550142',
  );
  await expect(footer).not.toContainText(SEED_BUSINESS_FACTS.phone);

  await header.getByRole('button', { name: 'Call', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: SEED_BUSINESS_FACTS.name });
  await expect(dialog.getByRole('link', { name: NEW_PHONE })).toHaveAttribute(
    'href',
    'tel:+19805550142',
  );
  await expect(dialog.getByRole('link', { name: 'CALL NOW - FREE' })).toHaveAttribute(
    'href',
    'tel:+19805550142',
  );
  await expect(page.locator('body')).not.toContainText(SEED_BUSINESS_FACTS.phone);
});

test("the admin's Logout ends the session on the server, whatever copy of the token is kept", async ({
  page,
}) => {
  if (!server) throw new Error('The extra server did not start');
  await asReturningVisitor(page);
  await page.goto(`${server.url}/admin`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('tab', { name: 'Settings' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  expect(token).toBeTruthy();
  const signedOut = page.waitForResponse(
    (res) => res.url().endsWith('/api/auth/logout') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await signedOut).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  const reused = await page.request.get(`${server.url}/api/stats`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reused.status()).toBe(401);
});
