// The Spanish site's frame and landing page (issue 28, decisions.md "Languages (English and
// Spanish)"): /es is the landing page in Spanish, server-rendered with lang="es"; the switch
// moves to the same page in the other language and back; a browser that prefers Spanish is
// offered /es with a notice, never redirected; an unknown /es path is the Spanish 404. The
// English page keeps its words.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SEED_BUSINESS_FACTS } from '../../src/domain/catalog/business-seed';
import { SERVICE_CARDS } from '../../src/domain/catalog/landing-sections';
import { formatMoney } from '../../src/domain/pricing/format-money';
import { expect, test as base } from './support/test';

// Every test also fails on a console error or an uncaught page error (a hydration mismatch
// between the server's Spanish and the browser's would be one).
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // The 404 page answers 404 on purpose: the browser logs the status.
        if (msg.type() === 'error' && !msg.text().includes('status of 404'))
          errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

const CITY = SEED_BUSINESS_FACTS.address;

/** The page has hydrated: the header's buttons answer (the call dialog opens). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => window.__hydrated === true);
}

/** Axe's serious and critical findings, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('the landing page at /es', () => {
  test('is Spanish HTML from the server: lang, hero, services and their prices', async ({
    page,
  }) => {
    const response = await page.goto('/es');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Montaje de TV profesional en ${CITY}`,
    );
    await expect(page.getByRole('button', { name: 'Arme su montaje' }).first()).toBeVisible();

    const services = page.locator('#services');
    await services.scrollIntoViewIfNeeded();
    await expect(services.getByRole('heading', { level: 2 })).toHaveText(
      'Instalación bien hecha, con el precio por adelantado',
    );
    for (const title of [
      'Montaje en pared',
      'Instalación completa',
      'Instalación de barra de sonido',
    ])
      await expect(services.getByRole('heading', { level: 3, name: title })).toBeVisible();
    const wall = SERVICE_CARDS.find((card) => card.key === 'wallMounting');
    await expect(services.getByText('Desde').first()).toBeVisible();
    await expect(services).toContainText(formatMoney(wall?.startingPriceCents ?? 0, 'es'));
    // Not one English card title is left.
    for (const card of SERVICE_CARDS)
      await expect(services.getByRole('heading', { level: 3, name: card.title })).toHaveCount(0);

    // The frame around it: nav, banner, footer.
    await expect(page.getByRole('navigation', { name: 'Principal' })).toContainText('Galería');
    await expect(page.getByRole('region', { name: 'Promociones' })).toContainText(
      'Montaje de TV desde $99',
    );
    await expect(page.getByRole('contentinfo')).toContainText('Nuestra promesa');

    // Every section hydrates over the server's Spanish without a mismatch (consoleErrors).
    const pending = page.locator('main [data-hydrate-pending]');
    for (let left = await pending.count(); left > 0; left = await pending.count()) {
      // A section may hydrate on its own between the count and the scroll: then there is
      // nothing to scroll to, and the count below still has to fall.
      await pending
        .first()
        .scrollIntoViewIfNeeded({ timeout: 2_000 })
        .catch(() => undefined);
      await expect.poll(() => pending.count()).toBeLessThan(left);
    }
    await expect(pending).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'Lo que dicen nuestros clientes' }),
    ).toBeVisible();
  });

  test('the call dialog and the ZIP check answer in Spanish', async ({ page }) => {
    await page.goto('/es');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Llámenos' }).click();
    const dialog = page.getByRole('dialog', { name: SEED_BUSINESS_FACTS.name });
    await expect(dialog.getByRole('link', { name: 'LLAME AHORA - GRATIS' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(dialog).toBeHidden();

    const zip = page.getByLabel('Código postal');
    await zip.scrollIntoViewIfNeeded();
    await zip.fill('28801');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('status').filter({ hasText: '28801' })).toContainText(
      'Todavía no damos servicio en el código postal 28801',
    );
  });

  test('welcomes a first visit in Spanish', async ({ browser, baseURL }) => {
    // A first-time visitor: no stored flags.
    const context = await browser.newContext({ baseURL, storageState: undefined });
    const page = await context.newPage();
    await page.goto('/es');
    await expect(
      page.getByRole('dialog', { name: `Le damos la bienvenida a ${SEED_BUSINESS_FACTS.name}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Omitir' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await context.close();
  });

  test('axe finds no serious or critical violation on /es', async ({ page }) => {
    await page.goto('/es');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the language switch', () => {
  test('goes to the same page in English and back, keeping the path', async ({ page }) => {
    await page.goto('/es/track');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/track$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/track$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // The home page too, from the footer's switch: /es <-> /.
    await page.goto('/es');
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Professional TV Mounting in ${CITY}`,
    );
  });

  for (const width of [320, 390, 1280]) {
    test(`stays in view in the header at ${width} px, in both languages`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, name] of [
        ['/es', 'English'],
        ['/', 'Español'],
      ] as const) {
        await page.goto(path);
        const link = page.getByRole('banner').getByRole('link', { name });
        await expect(link).toBeInViewport({ ratio: 1 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-US' });

  test('is offered /es on / with a notice, never redirected', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const notice = page.getByRole('complementary', {
      name: 'Esta página está disponible en español.',
    });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Ver en español' })).toHaveAttribute(
      'href',
      '/es',
    );
    // Still the English page a while later: a notice, not a redirect.
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Professional TV Mounting in ${CITY}`,
    );
  });
});

test.describe('the Spanish 404', () => {
  test('answers /es/no-such-page with the 404 page in Spanish', async ({ page }) => {
    const response = await page.goto('/es/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Página no encontrada');
    await expect(page.getByText('La página que busca no existe o se ha movido.')).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Montaje de TV profesional en ${CITY}`,
    );
  });
});

test.describe('the English page', () => {
  test('keeps its words, every placeholder filled once the page runs', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Professional TV Mounting in ${CITY}`,
    );
    await page.getByRole('button', { name: 'Call us' }).click();
    await expect(page.getByRole('dialog', { name: SEED_BUSINESS_FACTS.name })).toContainText(
      'CALL NOW - FREE',
    );
    // A production @lingui/core cannot compile "Call {phone}" by itself (compile-placeholders.ts).
    const text = await page.locator('body').innerText();
    expect(text.match(/\{\w+\}/g)).toBeNull();
  });
});
