// Issue 12's "Done when", in Chromium at 390 px and 1280 px: every booking screen has its own URL,
// a refresh keeps the screen and everything entered, Back and Forward move one screen, houses need
// no unit number, bad photos are refused the moment they are chosen, axe finds nothing on any
// screen, focus lands on each screen's heading, and nothing scrolls sideways at 320 px.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, ownContact, test } from './support/test';
import {
  addLivingRoomTv,
  axeClean,
  bookingCreated,
  dayLabel,
  fillHouseContact,
  firstRoomTvOfSize,
  heading,
  next,
  pickWindow,
  startGeneral,
} from './support/booking';

// Whole bookings on a machine shared with other builds: minutes, not the default 30 s.
test.describe.configure({ timeout: 240_000 });

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectFocusedHeading(page: Page, name: string) {
  await expect(heading(page, name)).toBeFocused();
}

/** One living-room TV, no services, the first free window `offset` days out. */
async function scheduleLivingRoomTv(page: Page, offset: number, addOns: RegExp[] = []) {
  await addLivingRoomTv(page, addOns);
  await next(page, /^Book All TVs/).click();
  await next(page, 'Skip Additional Services').click();
  await pickWindow(page, offset);
}

/** A general booking up to its contact screen: one TV `offset` days out. */
async function toContactDetails(page: Page, offset: number) {
  await startGeneral(page);
  await scheduleLivingRoomTv(page, offset);
  await next(page, 'Continue to Contact Details').click();
}

/** From the contact screen: a house, paid in cash, confirmed; answers the booking's POST. */
async function confirmHouseByCash(page: Page) {
  await fillHouseContact(page);
  await next(page, 'Continue to Payment').click();
  await page.getByRole('radio', { name: /Cash/ }).check();
  const created = bookingCreated(page);
  await next(page, 'Confirm Booking').click();
  return created;
}

/** By keyboard: focus the button, press Enter. */
async function press(page: Page, name: string | RegExp) {
  await page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .focus();
  await page.keyboard.press('Enter');
}

/**
 * The apartment path by keyboard, from the booking type to an added TV (Museum Tower's first
 * plan and room, 44"-55" on its metal-stud walls). `onScreen` checks each screen on the way, named
 * by its heading (none for the builder once the TV is added).
 */
