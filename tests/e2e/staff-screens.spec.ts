// Every staff screen at a 390 px phone and a 1280 px desktop (issue 16): axe finds nothing, the
// phone never scrolls sideways, and the customer's call button and assistant are not there.
// Screenshots go to /tmp/staff-screens for a person to look at.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  adminToken,
  assign,
  createBooking,
  dayAhead,
  expectCleanScreen,
  signInAsAdmin,
  technicianId,
} from './support/staff';

// One booking for all four (serial); many axe passes on a machine shared with other builds.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const WIDTHS = [390, 1280] as const;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/staff-screens/${name}.png`, fullPage: true });
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

let bookingId = 0;
let reference = '';

test.beforeAll(async ({ request }) => {
  const booking = await createBooking(request, {
    name: 'Sam Screens-Longname',
    email: 'sam.screens.with.a.rather.long.mailbox@example-company-domain.com',
    phone: '(704) 555-0321',
    date: dayAhead(13),
    time: '2:00 PM',
  });
  bookingId = booking.id;
  reference = booking.reference;
  const token = await adminToken(request);
  await assign(request, token, booking.id, await technicianId(request, token, 'sarah'));
});

for (const width of WIDTHS) {
  test(`admin screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expectCleanScreen(page, 'admin login');
    await signInAsAdmin(page);
    await expect(page.getByRole('button', { name: 'Call us' })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Collected' }).first()).toContainText(
      '$',
    );
    await page.getByLabel('Search bookings').fill(reference);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(reference).first()).toBeVisible();
    await expectCleanScreen(page, 'bookings');
    await shoot(page, `admin-bookings-${width}`);

    await page.getByRole('button', { name: `Details of booking #${bookingId}` }).click();
    await expect(page.getByRole('list', { name: 'Changes' })).toBeVisible();
    await expectCleanScreen(page, 'booking details');
    await shoot(page, `admin-details-${width}`);
    await closeDialog(page);

    await page.getByRole('button', { name: `Cancel booking #${bookingId}` }).click();
    await expect(page.getByLabel('Reason for cancelling')).toBeVisible();
    await expectCleanScreen(page, 'cancel dialog');
    await closeDialog(page);

    await page.getByRole('button', { name: `Reschedule booking #${bookingId}` }).click();
    await expect(
      page.getByRole('dialog', { name: `Reschedule booking #${bookingId}` }),
    ).toBeVisible();
    await expectCleanScreen(page, 'reschedule dialog');
    await shoot(page, `admin-reschedule-${width}`);
    await closeDialog(page);

    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect(page.getByText(/booked/).first()).toBeVisible();
    await expectCleanScreen(page, 'schedule day');
    await shoot(page, `admin-schedule-day-${width}`);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByText(/booked/).first()).toBeVisible();
    await expectCleanScreen(page, 'schedule week');
    await shoot(page, `admin-schedule-week-${width}`);

    await page.getByRole('tab', { name: 'Technicians' }).click();
    await expect(page.getByRole('heading', { name: 'Team Management' })).toBeVisible();
    await expectCleanScreen(page, 'team');
    await shoot(page, `admin-team-${width}`);

    await page.getByRole('tab', { name: 'Outbox' }).click();
    await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
    await expectCleanScreen(page, 'outbox');
    await shoot(page, `admin-outbox-${width}`);
  });

  test(`technician screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/technician');
    await expect(page.getByText('Sign in to access your dashboard')).toBeVisible();
    await expectCleanScreen(page, 'technician login');
    await page.getByLabel('Username').fill('sarah');
    await page.getByLabel('Password').fill('tech123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const card = page.getByRole('article', { name: `Booking #${bookingId}` });
    await expect(card).toBeVisible();
    await expect(page.getByRole('button', { name: 'Call us' })).toHaveCount(0);
    await expectCleanScreen(page, 'technician dashboard');
    await shoot(page, `technician-dashboard-${width}`);
    await card.getByRole('button', { name: `Job details of booking #${bookingId}` }).click();
    await expect(page.getByRole('list', { name: 'Changes' })).toBeVisible();
    await expectCleanScreen(page, 'technician job details');
    await shoot(page, `technician-details-${width}`);
  });
}
