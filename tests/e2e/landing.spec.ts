import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test as base } from './support/test';
import { GALLERY_ITEMS } from '../../src/domain/catalog/gallery';
import { SEED_BUSINESS_FACTS } from '../../src/domain/catalog/business-seed';
import { COMPLEX_COUNT } from '../../src/domain/catalog/landing';
import { SERVICE_CARDS, TESTIMONIALS } from '../../src/domain/catalog/landing-sections';
import { DEMO_REVIEWS } from '../../src/server/db/seed-reviews';
import { telHref } from '../../src/domain/schemas/business';
import { formatMoney } from '../../src/domain/pricing/format-money';
import { returningVisitor } from './support/returning-visitor';
import { advanceUntilVisible } from './support/clock';

// The seeded business settings (migration 0009): what every page shows on a fresh database.
const BUSINESS = { ...SEED_BUSINESS_FACTS, telHref: telHref(SEED_BUSINESS_FACTS.phone) };

// Every test also fails on a console error or an uncaught page error.
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

/** Fake timers that move only when the test says so (clock.runFor). */
async function pauseClock(page: Page) {
  const start = new Date('2026-03-02T15:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * With the clock paused, a rendered page's code waits too: the head script fetches it from a
 * timer after the first paint. Advance in frames until React owns the page.
 */
async function advanceUntilHydrated(page: Page) {
  await expect
    .poll(async () => {
      if (await page.evaluate(() => window.__hydrated === true)) return true;
      await page.clock.runFor(16);
      return page.evaluate(() => window.__hydrated === true);
    })
    .toBe(true);
}

const header = (page: Page) => page.getByRole('banner');
const servicesRegion = (page: Page) =>
  page.getByRole('region', { name: 'Installation Done Right, Priced Up Front' });
const galleryRegion = (page: Page) => page.getByRole('region', { name: 'Installation Gallery' });
/** The gallery while it waits for its code (later-section.tsx). */
const galleryPending = (page: Page) =>
  page.locator('[data-hydrate-pending]').filter({ has: galleryRegion(page) });

/**
 * Holds every script of the page until the returned function is called: the server-rendered
 * page is on screen with nothing of React behind it (a slow phone's first seconds). The returned
 * function lets them through and stops holding later requests.
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  };
}

test.describe('landing page content', () => {
  test('shows every section, the catalog prices and every claim', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: /Professional TV Mounting in Charlotte, NC/ }),
    ).toBeVisible();

    const hero = page.getByRole('region', { name: /Professional TV Mounting/ });
    for (const name of ['Mount Builder', 'Security Cameras', 'Other Services']) {
      await expect(hero.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(hero.getByRole('link', { name: 'Mount Depot' })).toHaveAttribute(
      'href',
      '/mount-depot',
    );

    // Nine service cards, each with its starting price from the catalog.
    const services = servicesRegion(page);
    await expect(services.getByRole('heading', { level: 3 })).toHaveCount(9 + 2);
    for (const card of SERVICE_CARDS) {
      const item = services.getByRole('listitem').filter({ hasText: card.title }).first();
      await expect(item).toContainText(formatMoney(card.startingPriceCents));
    }
    await expect(
      services.getByRole('heading', { name: 'Fully Insured and Protected' }),
    ).toBeVisible();
    await expect(
      services.getByRole('heading', { name: 'Professional Installation Gallery' }),
    ).toBeVisible();

    // Gallery: fifteen captioned pictures.
    const figures = galleryRegion(page).getByRole('figure');
    await expect(figures).toHaveCount(GALLERY_ITEMS.length);
    expect(GALLERY_ITEMS).toHaveLength(15);
    for (const item of GALLERY_ITEMS) await expect(galleryRegion(page)).toContainText(item.caption);

    // The demo's published reviews of its completed bookings (docs/decisions/044), each marked
    // as a verified booking; the testimonials left elsewhere show only before there are any.
    const reviews = page.getByRole('region', { name: 'What Our Customers Say' });
    for (const review of DEMO_REVIEWS.filter((demo) => demo.rating >= 4)) {
      await expect(reviews).toContainText(review.text);
    }
    await expect(reviews).toContainText('Verified booking');
    for (const review of TESTIMONIALS) await expect(reviews).not.toContainText(review.quote);

    // booking-flow.md section 1: every claim appears somewhere on the page.
    const body = page.locator('body');
    for (const claim of [
      /same-day service/i,
      /lifetime warranty/i,
      /bonded (and|&) insured/i,
      '4.9 star rating',
      '2,500+ satisfied customers',
      'about 2,500 reviews',
      `${COMPLEX_COUNT} Apartment Complexes`,
      'about 3 minutes',
      '8AM-8PM, 7 days a week',
      /24\/7 AI chat assistant/i,
    ]) {
      await expect(body).toContainText(claim);
    }
    // The seeded settings carry no licence number, so nothing says "Licensed" (decisions.md).
    await expect(body).not.toContainText(/licensed/i);
    await expect(services).not.toContainText(/recent jobs/i);

    // Footer (#contact): hours, the insurer, a real phone link.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('id', 'contact');
    await expect(footer).toContainText(BUSINESS.insurer);
    await expect(footer).toContainText('8AM-8PM, 7 days a week');
    await expect(footer).toContainText(/same-day service/i);
    await expect(footer).toContainText(/lifetime warranty/i);
    await expect(footer.getByRole('link', { name: BUSINESS.phone })).toHaveAttribute(
      'href',
      BUSINESS.telHref,
    );
  });

  test('images carry alt text and sizes; below-the-fold ones load lazily', async ({ page }) => {
    await page.goto('/');
    const images = await page.locator('main img').evaluateAll((nodes) =>
      nodes.map((node) => {
        const img = node as HTMLImageElement;
        return {
          src: img.getAttribute('src'),
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
        };
      }),
    );
    expect(images.length).toBeGreaterThan(25);
    for (const image of images) {
      expect(image.alt, `${image.src} alt`).not.toBeNull();
      expect(image.width, `${image.src} width`).toBeTruthy();
      expect(image.height, `${image.src} height`).toBeTruthy();
      if (image.src?.includes('/gallery/') || image.src?.includes('/services/')) {
        expect(image.loading, `${image.src} loading`).toBe('lazy');
      }
    }
    expect(images.find((image) => image.src === '/assets/hero.svg')?.loading).toBeNull();
    await expect(page.locator('link[rel="preload"][href="/assets/hero.svg"]')).toHaveCount(1);
  });

  test('axe finds no serious or critical violation on /', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
});

// decisions.md "Service area" (issue 26): the ZIP check answers at once, before any booking step.
test.describe('ZIP check', () => {
  const zipRegion = (page: Page) => page.getByRole('region', { name: 'Do we come to you?' });

  test('28801 is not served (with the phone number); 28202 is, with a way into booking @phone', async ({
    page,
    request,
  }) => {
    // Rendered by the server, before any code: the field is in the page's HTML.
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<label[^>]*for="zip-check"[^>]*>ZIP code<\/label>/);

    await page.goto('/');
    await page.waitForFunction(() => window.__hydrated === true);
    const section = zipRegion(page);
    await section.scrollIntoViewIfNeeded();
    const zip = section.getByLabel('ZIP code');
    const answer = section.getByRole('status');

    await zip.fill('28801');
    await section.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(answer).toHaveText(
      `We do not serve ZIP code 28801 yet. Call us at ${BUSINESS.phone} and we will see what we can do.` +
        `Call ${BUSINESS.phone}`,
    );
    await expect(answer.getByRole('link', { name: `Call ${BUSINESS.phone}` })).toHaveAttribute(
      'href',
      BUSINESS.telHref,
    );
    await expectSectionAxeClean(page);

    await zip.fill('2820');
    await zip.press('Enter');
    await expect(answer).toHaveText('Enter a 5-digit ZIP code, like 28202.');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');

    await zip.fill('28202');
    await section.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(answer).toContainText('Yes, we serve 28202.');
    await expect(zip).toHaveAttribute('aria-invalid', 'false');
    await expectSectionAxeClean(page);
    await answer.getByRole('button', { name: 'Book your TV mounting' }).click();
    await expect(page).toHaveURL(/\/book\/type$/);
  });

  test('a ZIP typed and checked before the section has its code is answered once it has', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.waitForFunction(() => window.__hydrated === true);
    const section = zipRegion(page);
    await expect(page.locator('[data-hydrate-pending]').filter({ has: section })).toHaveCount(1);
    const release = await holdScripts(page);
    await section.scrollIntoViewIfNeeded();
    await section.getByLabel('ZIP code').fill('28801');
    await section.getByRole('button', { name: 'Check', exact: true }).click();
    await release();
    await expect(section.getByRole('status')).toContainText(
      `We do not serve ZIP code 28801 yet. Call us at ${BUSINESS.phone}`,
    );
  });
});

async function expectSectionAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="zip-check-title"]')
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('gallery lightbox', () => {
  test('opens, wraps both ways, traps focus and closes by keyboard', async ({ page }) => {
    await page.goto('/#gallery');
    const first = GALLERY_ITEMS[0]!;
    const last = GALLERY_ITEMS[GALLERY_ITEMS.length - 1]!;
    const trigger = page.getByRole('button', { name: `View larger: ${first.title}` });
    await trigger.click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(first.title);
    await expect(dialog).toContainText(`1 of ${GALLERY_ITEMS.length}`);

    // Previous from the first wraps to the last; next from the last wraps to the first.
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(dialog).toHaveAccessibleName(last.title);
    await expect(dialog).toContainText(`15 of 15`);
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog).toHaveAccessibleName(first.title);

    // The same by the arrow keys.
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName(last.title);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(first.title);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(GALLERY_ITEMS[1]!.title);
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', GALLERY_ITEMS[1]!.alt);

    // Focus stays inside the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    // Escape closes; focus returns to the picture last shown.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: `View larger: ${GALLERY_ITEMS[1]!.title}` }),
    ).toBeFocused();
    await trigger.click();
    await expect(dialog).toHaveAccessibleName(first.title);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("'Start Your Project' scrolls to the services, also when tapped before the page's code ran", async ({
    page,
  }) => {
    // The tap is held until the gallery hydrates; the sections hydrating after it must not
    // scroll the page back to the #gallery it was opened at.
    const release = await holdScripts(page);
    await page.goto('/#gallery', { waitUntil: 'commit' });
    await galleryRegion(page).getByRole('button', { name: 'Start Your Project' }).click();
    await release();
    await expect(galleryPending(page)).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'Installation Done Right, Priced Up Front' }),
    ).toBeInViewport();
    await expect(page).toHaveURL(/\/#services$/);
  });

  test('a visitor who reads on from a #gallery link while the code loads is not taken back up', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/#gallery', { waitUntil: 'commit' });
    const start = galleryRegion(page).getByRole('button', { name: 'Start Your Project' });
    await start.scrollIntoViewIfNeeded();
    await release();
    await page.waitForFunction(() => window.__hydrated === true);
    await expect(galleryPending(page)).toHaveCount(0);
    await expect(start).toBeInViewport();
    await start.click();
    await expect(
      page.getByRole('heading', { name: 'Installation Done Right, Priced Up Front' }),
    ).toBeInViewport();
  });
});

test.describe('header and anchors', () => {
  test('Gallery and Contact scroll smoothly on the home page; the hash is honoured on load', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await expect(
      page.getByRole('heading', { name: 'Installation Gallery', exact: true }),
    ).toBeInViewport();
    await expect(page).toHaveURL(/\/#gallery$/);

    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('contentinfo').getByText(BUSINESS.insurer)).toBeInViewport();
    await expect(page).toHaveURL(/\/#contact$/);

    // A load of /#gallery (from another page: the same page's /#gallery would be a jump within
    // the document, racing the smooth scroll to Contact that may still be under way).
    await page.goto('/mount-depot');
    await page.goto('/#gallery');
    await expect(
      page.getByRole('heading', { name: 'Installation Gallery', exact: true }),
    ).toBeInViewport();
  });

  test('from another page, Gallery navigates to /#gallery', async ({ page }) => {
    await page.goto('/banner-demo');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Gallery' })
      .click();
    await expect(page).toHaveURL(/\/#gallery$/);
    await expect(
      page.getByRole('heading', { name: 'Installation Gallery', exact: true }),
    ).toBeInViewport();

    // From the foot of a long page: the home page opens at the gallery, not where that page was.
    await page.goto('/mount-depot');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/#gallery$/);
    await expect(
      page.getByRole('heading', { name: 'Installation Gallery', exact: true }),
    ).toBeInViewport();
  });

  test('desktop header: wide builder label, Admin link, builder mode and back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
    const builder = header(page).getByRole('button', { name: 'Multiple TV & Mount Builder' });
    await builder.click();

    // Builder mode: one Back to Home replaces the nav, the builder button is gone; the booking's
    // first screen has its own URL (issue 12, docs/decisions/015).
    await expect(header(page).getByRole('button', { name: 'Back to Home' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(builder).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 1, name: /Professional TV Mounting/ }),
    ).toHaveCount(0);
    await expect(page).toHaveURL(/\/book\/type$/);

    await header(page).getByRole('button', { name: 'Back to Home' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: /Professional TV Mounting/ }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the hero enters the builder for services and cameras', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: /Professional TV Mounting/ });
    await hero.getByRole('button', { name: 'Other Services' }).click();
    await expect(header(page).getByRole('button', { name: 'Back to Home' })).toBeVisible();
    await header(page).getByRole('button', { name: 'Back to Home' }).click();
    await hero.getByRole('button', { name: 'Security Cameras' }).click();
    await expect(header(page).getByRole('button', { name: 'Back to Home' })).toBeVisible();
  });

  test("a tap made before the page's code has run still opens the builder", async ({ page }) => {
    // Hold every script until the button has been tapped: the server-rendered page is on screen,
    // React is not behind it yet (a slow phone's first seconds).
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const hero = page.getByRole('region', { name: /Professional TV Mounting/ });
    await hero.getByRole('button', { name: 'Other Services' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The builder's own code then loads as it would for anyone (not through the test's hold).
    await release();
    await expect(page.getByRole('heading', { name: 'Additional Services' })).toBeVisible();
    await expect(page).toHaveURL(/\/book\/services/);
  });

  test("the page's code is fetched once its first content is on screen, then runs", async ({
    page,
  }) => {
    await page.goto('/');
    // React owns the page once it has hydrated (src/client/lib/early-click.ts).
    await page.waitForFunction(() => window.__hydrated === true);
    const { contentfulPaint, scripts } = await page.evaluate(() => ({
      contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/static\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    // No script competes with what the first paint needs.
    expect(contentfulPaint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(1);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(contentfulPaint ?? Infinity);
  });

  test('a section below the fold gets its code once it is on screen; a tap made before still works', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const galleryCode: string[] = [];
    page.on('request', (request) => {
      if (/\/static\/gallery-section-[^/]*\.js$/.test(request.url()))
        galleryCode.push(request.url());
    });
    await page.goto('/');
    await page.waitForFunction(() => window.__hydrated === true);
    const gallery = galleryPending(page);
    // On the page as HTML, without its code.
    await expect(galleryRegion(page)).toContainText('Installation Gallery');
    await expect(gallery).toHaveCount(1);
    expect(galleryCode).toEqual([]);

    // Scrolled to and tapped while its code is still on the way: the tap is kept.
    const release = await holdScripts(page);
    const first = GALLERY_ITEMS[0]!;
    await page.getByRole('button', { name: `View larger: ${first.title}` }).click();
    await expect.poll(() => galleryCode.length).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await release();
    await expect(page.getByRole('dialog')).toHaveAccessibleName(first.title);
    await expect(gallery).toHaveCount(0);
  });

  test('a move within the page gets every section at once and lands on its anchor', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => window.__hydrated === true);
    await expect(page.locator('[data-hydrate-pending]')).not.toHaveCount(0);
    // A typed anchor (as Back and Forward between anchors) is a move the router makes.
    await page.goto('/#gallery');
    await expect(page.locator('[data-hydrate-pending]')).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'Installation Gallery', exact: true }),
    ).toBeInViewport();
  });

  test('phone header: the menu discloses the same links @phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = header(page).getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Gallery', 'Mount Depot', 'Contact']) {
      await expect(mobileNav.getByRole('link', { name })).toBeVisible();
    }
    await mobileNav.getByRole('link', { name: 'Gallery' }).click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('heading', { name: 'Installation Gallery', exact: true }),
    ).toBeInViewport();

    await menu.click();
    await header(page).getByRole('button', { name: 'Multiple TV & Mount Builder' }).click();
    await expect(header(page).getByRole('button', { name: 'Back to Home' })).toBeVisible();
    await header(page).getByRole('button', { name: 'Back to Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('no sideways scrolling at 375 px @phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const path of ['/', '/banner-demo', '/welcome-test', '/service-images-test']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Menu' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test.describe('promotional banner', () => {
  test('loops for 50 s, dismisses, and stands still for reduced motion', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Promotions' });
    await expect(banner).toContainText('TV mounting starting at $99');
    const track = banner.getByRole('list');
    await expect(track).toHaveCSS('animation-duration', '50s');
    await expect(track).toHaveCSS('animation-timing-function', 'linear');
    await expect(track).toHaveCSS('animation-iteration-count', 'infinite');

    await banner.getByRole('button', { name: 'Dismiss banner' }).click();
    await expect(banner).toHaveCount(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Promotions' }).getByRole('list')).toHaveCSS(
      'animation-name',
      'none',
    );
  });

  test('/banner-demo shows every preset and a custom banner at speed 40', async ({ page }) => {
    await page.goto('/banner-demo');
    for (const preset of ['promotional', 'announcement', 'urgent', 'success']) {
      await expect(
        page.getByRole('region', { name: `${preset} banner` }).getByRole('list'),
      ).toHaveCSS('animation-duration', '50s');
    }
    await expect(page.getByRole('region', { name: 'urgent banner' })).toContainText(
      'Stone wall installation: +$99',
    );
    await expect(page.getByRole('region', { name: 'custom banner' }).getByRole('list')).toHaveCSS(
      'animation-duration',
      '40s',
    );
  });
});

test.describe('call button and dialog', () => {
  test('the tooltip shows the number after 700 ms', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await advanceUntilHydrated(page);
    const button = page.getByRole('button', { name: 'Call us' });
    const tip = page.getByRole('tooltip');
    await button.hover();
    await page.clock.runFor(650);
    await expect(tip).toBeHidden();
    await page.clock.runFor(100);
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(`Call ${BUSINESS.phone}`);
    await expect(button).toHaveAccessibleDescription(`Call ${BUSINESS.phone}`);
  });

  test('each of the three other-help buttons closes the dialog', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Use AI Chat Instead', 'Browse TV Mounting Services', 'Close']) {
      await header(page).getByRole('button', { name: 'Call', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: BUSINESS.name });
      await dialog.getByRole('button', { name, exact: true }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(
      page.getByRole('heading', { name: 'Installation Done Right, Priced Up Front' }),
    ).toBeInViewport();
    // 'Use AI Chat Instead' opened the assistant (tests/e2e/assistant.spec.ts tests it further).
    await expect(page.getByRole('textbox', { name: 'Message the assistant' })).toBeVisible();
  });
});

test.describe('welcome animation', () => {
  // A first-time visitor: no stored flags (the other tests start as returning visitors).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a returning visitor (flags stored) never sees it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      storageState: returningVisitor(new URL(baseURL!).origin),
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('its greeting is painted with the page, before any of its code has run', async ({
    browser,
    baseURL,
    page,
  }) => {
    // Every script held: what shows is the server's HTML and the head script's first-visit mark.
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const greeting = page.getByText(`Welcome to ${BUSINESS.name}`, { exact: true });
    await expect(greeting).toBeVisible();
    await expect(page.getByText('Getting your personalized experience ready...')).toBeVisible();
    await release();
    // The overlay takes over from it: one greeting, now the dialog's, announced by its role.
    await expect(page.getByRole('dialog', { name: `Welcome to ${BUSINESS.name}` })).toBeVisible();
    await expect(greeting).toHaveCount(1);

    // A returning visitor's page, held the same way, never shows it.
    const returning = await browser.newContext({
      baseURL,
      storageState: returningVisitor(new URL(baseURL!).origin),
    });
    const second = await returning.newPage();
    await second.route('**/static/*.js', () => {});
    await second.goto('/', { waitUntil: 'commit' });
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(second.getByText(`Welcome to ${BUSINESS.name}`, { exact: true })).toBeHidden();
    await returning.close();
  });

  test('runs its four stages, then the features page; shows once per first visit', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: `Welcome to ${BUSINESS.name}` });
    await advanceUntilVisible(page, dialog);
    const status = dialog.getByRole('status');
    const stages = [
      'Getting your personalized experience ready...',
      'Loading Charlotte apartment complexes...',
      'Preparing TV mounting options...',
      'Almost ready!',
    ];
    for (const [index, stage] of stages.entries()) {
      await expect(status).toHaveText(stage);
      if (index < stages.length - 1) await page.clock.runFor(1500);
    }
    await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
    await page.clock.runFor(1500);
    const features = page.getByRole('dialog', { name: `Why Choose ${BUSINESS.name}?` });
    await expect(features).toBeVisible();
    await expect(features.getByRole('button', { name: 'Skip' })).toBeVisible();
    await features.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    expect(await page.evaluate(() => localStorage.getItem('ctm_welcome_shown'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Skip dismisses it at once and it does not come back', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: `Welcome to ${BUSINESS.name}` });
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('/welcome-test shows the flags and its four buttons work', async ({ page }) => {
    await page.goto('/welcome-test');
    await page.getByRole('button', { name: 'Skip' }).click();
    const flags = page.getByRole('definition');
    await expect(flags.nth(0)).toHaveText('false');
    await expect(flags.nth(1)).toHaveText('true');

    await page.getByRole('button', { name: 'Test Animation' }).click();
    await expect(page.getByRole('dialog', { name: `Welcome to ${BUSINESS.name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear Storage & Reload' }).click();
    await expect(page.getByRole('dialog', { name: `Welcome to ${BUSINESS.name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();

    await page.evaluate(() => localStorage.removeItem('ctm_first_time_user'));
    await page.getByRole('button', { name: 'Mark as Returning User' }).click();
    await expect(flags.nth(0)).toHaveText('false');
    await expect(flags.nth(1)).toHaveText('true');

    await page.getByRole('button', { name: 'Show Welcome Animation (Reset & Reload)' }).click();
    await expect(page.getByRole('dialog', { name: `Welcome to ${BUSINESS.name}` })).toBeVisible();
  });
});

test('/service-images-test shows six images', async ({ page }) => {
  await page.goto('/service-images-test');
  const images = page.getByRole('main').getByRole('img');
  await expect(images).toHaveCount(6);
  for (const image of await images.all()) {
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(
      0,
    );
  }
});
