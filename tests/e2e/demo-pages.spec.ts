// Every demo and diagnostic route of the spec opens its page (issue 14), noindex, not linked
// from the customer header or footer, axe-clean; the diagnostics need an admin in production.
import { expect, test } from './support/test';
import { axeClean, fillCompleteBooking } from './support/booking';
import { startSiteServer, type SiteServer } from './support/site-server';

const DEMO_PAGES = [
  ['/progress-demo', 'Service Progress Tracker Demo'],
  ['/aivah-demo', 'AI Avatar Integration Demo'],
  ['/did-test', 'AI Avatar Widget Test'],
  ['/did-widget-test', 'AI Avatar Widget Test'],
  ['/contact-form-test', 'Contact Form Test'],
  ['/google-maps-test', 'Google Maps Diagnostic'],
  ['/system-test', 'System Diagnostic'],
] as const;

for (const [path, title] of DEMO_PAGES) {
  test(`${path} opens its page, noindex, axe-clean`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await axeClean(page);
  });
}

test('an unknown path is still a 404', async ({ page }) => {
  const response = await page.goto('/no-such-demo');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});

test('no demo page is linked from the customer header or footer', async ({ page }) => {
  await page.goto('/');
  for (const region of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
    const hrefs = await region
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    for (const [path] of DEMO_PAGES) expect(hrefs).not.toContain(path);
  }
});

test('/progress-demo: six steps and the tracker with booking, customer, date, time, technician, step', async ({
  page,
}) => {
  await page.goto('/progress-demo');
  const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(6);
  for (const step of ['Booking Confirmed', 'Technician En Route', 'Payment Processing']) {
    await expect(page.getByRole('list', { name: 'Steps' })).toContainText(step);
  }
  await page.getByRole('button', { name: 'Show Progress Tracker' }).click();
  const tracker = page.getByRole('dialog', { name: 'Service Progress' });
  for (const label of ['Booking', 'Customer', 'Date', 'Time', 'Technician', 'Current step']) {
    await expect(
      tracker.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }),
    ).toBeVisible();
  }
  await axeClean(page);
});

test('/aivah-demo: avatar disabled, knowledge base, scenarios, and the simulated phone states', async ({
  page,
}) => {
  await page.goto('/aivah-demo');
  await expect(page.getByRole('button', { name: 'Avatar Disabled' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Knowledge Base' })).toBeVisible();
  for (const scenario of [
    'Pricing inquiry',
    'Service booking',
    'Technical support',
    'Apartment expertise',
  ]) {
    await expect(page.getByRole('heading', { name: scenario })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Phone Integration' }).click();
  const phone = page.getByRole('dialog', { name: 'Phone Integration' });
  const status = phone.getByRole('status');
  await expect(status).toHaveText('Ready to call (simulation)');
  await phone.getByRole('button', { name: 'Start simulated call' }).click();
  await expect(status).toHaveText('Dialing... (simulation)');
  await expect(status).toHaveText('Connected (simulated: no real call is placed)');
  await phone.getByRole('button', { name: 'End Call' }).click();
  await expect(status).toHaveText('Call ended');
  await expect(status).toHaveText('Ready to call (simulation)');
  await axeClean(page);
});

test('/system-test runs every check: pending, then a result for each', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/system-test');
  const checks = page.getByRole('list', { name: 'Checks' });
  await expect(checks.getByRole('listitem')).toHaveCount(6);
  await expect(checks.getByText('pending', { exact: true })).toHaveCount(6);
  await page.getByRole('button', { name: 'Run All Tests' }).click();
  await expect(page.getByRole('button', { name: 'Run All Tests' })).toBeEnabled({
    timeout: 30_000,
  });
  const item = (name: string) => checks.getByRole('listitem', { name });
  await expect(item('Database')).toContainText('success');
  // No SMTP_URL, no maps key, sandbox payments in the test server: honest warnings.
  await expect(item('Mail delivery')).toContainText('warning');
  await expect(item('Payments configuration')).toContainText('warning');
  await expect(item('Maps key')).toContainText('No API key configured');
  await expect(item('Assistant provider')).toContainText(
    "built-in: quoted $128.99, the engine's price",
  );
  const booking = item('Test booking (12900 cents, then cancelled)');
  await expect(booking).toContainText('success');
  await expect(booking).toContainText('sent at 12900 cents');
  await expect(booking).toContainText('then cancelled');
  await axeClean(page);
});

test('/contact-form-test books a Test booking: the admin sees it marked Test (issue 26)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/contact-form-test');
  await page.getByRole('button', { name: 'Open Contact Form' }).click();
  const overlay = page.getByRole('dialog', { name: 'Complete Your TV Mounting Booking' });
  const name = `Form Test ${Date.now()}`;
  await fillCompleteBooking(overlay, {
    name,
    phone: '(704) 555-0143',
    email: 'form.test@example.com',
    dayOffset: 6,
    time: '2:00 PM',
  });
  await overlay.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booked: reference' })).toBeVisible();

  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Test', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('Test', { exact: true })).toBeVisible();
});

test('/google-maps-test without a key: key warning, manual entry', async ({ page }) => {
  await page.goto('/google-maps-test');
  await expect(page.getByRole('listitem', { name: 'API key' })).toContainText(
    'No API key configured',
  );
  await expect(page.getByRole('listitem', { name: 'Working' })).toContainText('warning');
});

test.describe('in production mode', () => {
  let server: SiteServer;
  test.beforeAll(async () => {
    server = await startSiteServer(
      {
        NODE_ENV: 'production',
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: 'a-long-admin-password',
        JWT_SECRET: 'e2e-secret-'.repeat(4),
      },
      // Production seeds its first admin only into a database with none: no demo data.
      { empty: true },
    );
  });
  test.afterAll(async () => server.stop());

  for (const path of ['/system-test', '/google-maps-test']) {
    test(`${path} without an admin sign-in shows the sign-in, not the checks`, async ({ page }) => {
      await page.goto(`${server.url}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Checks' })).toHaveCount(0);
      await axeClean(page);
    });
  }

  test('an admin signs in and runs the checks', async ({ page }) => {
    await page.goto(`${server.url}/system-test`);
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel('Password').fill('a-long-admin-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Run All Tests' }).click();
    const checks = page.getByRole('list', { name: 'Checks' });
    await expect(checks.getByRole('listitem', { name: 'Mail delivery' })).toContainText('warning');
  });
});