async function apartmentTvByKeyboard(
  page: Page,
  onScreen: (heading?: string) => Promise<void> = async () => {},
) {
  await press(page, /Apartment Complex/);
  await onScreen('Select Your Apartment Complex & Floor Plan');
  await press(page, /Museum Tower/);
  await page.getByLabel('Floor Plan').selectOption({ index: 1 });
  await page
    .getByRole('group', { name: /Rooms for a TV/ })
    .getByRole('button')
    .first()
    .click();
  await press(page, 'Continue with Floor Plan');
  await onScreen('Add Photos of Your Rooms');
  await press(page, 'Skip Photos');
  await onScreen('Build Your TV Installation');
  await firstRoomTvOfSize(page, '44"-55"');
  await page.getByRole('button', { name: 'Drywall (metal studs)' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await press(page, 'Add TV to Booking');
  await onScreen();
}

/** Nothing floats over the element: what is drawn at its centre is the element itself. */
async function expectUncovered(locator: Locator) {
  await expect(locator).toBeVisible();
  const onTop = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
  expect(onTop, 'covered by something floating').toBe(true);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('refresh keeps every screen and what was entered; Back and Forward move one screen', async ({
      page,
    }) => {
      await startGeneral(page);
      // A TV half built survives a refresh, at its step.
      await page.getByRole('button', { name: 'Living Room', exact: true }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.reload();
      await expect(page.getByRole('button', { name: '56"-65"' })).toBeVisible();
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByRole('button', { name: 'Living Room', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: '56"-65"' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Drywall (wood studs)' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Add TV to Booking' }).click();
      // The phone customer sees what was added where they are looking.
      await expect(page.getByRole('status').filter({ hasText: 'Added Living Room' })).toBeVisible();
      await page.reload();
      // The total and the next button: in the bottom bar on a phone, the side column on a desktop,
      // never under the floating call button or the assistant's title bar.
      await expectUncovered(next(page, /^Book All TVs \(\$/));
      if (size.width < 1024) await expectUncovered(page.getByTestId('sticky-total'));
      else await expectUncovered(page.getByTestId('quote-total'));
      await next(page, /^Book All TVs \(\$/).click();

      await expect(page).toHaveURL(/\/book\/services$/);
      await page.getByRole('button', { name: 'Add Wire Cord Concealer, $35.00' }).click();
      await page.reload();
      await expect(
        page.getByRole('button', { name: 'Added Wire Cord Concealer, $35.00' }),
      ).toBeVisible();
      await next(page, 'Continue with Services').click();

      await expect(page).toHaveURL(/\/book\/schedule$/);
      const slotName = await pickWindow(page, 4);
      await page.reload();
      await expect(
        page.getByRole('button', { name: new RegExp(`${dayLabel(4)}$`) }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: slotName, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await next(page, 'Continue to Contact Details').click();

      await expect(page).toHaveURL(/\/book\/contact$/);
      await fillHouseContact(page);
      await page.getByLabel(/Notes for the technician/).fill('Gate code 4411');
      await page.reload();
      await expect(page.getByLabel('Full Name')).toHaveValue('Jordan Avery');
      await expect(page.getByRole('radio', { name: 'House' })).toBeChecked();
      await expect(page.getByLabel(/Notes for the technician/)).toHaveValue('Gate code 4411');
      await next(page, 'Continue to Payment').click();

      await expect(page).toHaveURL(/\/book\/payment$/);
      await page.getByRole('radio', { name: /Cash/ }).check();
      await page.reload();
      await expect(page.getByRole('radio', { name: /Cash/ })).toBeChecked();

      // The browser's Back returns one screen, with everything still there; Forward returns.
      await page.goBack();
      await expect(page).toHaveURL(/\/book\/contact$/);
      await expect(page.getByLabel('Email Address')).toHaveValue(
        ownContact('jordan@example.com').email,
      );
      await page.goBack();
      await expect(page).toHaveURL(/\/book\/schedule$/);
      await expect(page.getByRole('button', { name: slotName, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.goForward();
      await expect(page).toHaveURL(/\/book\/contact$/);
      await page.goForward();
      await expect(page).toHaveURL(/\/book\/payment$/);

      const created = bookingCreated(page);
      await next(page, 'Confirm Booking').click();
      const booking = (await (await created).json()) as {
        id: number;
        reference?: string;
        propertyType?: string;
        notes?: string;
        unitNumber: string | null;
      };
      await expect(page).toHaveURL(/\/book\/confirmed\/[^/]+$/);
      const reference = await page.getByTestId('booking-reference').textContent();
      if (booking.reference) expect(reference).toBe(booking.reference);
      // The confirmation survives a refresh; the draft is gone.
      await page.reload();
      await expect(heading(page, 'Booking Confirmed')).toBeVisible();
      await expect(page.getByTestId('booking-reference')).toHaveText(reference ?? '');
      await expect(page.getByText(`#${booking.id}`, { exact: true })).toHaveCount(0);
      // "Add to calendar": the arrival window as an .ics file named by the reference.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Add to calendar' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`booking-${reference}.ics`);
      const ics = await readFile(await file.path(), 'utf8');
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics.replace(/\r\n /g, '')).toContain(reference ?? '');
      await page.goto('/book/tvs');
      await expect(next(page, /^Book All TVs \(\$/)).toBeDisabled();
    });

    test('a house needs no unit number; an apartment does, said beside the field', async ({
      page,
    }) => {
      await toContactDetails(page, 5);

      await expect(page.getByLabel('Street Address')).toBeVisible();
      await fillHouseContact(page);
      await page.getByRole('radio', { name: 'Apartment or condo' }).check();
      await next(page, 'Continue to Payment').click();
      const unit = page.getByLabel(/Apartment \/ Unit Number/);
      await expect(unit).toHaveAttribute('aria-invalid', 'true');
      await expect(unit).toHaveAccessibleDescription('Enter your apartment or unit number');
      await expect(unit).toBeFocused();
      await expect(page).toHaveURL(/\/book\/contact$/);

      await page.getByRole('radio', { name: 'House' }).check();
      await expect(unit).toHaveAttribute('aria-invalid', 'false');
      await next(page, 'Continue to Payment').click();
      await expect(page).toHaveURL(/\/book\/payment$/);
    });

    test('an address outside the service area is refused beside the field, naming the ZIP', async ({
      page,
    }) => {
      await toContactDetails(page, 5);
      await fillHouseContact(page);
      await page.getByLabel('Street Address').fill('1 Peachtree St, Atlanta, GA 30303');
      await next(page, 'Continue to Payment').click();
      const address = page.getByLabel('Street Address');
      await expect(address).toHaveAttribute('aria-invalid', 'true');
      await expect(address).toHaveAccessibleDescription(/30303/);
      await expect(page).toHaveURL(/\/book\/contact$/);
    });

    // Issue 26: refused at the field as soon as the address is entered, not later in a toast.
    test('an outside ZIP or a missing one is said beside the address as soon as it is entered', async ({
      page,
    }) => {
      await toContactDetails(page, 5);
      await fillHouseContact(page);
      const address = page.getByLabel('Street Address');
      const phone = (await page.request.get('/api/business').then((r) => r.json())) as {
        phone: string;
      };

      // Typed with an outside ZIP: refused while still in the field, naming the ZIP and the phone.
      await address.fill('');
      await address.pressSequentially('45 Somewhere Road, Asheville, NC 28801');
      await expect(address).toBeFocused();
      await expect(address).toHaveAttribute('aria-invalid', 'true');
      await expect(address).toHaveAccessibleDescription(
        new RegExp(
          `^We do not serve ZIP code 28801 yet\\. Call us at ${escape(phone.phone)} and we will see`,
        ),
      );

      // No ZIP at all: said once the field is left.
      await address.fill('45 Somewhere Road, Asheville');
      await page.getByLabel('Full Name').focus();
      await expect(address).toHaveAccessibleDescription(/Include the 5-digit ZIP code/);
      await next(page, 'Continue to Payment').click();
      await expect(page).toHaveURL(/\/book\/contact$/);
      await expect(address).toBeFocused();
      // Nothing is missing, so no "fill in all fields" toast.
      await expect(page.getByText('Contact information required')).toHaveCount(0);

      await address.fill('45 Somewhere Road, Charlotte, NC 28202');
      await expect(address).toHaveAttribute('aria-invalid', 'false');
      await next(page, 'Continue to Payment').click();
      await expect(page).toHaveURL(/\/book\/payment$/);
    });

    test('a GIF or a text file named .png is refused the moment it is chosen', async ({ page }) => {
      await startGeneral(page);
      const input = page.getByLabel('Room photo files');
      const refusal = page.getByRole('alert');
      await input.setInputFiles({
        name: 'wall.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from(
          'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
          'base64',
        ),
      });
      await expect(refusal).toHaveText('File wall.gif is not an image.');
      await input.setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('this is text, not a picture'),
      });
      await expect(refusal).toHaveText('File notes.png is not an image.');
      // The right first bytes but nothing behind them: decoded, so refused too.
      await input.setInputFiles({
        name: 'cut.png',
        mimeType: 'image/png',
        buffer: PNG_1X1.subarray(0, 40),
      });
      await expect(refusal).toHaveText('File cut.png is not an image.');
      await expect(page.getByText('0/5 photos')).toBeVisible();

      await input.setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: PNG_1X1 });
      await expect(page.getByText('1/5 photos')).toBeVisible();
      await expect(page.getByText(/is not an image\.$/)).toHaveCount(0);
      // Kept in the browser (IndexedDB) with the draft: a refresh shows it again.
      await page.reload();
      await expect(page.getByText('1/5 photos')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Room photo 1' })).toBeVisible();
    });

    test('an accepted photo is re-drawn as a JPEG, uploaded on its own and attached to the booking', async ({
      page,
    }) => {
      await startGeneral(page);
      await page
        .getByLabel('Room photo files')
        .setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: PNG_1X1 });
      await expect(page.getByText('1/5 photos')).toBeVisible();
      await scheduleLivingRoomTv(page, 7);
      await next(page, 'Continue to Contact Details').click();
      const uploaded = page.waitForRequest(
        (r) => r.url().includes('/api/booking-photos') && r.method() === 'POST',
      );
      const created = confirmHouseByCash(page);
      const upload = await uploaded;
      expect(upload.headers()['content-type']).toBe('image/jpeg');
      expect(upload.url()).toContain('name=wall.png');
      const response = await created;
      const sent = response.request().postDataJSON() as {
        roomPhotoIds: string[];
        roomPhotos?: unknown;
      };
      expect(sent.roomPhotoIds).toHaveLength(1);
      expect(sent.roomPhotos).toBeUndefined();
      expect(response.status()).toBe(201);
      expect(((await response.json()) as { photoCount: number }).photoCount).toBe(1);
    });

    test('same-day asked for and a window 3 days out: told on screen, stored without the $75', async ({
      page,
    }) => {
      await startGeneral(page);
      await scheduleLivingRoomTv(page, 3, [/Same-Day Service/]);
      await expect(page.getByText(/its \$75 fee is not charged/)).toBeVisible();
      await next(page, 'Continue to Contact Details').click();
      const booking = (await (await confirmHouseByCash(page)).json()) as {
        totalPrice: number;
        priceBreakdown: { oneTimeFeesTotalCents: number };
      };
      expect(booking.priceBreakdown.oneTimeFeesTotalCents).toBe(0);
      await expect(heading(page, 'Booking Confirmed')).toBeVisible();
    });

    test('axe finds nothing on the screens up to the services; each focuses and names its heading', async ({
      page,
    }) => {
      await page.goto('/book/type');
      await expectFocusedHeading(page, 'Choose Your Booking Type');
      await axeClean(page);

      // The apartment path, by keyboard.
      await apartmentTvByKeyboard(page, async (name) => {
        if (name) await expectFocusedHeading(page, name);
        if (name === 'Select Your Apartment Complex & Floor Plan') {
          await expect(page.getByRole('status').filter({ hasText: /^Step 2 of/ })).toHaveCount(1);
        }
        await axeClean(page);
      });
      await press(page, /^Book All TVs/);
      await expectFocusedHeading(page, 'Additional Services');
      await axeClean(page);
    });

    test('axe finds nothing on the screens from scheduling to the confirmation; each focuses its heading', async ({
      page,
    }) => {
      // By keyboard.
      await page.goto('/book/type');
      await apartmentTvByKeyboard(page);
      await press(page, /^Book All TVs/);
      await press(page, 'Skip Additional Services');
      await expectFocusedHeading(page, 'Schedule Your Appointment');
      await press(page, new RegExp(`${dayLabel(2)}$`));
      await page
        .getByRole('button', { name: / - \d{1,2}:00 (AM|PM)$/, disabled: false })
        .first()
        .focus();
      await page.keyboard.press('Enter');
      await axeClean(page);
      await press(page, 'Continue to Contact Details');
      await expectFocusedHeading(page, 'Your Contact Details');
      await page.getByLabel('Full Name').fill('Jordan Avery');
      await page.getByLabel('Email Address').fill('jordan@example.com');
      await page.getByLabel('Phone Number').fill('7045550142');
      await page.getByLabel('Street Address').fill('500 S Tryon St, Charlotte, NC 28202');
      await page.getByLabel(/Apartment \/ Unit Number/).fill('1204');
      await axeClean(page);
      await page.getByLabel(/Apartment \/ Unit Number/).press('Enter');
      await expectFocusedHeading(page, 'Choose How to Pay');
      await axeClean(page);
      await press(page, 'Continue to Card Payment');
      await expectFocusedHeading(page, 'Card Payment');
      await expect(page.getByText('TEST payment: no real card is charged')).toBeVisible();
      // Pay and the amount: at the bottom of a phone's screen, uncovered; in the form on a desktop.
      await expectUncovered(page.getByRole('button', { name: /^Pay \$/ }));
      await axeClean(page);
      await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/34');
      await page.getByLabel('CVC').fill('123');
      await page.getByLabel('CVC').press('Enter');
      await expectFocusedHeading(page, 'Booking Confirmed');
      await axeClean(page);
    });
  });
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no screen of the flow scrolls sideways', async ({ page }) => {
    await page.goto('/book/type');
    await expect(heading(page, 'Choose Your Booking Type')).toBeVisible();
    await noSidewaysScroll(page);
    await expect(page.getByRole('button', { name: 'Call' })).toBeVisible();
    await page.getByRole('button', { name: /Apartment Complex/ }).click();
    await noSidewaysScroll(page);
    await page.goto('/book/type');
    await page.getByRole('button', { name: /General Booking/ }).click();
    await expect(heading(page, 'Build Your TV Installation')).toBeVisible();
    await noSidewaysScroll(page);
    await addLivingRoomTv(page);
    await noSidewaysScroll(page);
    await next(page, /^Book All TVs/).click();
    await expect(heading(page, 'Additional Services')).toBeVisible();
    await noSidewaysScroll(page);
    await next(page, 'Skip Additional Services').click();
    await pickWindow(page, 6);
    await noSidewaysScroll(page);
    await next(page, 'Continue to Contact Details').click();
    await fillHouseContact(page);
    await noSidewaysScroll(page);
    await next(page, 'Continue to Payment').click();
    await expect(heading(page, 'Choose How to Pay')).toBeVisible();
    await noSidewaysScroll(page);
    await next(page, 'Continue to Card Payment').click();
    await expect(page.getByText('TEST payment: no real card is charged')).toBeVisible();
    await noSidewaysScroll(page);
  });
});
