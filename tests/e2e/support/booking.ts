// Steps of the booking flow that several specs walk through the same way.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import { expect, ownContact } from './test';
import { formatCalendarDate } from '../../../src/domain/scheduling/format-date';
import { dayAhead } from './staff';

/** The button that moves on: in the side column from 1024 px, in the bottom bar below it. */
export const next = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' }).first();

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** From the booking type screen into the general TV builder. */
export async function startGeneral(page: Page) {
  await page.goto('/book/type');
  await expect(heading(page, 'Choose Your Booking Type')).toBeVisible();
  await page.getByRole('button', { name: /General Booking/ }).click();
  await expect(page).toHaveURL(/\/book\/tvs$/);
}

/** Drives the builder through room, size and wall (then mount and add-ons): at "Add TV". */
export async function addTv(
  page: Page,
  tv: { room: string; size: string; wall: string; mount?: RegExp; addOns?: RegExp[] },
) {
  await page.getByRole('button', { name: tv.room, exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: tv.size }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: tv.wall }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  if (tv.mount) await page.getByRole('radio', { name: tv.mount }).check();
  for (const addOn of tv.addOns ?? []) await page.getByRole('checkbox', { name: addOn }).check();
}

/** A 56"-65" TV on wood-stud drywall in the living room, with the add-ons named. */
export async function addLivingRoomTv(page: Page, addOns: RegExp[] = []) {
  await addTv(page, { room: 'Living Room', size: '56"-65"', wall: 'Drywall (wood studs)', addOns });
  await page.getByRole('button', { name: 'Add TV to Booking' }).click();
}

/** The first room the builder offers (an apartment's own rooms) and a TV size: at the wall step. */
export async function firstRoomTvOfSize(page: Page, size: string) {
  await page
    .getByRole('group', { name: 'Where is this TV going?' })
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: size }).click();
  await page.getByRole('button', { name: 'Next' }).click();
}

interface Contact {
  name: string;
  email: string;
  phone: string;
}

const JORDAN: Contact = {
  name: 'Jordan Avery',
  email: 'jordan@example.com',
  phone: '(704) 555-0142',
};

/**
 * The contact's name, with the running test's own e-mail and phone made from the contact's: a
 * client may have at most 2 live unpaid bookings, and a spec file's tests share one server.
 */
async function fillPerson(page: Page, contact: Contact) {
  const own = ownContact(contact.email);
  await page.getByLabel('Full Name').fill(contact.name);
  await page.getByLabel('Email Address').fill(own.email);
  await page.getByLabel('Phone Number').fill(own.phone);
}

export async function fillHouseContact(page: Page) {
  await fillPerson(page, JORDAN);
  await page.getByRole('radio', { name: 'House' }).check();
  await page.getByLabel('Street Address').fill('1200 Queens Rd, Charlotte, NC 28207');
}

/** An apartment in Uptown (28202) with its unit number, then on to the payment step. */
export async function fillApartmentContact(page: Page, unit: string, contact = JORDAN) {
  await fillPerson(page, contact);
  await page.getByRole('radio', { name: 'Apartment or condo' }).check();
  await page.getByLabel('Street Address').fill('500 S Tryon St, Charlotte, NC 28202');
  await page.getByLabel(/Apartment \/ Unit Number/).fill(unit);
  await page.getByRole('button', { name: 'Continue to Payment' }).first().click();
}

/** "Tuesday, November 24": the date button's name for a day `offset` days from today. */
export const dayLabel = (offset: number) => formatCalendarDate(dayAhead(offset), 'long');

/** "Sat, Nov 28, 2026": the short form of a calendar date (the admin list, the Afterpay plan). */
export const shortDate = (date: string) => formatCalendarDate(date, 'medium');

/** Picks the day and its first free window (other tests book too); answers the window's name. */
export async function pickWindow(page: Page, offset: number) {
  await page.getByRole('button', { name: new RegExp(`${dayLabel(offset)}$`) }).click();
  const slot = page
    .getByRole('button', { name: / - \d{1,2}:00 (AM|PM)$/, disabled: false })
    .first();
  const name = (await slot.getAttribute('aria-label')) ?? '';
  await slot.click();
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return name;
}

/** The booking's POST as the page sends it, from a confirm pressed after this is called. */
export const bookingCreated = (page: Page): Promise<Response> =>
  page.waitForResponse((r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST');

/** axe finds nothing on the page (named by its URL when it does). */
export async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    page.url(),
  ).toEqual([]);
}

/**
 * Other customers book the window (cash, one TV each) until the server answers 409: it is full.
 * Each from an address, e-mail and phone of their own: a client may have at most 2 live unpaid
 * bookings (decisions.md "Holding up under abuse").
 */
export async function fillWindow(request: APIRequestContext, date: string, time: string) {
  for (let n = 0; n < 20; n += 1) {
    const response = await request.post('/api/bookings', {
      headers: { 'x-forwarded-for': `203.0.113.${n + 1}` },
      data: {
        name: 'Someone Else',
        email: `other${n}@example.com`,
        phone: `(704) 555-01${String(n + 10).padStart(2, '0')}`,
        address: '1 Main St, Charlotte, NC 28202',
        unitNumber: '1',
        appointmentDate: date,
        appointmentTime: time,
        paymentMethod: 'cash',
        tvs: [{ tvSize: '24-43', wallType: 'drywall_studs', room: 'Bedroom' }],
      },
    });
    if (response.status() === 409) return;
    expect(response.status()).toBe(201);
  }
}

/**
 * Fills the "Complete Your TV Mounting Booking" dialog (the assistant's and the contact form's)
 * for a day `dayOffset` days from today, leaving the press of Complete Booking to the test.
 */
export async function fillCompleteBooking(
  overlay: Locator,
  customer: { name: string; phone: string; email: string; dayOffset: number; time: string },
) {
  await overlay.getByLabel('Full Name').fill(customer.name);
  await overlay.getByLabel('Phone').fill(customer.phone);
  await overlay.getByLabel('Email').fill(customer.email);
  await overlay.getByLabel('Installation Address').fill('200 S Tryon St, Charlotte, NC 28202');
  await overlay.getByLabel('Preferred Date').fill(dayAhead(customer.dayOffset));
  await overlay.getByLabel('Preferred Time').selectOption(customer.time);
}

/** Picks a file that is not an image: the alert naming it is on screen at once. */
export async function expectNotAnImage(
  page: Page,
  input: Locator,
  file: { name: string; mimeType: string; text: string },
  alert: string,
) {
  await input.setInputFiles({
    name: file.name,
    mimeType: file.mimeType,
    buffer: Buffer.from(file.text),
  });
  await expect(page.getByRole('alert').filter({ hasText: alert })).toBeVisible();
}
