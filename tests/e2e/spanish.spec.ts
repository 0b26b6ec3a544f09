// Issue 28, "Done when": a customer books one TV in Spanish from /es to a cash confirmation, the
// confirmation e-mail and its invite are in Spanish, and no English interface word is left on
// /es, /es/book/*, /es/mount-depot, /es/track and the Spanish 404; axe finds nothing on them at
// 390 and 1280 px. Found by role and Spanish label, as a Spanish-speaking customer reads them.
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, ownContact, test } from './support/test';
import { axeClean, bookingCreated } from './support/booking';
import { englishWordsOn } from './support/english-words';
import { adminToken } from './support/staff';

test.describe.configure({ timeout: 120_000 });

/**
 * Products other tests add in the admin with English text only (the suite shares one server):
 * the store shows what staff typed.
 */
async function englishOnlyProductTexts(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/products');
  const products = (await response.json()) as {
    name: string;
    description: string;
    nameEs: string | null;
    descriptionEs: string | null;
  }[];
  return products.flatMap((product) => [
    ...(product.nameEs ? [] : [product.name]),
    ...(product.descriptionEs ? [] : [product.description]),
  ]);
}

async function expectSpanishOnly(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const typedByStaff = await englishOnlyProductTexts(page);
  expect(await englishWordsOn(page, typedByStaff), page.url()).toEqual([]);
}

const PAGES = [
  ['/es', 'Montaje de TV'],
  ['/es/book/type', 'Elija su tipo de reserva'],
  ['/es/mount-depot', 'Mount Depot'],
  ['/es/track', null],
  ['/es/no-such-page', '404 Página no encontrada'],
] as const;

for (const width of [390, 1280]) {
  test(`the Spanish pages have no English words and no axe violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(path === '/es/no-such-page' ? 404 : 200);
      if (heading) {
        await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      } else {
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
      await expectSpanishOnly(page);
      await axeClean(page);
    }
  });
}

test('a customer books one TV in Spanish for cash; the mail and the invite are in Spanish', async ({
  page,
  request,
}) => {
  const contact = ownContact('lucia.garcia@example.com');
  await page.goto('/es/book/type');
  await expect(page.getByRole('heading', { name: 'Elija su tipo de reserva' })).toBeVisible();
  await page.getByRole('button', { name: /Reserva general/ }).click();
  await expect(page).toHaveURL(/\/es\/book\/tvs$/);

  await page.getByRole('button', { name: 'Sala', exact: true }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: '56"-65"' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page
    .getByRole('button', { name: 'Pared de tablaroca (drywall) con montantes de madera' })
    .click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('radio', { name: /Soporte inclinable/ }).check();
  await page.getByRole('checkbox', { name: /Cables ocultos en la pared/ }).check();
  await expect(page.getByTestId('draft-tv-price')).toHaveText('$218.98');
  await expectSpanishOnly(page);
  await page.getByRole('button', { name: 'Agregar TV a la reserva' }).click();
  await page.getByRole('button', { name: 'Reservar todos los televisores ($218.98)' }).click();

  await page.getByRole('button', { name: 'Omitir servicios adicionales' }).click();
  await page.getByRole('button', { name: /^Mañana,/ }).click();
  const slot = page
    .getByRole('button', {
      name: /\d{1,2}:00 [ap]\. m\. – \d{1,2}:00 [ap]\. m\.$/,
      disabled: false,
    })
    .first();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await expectSpanishOnly(page);
  await page.getByRole('button', { name: 'Continuar a los datos de contacto' }).first().click();

  await page.getByLabel('Nombre completo').fill('Lucía García');
  await page.getByLabel('Correo electrónico').fill(contact.email);
  await page.getByLabel('Número de teléfono').fill(contact.phone);
  await page.getByRole('radio', { name: 'Casa' }).check();
  await page.getByLabel('Dirección').fill('1200 Queens Rd, Charlotte, NC 28207');
  await expectSpanishOnly(page);
  await page.getByRole('button', { name: 'Continuar al pago' }).first().click();

  await page.getByRole('radio', { name: /Efectivo/ }).check();
  await expectSpanishOnly(page);
  const created = bookingCreated(page);
  await page.getByRole('button', { name: 'Confirmar reserva' }).first().click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ locale: 'es' });
  const booking = (await response.json()) as { totalPrice: number; reference: string };
  expect(booking.totalPrice).toBe(21898);

  await expect(page.getByText('¡Cita confirmada!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/es\/book\/confirmed\/[^/]+$/);
  await expectSpanishOnly(page);
  await axeClean(page);

  // The invite the confirmation offers is the booking's, in Spanish.
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /calendario/i })
    .first()
    .click();
  const invite = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(invite).toContain('BEGIN:VCALENDAR');
  expect(invite).toContain(`llegada del técnico (reserva ${booking.reference})`);
  expect(invite).not.toContain('technician arrives');

  // The confirmation e-mail, as the outbox holds it: Spanish, with the Spanish manage link.
  const token = await adminToken(request);
  const mails = (await (
    await request.get('/api/outbox?limit=200', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { to: string; subject: string | null; body: string }[];
  const mail = mails.find((m) => m.to === contact.email);
  expect(mail, 'the confirmation e-mail').toBeDefined();
  expect(mail?.subject).toContain(booking.reference);
  expect(mail?.body).toMatch(/Gracias|reserva/);
  expect(mail?.body).toContain('/es/my-booking/');
  expect(mail?.body).not.toMatch(/\b(?:Thank you|Your booking|Arrival window)\b/);
});
