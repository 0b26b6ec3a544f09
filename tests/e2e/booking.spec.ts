// The booking flow driven like a customer (issue 5): builder with the engine's live prices,
// scheduling, cash and sandbox card payments, the apartment path and the photo rules.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  addTv,
  bookingCreated,
  expectNotAnImage,
  fillApartmentContact,
  fillWindow,
  firstRoomTvOfSize,
} from './support/booking';
import { addDays, businessToday } from '../../src/domain/scheduling/business-time';

// The whole flow, on a machine shared with other builds, takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const tomorrow = () => addDays(businessToday(new Date()), 1);

async function openBuilder(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Mount Builder', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Choose Your Booking Type' })).toBeVisible();
}

async function scheduleTomorrow(page: Page, slotIndex: number) {
  await page.getByRole('button', { name: /^Tomorrow,/ }).click();
  const slot = page.getByRole('button', { name: / - \d{1,2}:00 (AM|PM)$/ }).nth(slotIndex);
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continue to Contact Details' }).first().click();
}

/** The confirmation shows the booking's public reference at its own URL, never the integer id. */
async function expectConfirmation(page: Page, booking: { id: number; reference?: string }) {
  await expect(page).toHaveURL(/\/book\/confirmed\/[^/]+$/);
  const shown = decodeURIComponent(page.url().split('/').pop() ?? '');
  await expect(page.getByTestId('booking-reference')).toHaveText(shown);
  if (booking.reference) expect(shown).toBe(booking.reference);
  await expect(page.getByText(`#${booking.id}`, { exact: true })).toHaveCount(0);
}

async function oneGeneralTv(page: Page) {
  await openBuilder(page);
  await page.getByRole('button', { name: /General Booking/ }).click();
  await addTv(page, {
    room: 'Living Room',
    size: '56"-65"',
    wall: 'Drywall (wood studs)',
    mount: /Tilt Mount/,
    addOns: [/Wire in Wall/],
  });
  await expect(page.getByTestId('draft-tv-price')).toHaveText('$218.98');
  await page.getByRole('button', { name: 'Add TV to Booking' }).click();
  await expect(page.getByRole('button', { name: 'Book All TVs ($218.98)' })).toBeVisible();
}

test('the step counter keeps one total for the flow, card or cash (issue 26)', async ({ page }) => {
  const counter = (text: string) => page.getByText(text, { exact: true });
  await openBuilder(page);
  // The first screen's answer decides the flow, so it names no total.
  await expect(counter('Step 1')).toBeVisible();
  await expect(page.getByText(/^Step 1 of/)).toHaveCount(0);
  await page.getByRole('button', { name: /General Booking/ }).click();
  await expect(counter('Step 2 of 6')).toBeVisible();
  await addTv(page, { room: 'Living Room', size: '44"-55"', wall: 'Drywall (wood studs)' });
  await page.getByRole('button', { name: 'Add TV to Booking' }).click();
  await page.getByRole('button', { name: /^Book All TVs/ }).click();
  await expect(counter('Step 3 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Skip Additional Services' }).click();
  await expect(counter('Step 4 of 6')).toBeVisible();
  await scheduleTomorrow(page, 0);
  await expect(counter('Step 5 of 6')).toBeVisible();
  // No maps key here: the address field is a plain text field, with no provider notice.
  await expect(page.getByLabel('Street Address')).toBeVisible();
  await expect(page.getByText(/google maps|billing|autocomplete/i)).toHaveCount(0);
  await fillApartmentContact(page, '1204');
  await expect(counter('Step 6 of 6')).toBeVisible();
  await page.getByRole('radio', { name: /Cash/ }).check();
  await expect(counter('Step 6 of 6')).toBeVisible();
  await page.getByRole('radio', { name: /Credit or Debit Card/ }).check();
  await expect(counter('Step 6 of 6')).toBeVisible();
  await expect(page.getByText(/^Step \d+ of 7$/)).toHaveCount(0);
});

