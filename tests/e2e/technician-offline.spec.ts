// Issue 30, "The technician app works without a signal" (docs/decisions/041): after one visit
// online the job list opens offline; "On my way" tapped offline waits on the phone and reaches the
// server exactly once when the network returns; a job the office cancelled meanwhile shows the
// server's refusal instead of losing the change. The app is installable: manifest and icons.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { BookingHistoryEntry } from '../../src/domain/schemas/staff-operations';
import { adminToken, assign, createBooking, dayAhead, technicianId } from './support/staff';
import { expect, ownContact, test } from './support/test';

/** Each test books a window of its own, far from the other specs' days. */
async function mikesJob(request: Parameters<typeof adminToken>[0], name: string, days: number) {
  const contact = ownContact(`${name.toLowerCase().replace(' ', '.')}@example.com`);
  const booking = await createBooking(request, {
    name,
    ...contact,
    date: dayAhead(days),
    time: '6:00 PM',
  });
  const token = await adminToken(request);
  await assign(request, token, booking.id, await technicianId(request, token, 'mike'));
  return { booking, token };
}

/** Mike signs in on a phone; the service worker then controls the page and has cached it. */
async function mikeOnHisPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/technician');
  await page.getByLabel('Username').fill('mike');
  await page.getByLabel('Password').fill('tech123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Technician Dashboard' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const scope = navigator.serviceWorker.controller
          ? (await navigator.serviceWorker.getRegistration())?.scope
          : undefined;
        const pages = await (await caches.open('technician-pages')).keys();
        const jobs = await (await caches.open('technician-jobs')).keys();
        return { scope, pages: pages.length > 0, jobs: jobs.length > 0 };
      }),
    )
    .toEqual({ scope: expect.stringMatching(/\/technician$/), pages: true, jobs: true });
  return { context, page };
}

const history = async (request: Parameters<typeof adminToken>[0], token: string, id: number) => {
  const response = await request.get(`/api/bookings/${id}/history`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as BookingHistoryEntry[];
};

test('offline: the list opens, "On my way" waits, then reaches the server exactly once', async ({
  browser,
  request,
}) => {
  const { booking, token } = await mikesJob(request, 'Offline Olive', 12);
  const { context, page } = await mikeOnHisPhone(browser);
  // Chromium's own installability checks (Lighthouse's) find nothing missing: manifest fields,
  // icons, a worker controlling the page.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // (A Playwright context is an incognito profile, which Chrome never installs from.)
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  await cdp.detach();

  await context.setOffline(true);
  await page.reload();
  const card = page.getByRole('article', { name: `Booking #${booking.id}` });
  await expect(card).toContainText('Offline Olive');
  // Really offline, through the worker too: what is not cached does not load.
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'no network',
      ),
    ),
  ).toBe('no network');
  const banner = page.getByRole('status').filter({ hasText: "You're offline." });
  await expect(banner).toHaveText("You're offline. No changes waiting to send.");

  await card.getByRole('button', { name: 'On my way' }).click();
  await expect(banner).toHaveText("You're offline. 1 change waiting to send.");
  await expect(card).toContainText('Waiting to send: On my way');
  // Shown as done meanwhile; nothing reached the server.
  await expect(card.getByRole('button', { name: 'On my way' })).toHaveCount(0);
  expect((await history(request, token, booking.id)).some((e) => e.action === 'en_route')).toBe(
    false,
  );
  // Still waiting after a reload without a signal (IndexedDB).
  await page.reload();
  await expect(banner).toHaveText("You're offline. 1 change waiting to send.");

  await context.setOffline(false);
  await expect
    .poll(async () =>
      (await history(request, token, booking.id)).filter((e) => e.action === 'en_route'),
    )
    .toHaveLength(1);
  await expect(card).not.toContainText('Waiting to send');
  await expect(card).toContainText('On the way since');
  await expect(page.getByText("You're offline.")).toHaveCount(0);
  // A reload online sends nothing again.
  await page.reload();
  await expect(card).toContainText('On the way since');
  expect(
    (await history(request, token, booking.id)).filter((e) => e.action === 'en_route'),
  ).toHaveLength(1);
  await context.close();
});

test('a job the office cancelled while the phone was offline shows the refusal', async ({
  browser,
  request,
}) => {
  const { booking, token } = await mikesJob(request, 'Cancelled Cora', 13);
  const { context, page } = await mikeOnHisPhone(browser);

  await context.setOffline(true);
  const card = page.getByRole('article', { name: `Booking #${booking.id}` });
  await card.getByRole('button', { name: 'On my way' }).click();
  await expect(card).toContainText('Waiting to send: On my way');

  const cancelled = await request.put(`/api/bookings/${booking.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'cancelled', reason: 'Customer called the office' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await context.setOffline(false);
  const refusal = card.getByRole('alert');
  await expect(refusal).toContainText('Not sent: On my way.');
  await expect(card).toContainText('Cancelled');
  expect(
    (await history(request, token, booking.id)).filter((e) => e.action === 'en_route'),
  ).toHaveLength(0);
  // Kept until the technician has read it, across a reload.
  await page.reload();
  await expect(refusal).toContainText('Not sent: On my way.');
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
  await expect(card.getByRole('alert')).toHaveCount(0);
  await context.close();
});

test('the technician app is installable; customer pages name no manifest', async ({
  page,
  request,
}) => {
  await page.goto('/technician');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/technician-app/manifest.webmanifest');
  const manifest = await request.get(href!);
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(body).toMatchObject({
    start_url: '/technician',
    scope: '/technician',
    display: 'standalone',
  });
  expect(body.name).toBeTruthy();
  expect(body.short_name).toBeTruthy();
  expect(body.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  for (const icon of body.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/technician-sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // The landing: no manifest, not controlled by the technician app's worker.
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});
