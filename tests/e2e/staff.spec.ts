// Staff screens end to end (issue 7): the admin signs in with the demo hint, assigns, confirms
// and views room photos; the technician works the job on a phone; the admin sees it completed.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, businessToday } from '../../src/domain/scheduling/business-time';
import { adminToken } from './support/staff';

// Serial; several axe passes over a dashboard, on a machine shared with other builds.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function createBooking(request: APIRequestContext, name: string, time: string) {
  const res = await request.post('/api/bookings', {
    data: {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
      phone: '(704) 555-0199',
      address: '123 Main St, Charlotte, NC 28202',
      unitNumber: '4B',
      appointmentDate: addDays(businessToday(new Date()), 4),
      appointmentTime: time,
      paymentMethod: 'cash',
      serviceName: 'Living Room - 44-55 TV',
      tvSize: '44-55',
      wallType: 'drywall_studs',
      tvs: [{ tvSize: '44-55', wallType: 'drywall_studs', room: 'Living Room' }],
      additionalServices: [],
      roomPhotos: [PNG],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

let jobId = 0;
let otherJobId = 0;

test.beforeAll(async ({ request }) => {
  jobId = await createBooking(request, 'Jamie Rivera', '10:00 AM');
  otherJobId = await createBooking(request, 'Robin Other', '2:00 PM');
});

test('the admin signs in with the demo hint, assigns, confirms and views room photos', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('Access the admin dashboard')).toBeVisible();
  const hint = page.getByRole('complementary', { name: 'Demo credentials' });
  await expect(hint).toContainText('admin123');
  // The password is prefilled from the demo hint; the toggle shows it.
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('admin123');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel('Username').fill('admin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome to the admin dashboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_role'))).toBe('admin');

  // Issue 16: Booked and Collected replace the one Total Revenue figure.
  for (const card of ['Total Bookings', 'Pending', 'Completed', 'Booked', 'Collected']) {
    await expect(page.getByRole('listitem').filter({ hasText: card }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Recent Bookings' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Booking #${jobId}` });
  await expect(row).toContainText('Jamie Rivera');
  await expect(row).toContainText('$128.99');
  await expect(row).toContainText('cash payment');
  await expect(row).toContainText('Pending');

  await page.getByLabel(`Technician for booking #${jobId}`).selectOption({ label: 'Mike Johnson' });
  await expect(page.getByText('Job assigned to Mike Johnson', { exact: true })).toBeVisible();
  await page
    .getByLabel(`Technician for booking #${otherJobId}`)
    .selectOption({ label: 'Sarah Williams' });
  await expect(page.getByText('Job assigned to Sarah Williams', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Confirm booking #${jobId}` }).click();
  await expect(
    page.getByText('Booking status changed to confirmed', { exact: true }),
  ).toBeVisible();
  await expect(row).toContainText('Confirmed');
  await expect(row.getByRole('button', { name: `Complete booking #${jobId}` })).toBeVisible();

  await expect(row.getByText('Room Photos (1)')).toBeVisible();
  await row
    .getByRole('button', { name: `View room photo 1 of booking #${jobId} full size` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Booking #${jobId} - Room Assessment Photo` });
  const photo = dialog.getByRole('img', { name: `Booking #${jobId} - Room Assessment Photo` });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Filters: only confirmed bookings.
  await page.getByLabel('Status').selectOption('confirmed');
  await expect(page.getByRole('row').filter({ hasText: `Booking #${otherJobId}` })).toHaveCount(0);
  await expect(row).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('tab', { name: 'Technicians' }).click();
  await expect(page.getByRole('heading', { name: 'Team Management' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'mike' })).toContainText('Active');
});

test('the admin onboards a technician through the 3-step wizard', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('tab', { name: 'Technicians' }).click();
  await page.getByRole('button', { name: 'Add New Technician' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add New Technician' });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Username is required')).toBeVisible();
  await expect(wizard.getByText('Password is required')).toBeVisible();
  await wizard.getByLabel('Full Name').fill('Tara Nguyen');
  await wizard.getByLabel('Username').fill('tara');
  await wizard.getByLabel(/^Password/).fill('secret1');
  await wizard.getByLabel('Confirm Password').fill('secret2');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText("Passwords don't match")).toBeVisible();
  await wizard.getByLabel('Confirm Password').fill('secret1');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Step 2 of 3: Contact Details')).toBeVisible();
  await wizard.getByLabel(/^Phone/).fill('(704) 555-0133');
  await wizard.getByLabel(/^Email/).fill('tara@example.com');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel('Specialties (comma-separated)').fill('TV mounting, Soundbars');
  await wizard.getByRole('button', { name: 'Create Technician' }).click();
  await expect(
    page.getByText('The new technician has been added to the system', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'tara' })).toContainText(
    'TV mounting, Soundbars',
  );
});

test('the technician works the job on a phone; the admin then sees it completed', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await phone.newPage();
  await page.goto('/technician');
  await expect(page.getByText('Sign in to access your dashboard')).toBeVisible();
  await page.getByLabel('Username').fill('mike');
  await page.getByLabel('Password').fill('tech123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Technician Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome Mike Johnson', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('technician_token'))).toBeTruthy();

  const card = page.getByRole('article', { name: `Booking #${jobId}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Jamie Rivera');
  await expect(card.getByRole('link', { name: '(704) 555-0199' })).toHaveAttribute(
    'href',
    'tel:7045550199',
  );
  await expect(page.getByRole('article', { name: `Booking #${otherJobId}` })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'All Assigned' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // No horizontal scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);

  await card.getByLabel('Update status').selectOption('in_progress');
  await expect(
    page.getByText('Booking status has been updated successfully', { exact: true }),
  ).toBeVisible();
  await expect(card).toContainText('In Progress');
  // The job is 4 days out: nobody is told it is done before its day (decisions.md, turn 3).
  // A technician finishes a job through "Complete job" (issue 31), where the refusal shows.
  await expect(card.getByLabel('Update status').locator('option[value="completed"]')).toHaveCount(
    0,
  );
  await card.getByRole('button', { name: 'Complete job' }).click();
  const completing = page.getByRole('dialog', { name: `Complete booking #${jobId}` });
  await completing.getByLabel('Customer not present').check();
  await completing.getByRole('button', { name: 'Complete job' }).click();
  await expect(
    completing.getByText(
      'This job is not due yet: it can be completed from the start of its day. Please call the office.',
      { exact: true },
    ),
  ).toBeVisible();
  await completing.getByRole('button', { name: 'Not now' }).click();
  await expect(card).toContainText('In Progress');
  // The office records a job really done ahead of time, in the same call.
  const early = await page.request.put(`/api/bookings/${jobId}`, {
    headers: { authorization: `Bearer ${await adminToken(page.request)}` },
    data: { status: 'completed', early: true },
  });
  expect(early.status(), await early.text()).toBe(200);
  await page.reload();
  await expect(card).toContainText('Completed');
  await expect(card.getByLabel('Update status')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Completed Jobs' }).click();
  await expect(page.getByRole('article', { name: `Booking #${jobId}` })).toBeVisible();
  await page.getByRole('tab', { name: "Today's Jobs" }).click();
  await expect(page.getByText('No jobs scheduled for today')).toBeVisible();

  // Signing out ends the token on the server too: a copy of it no longer works.
  const [oldToken, technicianId] = await page.evaluate(() => [
    localStorage.getItem('technician_token'),
    localStorage.getItem('technician_id'),
  ]);
  const signedOut = page.waitForResponse(
    (res) => res.url().endsWith('/api/auth/logout') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await signedOut).status()).toBe(200);
  await expect(page.getByText('Sign in to access your dashboard')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('technician_token'))).toBeNull();
  const reused = await page.request.get(`/api/technician/bookings/${technicianId}`, {
    headers: { authorization: `Bearer ${oldToken}` },
  });
  expect(reused.status()).toBe(401);
  await phone.close();

  const admin = await browser.newPage();
  await admin.goto('/admin');
  await admin.getByLabel('Username').fill('admin');
  await admin.getByRole('button', { name: 'Sign In' }).click();
  const row = admin.getByRole('row').filter({ hasText: `Booking #${jobId}` });
  await expect(row).toContainText('Completed');
  // The admin's Logout is checked on a server of its own (business-settings.spec.ts): it ends
  // every admin token, and the other specs' admins share this server.
  await admin.close();
});
