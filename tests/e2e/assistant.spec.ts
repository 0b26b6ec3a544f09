// The assistant panel, its booking, the call dialog and the avatar agent loader (issue 14).
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { SEED_BUSINESS_FACTS } from '../../src/domain/catalog/business-seed';
import { telHref } from '../../src/domain/schemas/business';
import { fillCompleteBooking } from './support/booking';
import { startSiteServer, type SiteServer } from './support/site-server';
import { asReturningVisitor } from './support/returning-visitor';

// The seeded business settings (migration 0009): what every page shows on a fresh database.
const BUSINESS = { ...SEED_BUSINESS_FACTS, telHref: telHref(SEED_BUSINESS_FACTS.phone) };

async function expectNoAxeViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

const panel = (page: Page) => page.getByRole('region', { name: 'AI Assistant' });
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message the assistant' });

async function openPanel(page: Page) {
  await panel(page).getByRole('button', { name: 'Maximize assistant' }).click();
  await expect(messageBox(page)).toBeFocused();
}

async function ask(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

test.describe('assistant panel', () => {
  test('starts as its title bar, opens with focus inside, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(panel(page)).toBeVisible();
    await expect(messageBox(page)).toHaveCount(0);

    const chat = page.getByRole('banner').getByRole('button', { name: 'AI Chat' });
    await chat.click();
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(chat).toBeFocused();
  });

  test('a customer gets the exact price, open windows, and books; the admin sees it at that price, cash', async ({
    page,
  }) => {
    test.setTimeout(90_000); // three conversations, a booking and the admin's sign-in
    await page.goto('/');
    await openPanel(page);
    await expectNoAxeViolations(page, '[data-assistant-panel]');

    await ask(page, 'how much for two 65 inch TVs on brick with the wires hidden?');
    const log = panel(page).getByRole('log', { name: 'Conversation' });
    await expect(log).toContainText('Total: $547.16');
    await expect(log.getByRole('listitem').first()).toContainText('TV 1');
    await expect(log).toContainText('I assumed a fixed (flat) mount bought from us');

    await ask(page, 'can you come Saturday afternoon?');
    await expect(log).toContainText(
      /These arrival windows are open|nearest open windows|Nothing is open/,
    );

    await ask(page, 'book it');
    const overlay = page.getByRole('dialog', { name: 'Complete Your TV Mounting Booking' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('region', { name: 'Order summary' })).toContainText('$547.16');
    await expect(overlay).toContainText('Payment is cash on completion, no upfront payment');
    const complete = overlay.getByRole('button', { name: 'Complete Booking' });
    await expect(complete).toBeDisabled();
    await expectNoAxeViolations(page, '[role="dialog"]');

    const name = `Assistant Customer ${Date.now()}`;
    await fillCompleteBooking(overlay, {
      name,
      phone: '(704) 555-0142',
      email: 'assistant.customer@example.com',
      dayOffset: 5,
      time: '12:00 PM',
    });
    await complete.click();
    await expect(overlay).toHaveCount(0);
    await expect(log).toContainText(/Your reference is (CTM-[A-Z0-9]{6}|#\d+)/);
    await expect(log).toContainText('Total $547.16, cash on completion');

    // The admin dashboard lists it at the engine's price, cash.
    await page.goto('/admin');
    await page.getByLabel('Username').fill('admin');
    await page.getByRole('button', { name: /sign in|log ?in/i }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('$547.16');
    await expect(row).toContainText(/cash/i);
  });

  test('a question it cannot answer gets the phone number, never a price', async ({ page }) => {
    await page.goto('/');
    await openPanel(page);
    await ask(page, 'can you mount my tv on a glass wall?');
    const log = panel(page).getByRole('log', { name: 'Conversation' });
    await expect(log).toContainText(BUSINESS.phone);
    await expect(log).not.toContainText('Total:');
  });

  test('fits a 390 px phone and never hides the focused element @phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await openPanel(page);
    const box = await panel(page).boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    await expectNoAxeViolations(page, '[data-assistant-panel]');

    // Tabbing out of the panel to the page: the focused control is not under the panel.
    await page.keyboard.press('Shift+Tab');
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const box = document.querySelector('[data-assistant-panel]');
        if (!el || !box || box.contains(el) || el === document.body) return false;
        const a = el.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
      expect(hidden).toBe(false);
    }
  });
});

test.describe('call dialog', () => {
  test('on a computer: the number large, a tel: link and copyable; no pretend call', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await page.getByRole('button', { name: 'Call us' }).click();
    const dialog = page.getByRole('dialog', { name: BUSINESS.name });
    for (const name of [BUSINESS.phone, 'CALL NOW - FREE']) {
      await expect(dialog.getByRole('link', { name })).toHaveAttribute('href', BUSINESS.telHref);
    }
    await dialog.getByRole('button', { name: 'Copy number' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Number copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(BUSINESS.phone);
    await expect(dialog).not.toContainText('Connected');
    await expect(dialog).not.toContainText('Dialing');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Use AI Chat Instead' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(messageBox(page)).toBeFocused();
  });

  test('on a phone: CALL NOW - FREE is a real tel: link, with nothing to copy', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Call us' }).click();
    const dialog = page.getByRole('dialog', { name: BUSINESS.name });
    await expect(dialog.getByRole('link', { name: 'CALL NOW - FREE' })).toHaveAttribute(
      'href',
      BUSINESS.telHref,
    );
    await expect(dialog.getByRole('button', { name: 'Copy number' })).toHaveCount(0);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await context.close();
  });
});

test.describe('avatar agent loader (local stand-in script)', () => {
  test.describe.configure({ mode: 'serial' });
  let server: SiteServer;
  test.beforeAll(async () => {
    server = await startSiteServer({
      DID_AGENT_ID: 'agt_stand_in',
      DID_CLIENT_KEY: 'client_key_stand_in',
    });
  });
  test.afterAll(async () => server.stop());
  test.beforeEach(async ({ page }) => asReturningVisitor(page));

  const STAND_IN = `document.documentElement.dataset.standInAgent = 'loaded';`;

  test('loading, ready, then the init call about 1 s later; the booking event is logged', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let servedAt = 0;
    await page.route('https://agent.d-id.com/**', async (route: Route) => {
      await released;
      servedAt = Date.now();
      await route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
    });
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));

    await page.goto(`${server.url}/`);
    await expect(panel(page).getByRole('status')).toHaveText('Loading AI Assistant...');
    const script = page.locator('head script[type="module"][data-name="did-agent"]');
    await expect(script).toHaveAttribute('data-agent-id', 'agt_stand_in');
    await expect(script).toHaveAttribute('data-client-key', 'client_key_stand_in');
    await expect(script).toHaveAttribute('data-mode', 'fabio');
    await expect(script).toHaveAttribute('data-monitor', 'true');
    await expect(script).toHaveAttribute('data-orientation', 'horizontal');
    await expect(script).toHaveAttribute('data-position', 'right');

    const init = page.waitForRequest('**/api/did-agent/complete-tv-builder');
    release();
    await expect(panel(page).getByRole('status')).toHaveText('Video assistant ready');
    const request = await init;
    expect(Date.now() - servedAt).toBeGreaterThanOrEqual(900);
    expect(request.postDataJSON()).toEqual({
      action: 'start_complete_flow',
      integrations: { bookingSystem: true, emailNotifications: true, realTimeScheduling: true },
    });
    expect(await page.evaluate(() => document.documentElement.dataset.standInAgent)).toBe('loaded');
    await expect
      .poll(() => logs.some((line) => line.includes('Avatar agent initialised')))
      .toBe(true);

    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('did-agent-booking-complete', { detail: { success: true, bookingId: 7 } }),
      ),
    );
    await expect
      .poll(() => logs.some((line) => line.includes('Avatar agent booking complete')))
      .toBe(true);
    await expectNoAxeViolations(page, '[data-assistant-launcher]');
  });

  test('a script that never loads times out after 10 s; Try Again loads it', async ({ page }) => {
    test.setTimeout(45_000);
    let serve = false;
    await page.route('https://agent.d-id.com/**', async (route: Route) => {
      if (serve) await route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
      // Otherwise never answered: the 10-second time-out decides.
    });
    await page.goto(`${server.url}/`);
    const status = panel(page).getByRole('status');
    await expect(status).toHaveText('Loading AI Assistant...');
    const alert = panel(page).getByRole('alert');
    await expect(alert).toContainText('script loading timeout', { timeout: 15_000 });
    await expectNoAxeViolations(page, '[data-assistant-launcher]');
    serve = true;
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(panel(page).getByRole('status')).toHaveText('Video assistant ready');
  });
});
