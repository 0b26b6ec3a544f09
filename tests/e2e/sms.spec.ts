// Texts at booking (issue 29, decisions.md "Text messages (SMS)"): the box on the contact step,
// unticked, with its disclosure; a ticked box needs a US number (said beside the phone, in the
// page's language) and survives a refresh; a cash booking with it puts a confirmation text, to
// the number in E.164, in the admin's Outbox under the Texts filter. Screens at 390 and 1280 px
// go to /work/shots for a person to look at.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, ownContact, test } from './support/test';
import {
  addLivingRoomTv,
  axeClean,
  bookingCreated,
  fillHouseContact,
  next,
  pickWindow,
  startGeneral,
} from './support/booking';
import { signInAsAdmin } from './support/staff';

test.describe.configure({ timeout: 120_000 });

const SHOTS = '/work/shots';
const BOX = 'Text me updates about this booking';
const NOT_US = 'Enter a valid US mobile number to get texts';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** One TV, no services, a window `offset` days ahead: on the contact step. */
async function toContactStep(page: Page, offset: number) {
  await startGeneral(page);
  await addLivingRoomTv(page);
  await page.getByRole('button', { name: /^Book All TVs/ }).click();
  await page.getByRole('button', { name: 'Skip Additional Services' }).click();
  await pickWindow(page, offset);
  await next(page, 'Continue to Contact Details').click();
  await expect(page.getByLabel('Phone Number')).toBeVisible();
}

test('the box is unticked with its disclosure, needs a US number, keeps across a refresh, and is Spanish on /es', async ({
  page,
}) => {
  await toContactStep(page, 4);
  const box = page.getByRole('checkbox', { name: BOX });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription(
    'Message and data rates may apply. Reply STOP to opt out, HELP for help.',
  );
  await fillHouseContact(page);
  await page.getByLabel('Phone Number').fill('+44 20 7946 0958');
  await box.check();

  // A number that cannot take US texts is named beside the phone, not sent.
  await next(page, 'Continue to Payment').click();
  const phone = page.getByLabel('Phone Number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(NOT_US);
  // Unticked, the number needs no texts: the message goes with the box.
  await box.uncheck();
  await expect(phone).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText(NOT_US)).toHaveCount(0);
  await box.check();
  await expect(phone).toHaveAccessibleDescription(NOT_US);

  // The draft keeps the box across a refresh.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: BOX })).toBeChecked();

  // The same booking in Spanish: the box, its disclosure (STOP and HELP kept) and the message.
  await page.goto('/es/book/contact');
  const caja = page.getByRole('checkbox', {
    name: 'Envíenme mensajes de texto sobre esta reserva',
  });
  await expect(caja).toBeChecked();
  await expect(caja).toHaveAccessibleDescription(
    'Pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibirlos o HELP para obtener ayuda.',
  );
  await page.getByRole('button', { name: 'Continuar al pago' }).first().click();
  await expect(page.getByLabel('Número de teléfono')).toHaveAccessibleDescription(
    'Escriba un número de celular válido de EE. UU. para recibir mensajes de texto',
  );
});

for (const width of [390, 1280]) {
  test(`the contact step with the box is axe-clean at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await toContactStep(page, 5);
    await fillHouseContact(page);
    await page.getByRole('checkbox', { name: BOX }).check();
    await axeClean(page);
    await shoot(page, `sms-contact-step-${width}`);
  });
}

// Waits for the server branch: the confirmation text is queued by the server's notifications.
test('a cash booking with the box ticked puts its confirmation text in the Outbox, under Texts', async ({
  page,
}) => {
  const contact = ownContact('texts.customer@example.com');
  await toContactStep(page, 6);
  await fillHouseContact(page);
  await page.getByLabel('Email Address').fill(contact.email);
  await page.getByLabel('Phone Number').fill(contact.phone);
  await page.getByRole('checkbox', { name: BOX }).check();
  await next(page, 'Continue to Payment').click();
  await page.getByRole('radio', { name: /Cash/ }).check();
  const created = bookingCreated(page);
  await next(page, 'Confirm Booking').click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ smsOptIn: true });
  const { reference } = (await response.json()) as { reference: string };

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Outbox' }).click();
  await page.getByLabel('Channel').selectOption({ label: 'Texts' });
  const e164 = `+1${contact.phone.replace(/\D/g, '')}`;
  const text = page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: reference });
  await expect(text).toHaveCount(1);
  await expect(text).toContainText('Text');
  await expect(text).toContainText(`To: ${e164}`);
  // Only texts under the filter.
  await expect(
    page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: 'E-mail' }),
  ).toHaveCount(0);
  await text.getByRole('button', { name: /^Read/ }).click();
  await expect(page.getByRole('dialog', { name: `Text to ${e164}` })).toContainText(reference);
  await page.keyboard.press('Escape');
  await shoot(page, 'sms-admin-outbox-texts');
});
