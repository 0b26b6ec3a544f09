// Running the business from the staff screens (issue 16): search and export, cancel with a
// reason, money collected, the schedule board, the technician's refused cancel of a paid job,
// deactivating a technician. Bookings are made through the public API; the screens are driven
// by role and label in the built app.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatMoney } from '../../src/domain/pricing/format-money';
import {
  adminToken,
  assign,
  createBooking,
  dayAhead,
  payByCard,
  signInAsAdmin,
  technicianId,
} from './support/staff';

// In order, one at a time: the team test deactivates a technician, which lowers every window's
// capacity while it runs (a booking made meanwhile in a shared window would be refused).
test.describe.configure({ mode: 'default', timeout: 60_000 });

const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

async function search(page: Page, text: string) {
  await page.getByLabel('Search bookings').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const rowOf = (page: Page, reference: string) =>
  page.getByRole('row').filter({ hasText: reference });

test('the admin finds a booking by reference, phone and e-mail; the CSV holds the listed rows', async ({
  page,
  request,
}) => {
  const found = await createBooking(request, {
    name: 'Quinn Searchable',
    email: 'quinn.searchable@example.com',
    phone: '(980) 555-0142',
    date: dayAhead(9),
    time: '8:00 AM',
  });
  const other = await createBooking(request, {
    name: 'Avery Elsewhere',
    email: 'avery.elsewhere@example.com',
    phone: '(980) 555-0187',
    date: dayAhead(9),
    time: '10:00 AM',
  });
  await signInAsAdmin(page);

  for (const text of [found.reference, '9805550142', 'quinn.searchable@example.com']) {
    await search(page, text);
    await expect(rowOf(page, found.reference)).toBeVisible();
    await expect(rowOf(page, other.reference)).toHaveCount(0);
  }

  // The export is the same selection as the list: this booking and no other.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain(found.reference);
  expect(csv).toContain('quinn.searchable@example.com');
  expect(csv).not.toContain(other.reference);

  // Both, by the shared phone prefix of this test's numbers.
  await search(page, '980555');
  await expect(rowOf(page, found.reference)).toBeVisible();
  await expect(rowOf(page, other.reference)).toBeVisible();
});

test('the admin cancels with a required reason; a paid booking says it is refunded', async ({
  page,
  request,
}) => {
  const paid = await createBooking(request, {
    name: 'Riley Paidcard',
    email: 'riley.paidcard@example.com',
    phone: '(704) 555-0611',
    date: dayAhead(10),
    time: '10:00 AM',
    paymentMethod: 'card',
  });
  await payByCard(request, paid);
  await signInAsAdmin(page);
  await search(page, paid.reference);
  const row = rowOf(page, paid.reference);
  await expect(row).toContainText('paid');

  await row.getByRole('button', { name: `Cancel booking #${paid.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking #${paid.id}?` });
  await expect(dialog).toContainText(
    `the customer will be refunded ${formatMoney(paid.totalPrice)}`,
  );
  await dialog.getByRole('button', { name: 'Cancel the job' }).click();
  await expect(dialog.getByText('Give a reason of 3 or more characters')).toBeVisible();
  await dialog.getByLabel('Reason for cancelling').fill('Customer moved to Raleigh');
  await dialog.getByRole('button', { name: 'Cancel the job' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText('refunded');
  // A final job keeps its technician and offers no second cancel.
  await expect(page.getByLabel(`Technician for booking #${paid.id}`)).toBeDisabled();
  await expect(row.getByRole('button', { name: `Cancel booking #${paid.id}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Details of booking #${paid.id}` }).click();
  const details = page.getByRole('dialog', { name: new RegExp(`Booking #${paid.id}`) });
  await expect(details.getByRole('list', { name: 'Changes' })).toContainText(
    'Customer moved to Raleigh',
  );
});

test('marking cash collected shows in Collected and in the history', async ({ page, request }) => {
  const cash = await createBooking(request, {
    name: 'Jordan Cashpay',
    email: 'jordan.cashpay@example.com',
    phone: '(704) 555-0733',
    date: dayAhead(10),
    time: '12:00 PM',
  });
  await signInAsAdmin(page);
  const collected = page.getByRole('listitem').filter({ hasText: 'Collected' }).first();
  await expect(collected).toContainText('$');
  const before = centsOf((await collected.locator('p').first().textContent()) ?? '');

  await search(page, cash.reference);
  const row = rowOf(page, cash.reference);
  await expect(row).toContainText(`Collect ${formatMoney(cash.totalPrice)} on site`);
  await row.getByRole('button', { name: `Mark collected for booking #${cash.id}` }).click();
  await page.getByRole('button', { name: 'Yes, collected' }).click();
  await expect(page.getByText(`Booking #${cash.id} is paid`, { exact: true })).toBeVisible();
  await expect(row).toContainText(/Collected .* by /);
  await expect(row.getByRole('button', { name: /Mark collected/ })).toHaveCount(0);

  // The card is the server's sum: it grew by this job (other tests may add theirs).
  await expect
    .poll(async () => centsOf((await collected.locator('p').first().textContent()) ?? ''))
    .toBeGreaterThanOrEqual(before + cash.totalPrice);

  await row.getByRole('button', { name: `Details of booking #${cash.id}` }).click();
  const history = page.getByRole('list', { name: 'Changes' });
  await expect(history).toContainText(/collected/i);
  await expect(history).toContainText('Admin');
});

test('the schedule board shows capacity, assigns from the board and blocks a window', async ({
  page,
  request,
}) => {
  const date = dayAhead(11);
  const job = await createBooking(request, {
    name: 'Casey Boardjob',
    email: 'casey.boardjob@example.com',
    phone: '(704) 555-0844',
    date,
    time: '4:00 PM',
  });
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: 'Previous week' }).click();
  // Week view: open the job's day.
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  for (let i = 0; i < 11; i += 1) await page.getByRole('button', { name: 'Next day' }).click();

  const window4 = page.getByRole('row', { name: /4:00 PM - 6:00 PM/ });
  await expect(window4).toContainText(/1 of \d+ booked/);
  const sarah = await technicianId(request, await adminToken(request), 'sarah');
  await window4.getByLabel(`Assign ${job.reference}`).selectOption(String(sarah));
  await expect(
    page.getByText(`${job.reference} assigned to Sarah Williams`, { exact: true }),
  ).toBeVisible();
  await expect(window4.getByLabel(`Assign ${job.reference}`)).toHaveCount(0);
  await expect(window4).toContainText(job.reference);

  const window6 = page.getByRole('row', { name: /6:00 PM - 8:00 PM/ });
  await window6.getByRole('button', { name: /^Block/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Block/ });
  await dialog.getByLabel('Reason (optional)').fill('Team training');
  await dialog.getByRole('button', { name: 'Block window' }).click();
  await expect(window6).toContainText('Blocked: Team training');

  // Customers see it taken.
  const slots = await request.get(`/api/time-slots/available?date=${date}`);
  const six = ((await slots.json()) as { time: string; isAvailable: boolean }[]).find(
    (s) => s.time === '6:00 PM',
  );
  expect(six?.isAvailable).toBe(false);

  await window6.getByRole('button', { name: /^Unblock/ }).click();
  await expect(window6).not.toContainText('Blocked');
  const again = await request.get(`/api/time-slots/available?date=${date}`);
  expect(
    ((await again.json()) as { time: string; isAvailable: boolean }[]).find(
      (s) => s.time === '6:00 PM',
    )?.isAvailable,
  ).toBe(true);
});

test('a technician cancels an unpaid job with a reason; a paid one shows that the office cancels it', async ({
  browser,
  request,
}) => {
  const token = await adminToken(request);
  const sarah = await technicianId(request, token, 'sarah');
  const paid = await createBooking(request, {
    name: 'Morgan Paidjob',
    email: 'morgan.paidjob@example.com',
    phone: '(704) 555-0955',
    date: dayAhead(12),
    time: '8:00 AM',
    paymentMethod: 'card',
  });
  await payByCard(request, paid);
  const unpaid = await createBooking(request, {
    name: 'Taylor Unpaidjob',
    email: 'taylor.unpaidjob@example.com',
    phone: '(704) 555-0966',
    date: dayAhead(12),
    time: '10:00 AM',
  });
  await assign(request, token, paid.id, sarah);
  await assign(request, token, unpaid.id, sarah);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await phone.newPage();
  await page.goto('/technician');
  await page.getByLabel('Username').fill('sarah');
  await page.getByLabel('Password').fill('tech123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Staff pages carry no customer call button and no assistant.
  await expect(page.getByRole('heading', { name: 'Technician Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Call us' })).toHaveCount(0);

  // Date and time order: 8 AM before 10 AM of the same day.
  const cards = page.getByRole('tabpanel').getByRole('article');
  const names = await cards.evaluateAll((all) => all.map((a) => a.getAttribute('aria-labelledby')));
  expect(names.indexOf(`job-${paid.id}`)).toBeLessThan(names.indexOf(`job-${unpaid.id}`));

  const paidCard = page.getByRole('article', { name: `Booking #${paid.id}` });
  await paidCard.getByLabel('Update status').selectOption('cancelled');
  const dialog = page.getByRole('dialog', { name: `Cancel booking #${paid.id}?` });
  await dialog.getByLabel('Reason for cancelling').fill('Customer not home');
  await dialog.getByRole('button', { name: 'Cancel the job' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/office/i);
  await dialog.getByRole('button', { name: 'Keep the job' }).click();
  await expect(paidCard).toContainText('Pending');

  const unpaidCard = page.getByRole('article', { name: `Booking #${unpaid.id}` });
  await unpaidCard.getByLabel('Update status').selectOption('cancelled');
  const second = page.getByRole('dialog', { name: `Cancel booking #${unpaid.id}?` });
  await second.getByLabel('Reason for cancelling').fill('Wall is not safe to mount on');
  await second.getByRole('button', { name: 'Cancel the job' }).click();
  await expect(second).toHaveCount(0);
  await expect(unpaidCard).toContainText('Cancelled');
  await unpaidCard.getByRole('button', { name: `Job details of booking #${unpaid.id}` }).click();
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText(
    'Wall is not safe to mount on',
  );
  await phone.close();
});

test('deactivating a technician stops their sign-in; reactivating restores it', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const created = await request.post('/api/technicians', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Devon Leaving',
      username: 'devon',
      password: 'secret12',
      phone: '(704) 555-0177',
      email: 'devon@example.com',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const signIn = () =>
    request.post('/api/auth/technician-login', {
      data: { username: 'devon', password: 'secret12' },
    });
  expect((await signIn()).status()).toBe(200);

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Technicians' }).click();
  const row = page.getByRole('row').filter({ hasText: 'devon' });
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: 'Edit Devon Leaving' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Devon Leaving' });
  await edit.getByLabel(/^Max jobs per day/).fill('3');
  await edit.getByLabel(/^Phone/).fill('(704) 555-0188');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText('(704) 555-0188');
  await expect(row.getByRole('cell').nth(6)).toHaveText('3');

  await row.getByRole('button', { name: 'Deactivate Devon Leaving' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate Devon Leaving?' })
    .getByRole('button', {
      name: 'Deactivate',
    })
    .click();
  await expect(row).toContainText('Inactive');
  expect((await signIn()).status()).toBeGreaterThanOrEqual(400);

  await row.getByRole('button', { name: 'Reactivate Devon Leaving' }).click();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Reset password of Devon Leaving' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset password for Devon Leaving' });
  await reset.getByLabel(/^New password/).fill('brandnew1');
  await reset.getByLabel(/^Confirm new password/).fill('brandnew1');
  await reset.getByRole('button', { name: 'Set password' }).click();
  await expect(reset).toHaveCount(0);
  expect(
    (
      await request.post('/api/auth/technician-login', {
        data: { username: 'devon', password: 'brandnew1' },
      })
    ).status(),
  ).toBe(200);
});

test('the admin reschedules a booking to another window with the slot picker', async ({
  page,
  request,
}) => {
  const moving = await createBooking(request, {
    name: 'Blake Mover',
    email: 'blake.mover@example.com',
    phone: '(704) 555-0412',
    date: dayAhead(8),
    time: '12:00 PM',
  });
  await signInAsAdmin(page);
  await search(page, moving.reference);
  const row = rowOf(page, moving.reference);
  await row.getByRole('button', { name: `Reschedule booking #${moving.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reschedule booking #${moving.id}` });
  await dialog.getByRole('button', { name: 'Move the booking' }).click();
  await expect(dialog.getByText('Pick a new arrival window first')).toBeVisible();
  await dialog.getByRole('button', { name: /^4:00 PM - 6:00 PM/ }).click();
  await dialog.getByRole('button', { name: 'Move the booking' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('4:00 PM');
  await row.getByRole('button', { name: `Details of booking #${moving.id}` }).click();
  await expect(page.getByRole('list', { name: 'Changes' })).toContainText(/reschedul|moved/i);
});
