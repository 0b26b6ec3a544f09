// Issue 26: the welcome greets a first visit to the landing page only, never a deep link; its Skip
// is there from the first paint (before any code) and every page of it opens at its top.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SEED_BUSINESS_FACTS } from '../../src/domain/catalog/business-seed';
import { createBooking, dayAhead } from './support/staff';
import { advanceUntilVisible } from './support/clock';

// A first-time visitor: no stored flags (the other tests start as returning visitors).
test.use({ storageState: { cookies: [], origins: [] } });

const flag = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** The welcome has decided once the first-time flag is stored (welcome-flags.ts). */
async function welcomeDecided(page: Page) {
  await expect.poll(() => flag(page, 'ctm_first_time_user')).toBe('false');
}

const visibleGreeting = (page: Page) =>
  page.locator('[data-welcome-splash]').filter({ visible: true });

test('a first visit through the manage link shows the booking at once, with no welcome', async ({
  page,
  request,
}) => {
  const booking = await createBooking(request, {
    name: 'Avery Quinn',
    email: 'avery.welcome@example.com',
    phone: '(704) 555-0188',
    date: dayAhead(9),
    time: '10:00 AM',
  });

  await page.goto(`/my-booking/${booking.manageToken}`);
  await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference);
  await welcomeDecided(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(visibleGreeting(page)).toHaveCount(0);
  await expect(page.getByTestId('booking-reference')).toBeInViewport();
});

for (const path of ['/track', '/payment-success', '/book/type', '/pricing-breakdown']) {
  test(`a first visit to ${path} is not greeted`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await welcomeDecided(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(visibleGreeting(page)).toHaveCount(0);
  });
}

test('the greeting has a working Skip before any of the page code has loaded', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const greeting = page.getByText(`Welcome to ${SEED_BUSINESS_FACTS.name}`, { exact: true });
  await expect(greeting).toBeVisible();
  const skip = page.getByRole('button', { name: 'Skip' });
  await expect(skip).toBeInViewport();
  await skip.click();
  await expect(greeting).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await flag(page, 'ctm_welcome_shown')).toBe('true');

  // Once the code runs it does not bring the welcome back.
  release();
  await page.unrouteAll({ behavior: 'wait' });
  await expect.poll(() => page.evaluate(() => window.__hydrated === true)).toBe(true);
  // Two frames: the welcome decides in the frame after the page has mounted.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(greeting).toBeHidden();
});

test('@phone every page of the welcome opens at its top with Skip in view; Get Started focuses the page', async ({
  page,
}) => {
  const start = new Date('2026-03-02T15:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto('/');
  const intro = page.getByRole('dialog', { name: `Welcome to ${SEED_BUSINESS_FACTS.name}` });
  await advanceUntilVisible(page, intro);
  await expect(intro.getByRole('button', { name: 'Skip' })).toBeInViewport();
  const features = page.getByRole('dialog', { name: `Why Choose ${SEED_BUSINESS_FACTS.name}?` });
  await advanceUntilVisible(page, features, 1500);
  await expect(features.getByRole('button', { name: 'Skip' })).toBeInViewport();
  await expect(
    features.getByRole('heading', { name: `Why Choose ${SEED_BUSINESS_FACTS.name}?` }),
  ).toBeFocused();
  await expect(
    features.getByRole('heading', { name: `Why Choose ${SEED_BUSINESS_FACTS.name}?` }),
  ).toBeInViewport();

  const getStarted = features.getByRole('button', { name: 'Get Started' });
  await getStarted.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The paused clock holds the dialog's hand-back of focus (a timer): let it run.
  await page.clock.runFor(100);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