test("one TV paid in cash: live price, the spec's notices, a slot, the server at the engine's price", async ({
  page,
}) => {
  await oneGeneralTv(page);
  await page.getByRole('button', { name: 'Book All TVs ($218.98)' }).click();

  await expect(page.getByRole('heading', { name: 'Additional Services' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip Additional Services' }).click();

  // No time yet: the spec's notice.
  await page.getByRole('button', { name: 'Continue to Contact Details' }).first().click();
  await expect(
    page.getByText('You must select both a date and time for your appointment.', { exact: true }),
  ).toBeVisible();
  await scheduleTomorrow(page, 0);

  await page.getByRole('button', { name: 'Continue to Payment' }).first().click();
  await expect(page.getByText('Contact information required', { exact: true })).toBeVisible();
  // Each empty field says so beside itself, not only in the toast.
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('Enter your full name');
  await fillApartmentContact(page, '1204');

  // $218.98 in four payments that add up to it exactly (issue 26).
  await expect(page.getByText('4 interest-free payments: 2 x $54.75 + 2 x $54.74')).toBeVisible();
  await page.getByRole('radio', { name: /Cash/ }).check();
  const created = bookingCreated(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).first().click();
  const response = await created;
  expect(response.status()).toBe(201);
  const booking = (await response.json()) as { id: number; totalPrice: number; reference?: string };
  expect(booking.totalPrice).toBe(21898);

  await expect(page.getByText('Appointment Confirmed!', { exact: true })).toBeVisible();
  await expectConfirmation(page, booking);
  await expect(page.getByText('$218.98').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show Booking Progress' }).click();
  const progress = page.getByRole('dialog', { name: 'Service Progress' });
  await expect(progress.getByText('Technician En Route')).toBeVisible();
  await expect(progress.getByText('Jordan Avery')).toBeVisible();
});

test('two TVs and a service by card: the discount, a declined card, then the test card pays', async ({
  page,
}) => {
  await oneGeneralTv(page);
  // $99 + $39.99 + $79.99, then a second TV at $99 + $29.99: 347.97 - 34.80 = 313.17.
  await addTv(page, { room: 'Master Bedroom', size: '44"-55"', wall: 'Drywall (wood studs)' });
  await page.getByRole('button', { name: 'Add TV to Booking' }).click();
  await expect(page.getByText('Multi-TV discount (10%)')).toBeVisible();
  await expect(page.getByText('-$34.80')).toBeVisible();
  await page.getByRole('button', { name: 'Book All TVs ($313.17)' }).click();
  // A wire cord concealer ($35, not discounted): $348.17.
  await page.getByRole('button', { name: 'Add Wire Cord Concealer, $35.00' }).click();
  await page.getByRole('button', { name: 'Continue with Services' }).click();
  await scheduleTomorrow(page, 1);
  await fillApartmentContact(page, '1204');
  const created = bookingCreated(page);
  await page.getByRole('button', { name: 'Continue to Card Payment' }).first().click();
  const booking = (await (await created).json()) as {
    id: number;
    reference?: string;
    totalPrice: number;
    paymentStatus: string;
  };
  expect(booking).toMatchObject({ totalPrice: 34817, paymentStatus: 'unpaid' });

  await expect(page.getByText('TEST payment: no real card is charged')).toBeVisible();
  await page.getByLabel('Card Number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $348.17' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();

  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $348.17' }).click();
  await expect(page.getByText('Payment Successful!', { exact: true })).toBeVisible();
  await expectConfirmation(page, booking);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

test('an apartment booking in a high-rise: $149.99 installation, no wood studs', async ({
  page,
}) => {
  await openBuilder(page);
  await page.getByRole('button', { name: /Apartment Complex/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Select Your Apartment Complex & Floor Plan' }),
  ).toBeVisible();
  const next = page.getByRole('button', { name: 'Continue with Floor Plan' });
  await page.getByRole('button', { name: /Museum Tower/ }).click();
  await expect(next).toBeDisabled();
  await page.getByLabel('Floor Plan').selectOption({ index: 1 });
  await expect(next).toBeDisabled();
  await page
    .getByRole('group', { name: /Rooms for a TV/ })
    .getByRole('button')
    .first()
    .click();
  await next.click();
  await page.getByRole('button', { name: 'Skip Photos' }).click();

  await firstRoomTvOfSize(page, '44"-55"');
  await expect(page.getByRole('button', { name: 'Drywall (metal studs)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Drywall (wood studs)' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Drywall (metal studs)' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Add TV to Booking' }).click();
  // 28202: $149.99 installation + $29.99 flat mount.
  await expect(page.getByRole('button', { name: 'Book All TVs ($179.98)' })).toBeVisible();
});

test('the photo uploader refuses a file that is not an image at once, beside it, and counts photos', async ({
  page,
}) => {
  await openBuilder(page);
  await page.getByRole('button', { name: /General Booking/ }).click();
  const input = page.getByLabel('Room photo files');
  await expectNotAnImage(
    page,
    input,
    { name: 'notes.txt', mimeType: 'text/plain', text: 'hi' },
    'File notes.txt is not an image.',
  );
  await expect(page.getByText('0/5 photos')).toBeVisible();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  await input.setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('1/5 photos')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Room photo 1' })).toBeVisible();
});

test('a full slot shows as Booked and cannot be picked', async ({ page, request }) => {
  const date = tomorrow();
  // Fill 6:00 PM tomorrow to capacity (one booking per active technician).
  await fillWindow(request, date, '6:00 PM');
  await oneGeneralTv(page);
  await page.getByRole('button', { name: 'Book All TVs ($218.98)' }).click();
  await page.getByRole('button', { name: 'Skip Additional Services' }).click();
  await page.getByRole('button', { name: /^Tomorrow,/ }).click();
  const full = page.getByRole('button', { name: '6:00 PM - 8:00 PM, Booked' });
  await expect(full).toBeDisabled();
});

test("choosing cash after starting a card payment gives the card booking's place back", async ({
  page,
}) => {
  await oneGeneralTv(page);
  await page.getByRole('button', { name: 'Book All TVs ($218.98)' }).click();
  await page.getByRole('button', { name: 'Skip Additional Services' }).click();
  await scheduleTomorrow(page, 2);
  await fillApartmentContact(page, '1204');
  await page.getByRole('button', { name: 'Continue to Card Payment' }).first().click();
  await expect(page.getByText('TEST payment: no real card is charged')).toBeVisible();

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('radio', { name: /Cash/ }).check();
  const released = page.waitForResponse((r) => /\/api\/bookings\/\d+\/release$/.test(r.url()));
  const created = bookingCreated(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).first().click();
  expect((await released).status()).toBe(204);
  expect((await created).status()).toBe(201);
  await expect(page.getByText('Appointment Confirmed!', { exact: true })).toBeVisible();
});
