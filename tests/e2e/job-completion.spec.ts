// Issue 31, "Complete job" (decisions.md "Finishing a job: the record, the receipt, the review",
// docs/decisions/043): Mike completes his job on a phone with an after photo, a note, a signature
// drawn on the pad and the cash collected; it moves to his done jobs; his job details and the
// admin's booking dialog show the record and give the receipt. axe at 390 px on both screens.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { businessToday, isSlotPast, SLOT_LABELS } from '../../src/domain/scheduling/business-time';
import { adminToken, assign, createBooking, technicianId } from './support/staff';
import { expect, ownContact, test } from './support/test';

test.describe.configure({ timeout: 120_000 });

/**
 * A technician completes a job from the start of its day only (decisions.md, turn 3): the job is
 * booked today, in the latest window that has not started (no other spec books today).
 */
function windowLeftToday(now = new Date()) {
  const date = businessToday(now);
  const soon = new Date(now.getTime() + 15 * 60_000);
  const time = SLOT_LABELS.filter((label) => !isSlotPast(date, label, soon)).at(-1);
  if (!time)
    throw new Error('No window left today in New York: run this spec before 5:45 PM there');
  return { date, time };
}

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('Mike completes a job with a photo, a note, a signature and the cash; the office sees the record', async ({
  browser,
  request,
}) => {
  const booking = await createBooking(request, {
    name: 'Dana Finch',
    ...ownContact('dana.finch@example.com'),
    ...windowLeftToday(),
    paymentMethod: 'cash',
  });
  const token = await adminToken(request);
  await assign(request, token, booking.id, await technicianId(request, token, 'mike'));
  // A cash booking waits for the office's confirmation; a confirmed job can be completed.
  const confirmed = await request.put(`/api/bookings/${booking.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'confirmed' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await phone.newPage();
  await page.goto('/technician');
  await page.getByLabel('Username').fill('mike');
  await page.getByLabel('Password').fill('tech123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const card = page.getByRole('article', { name: `Booking #${booking.id}` });
  // Completed is no longer a status to pick: the job is finished through its own screen.
  await expect(card.getByLabel('Update status').locator('option[value="completed"]')).toHaveCount(
    0,
  );
  await card.getByRole('button', { name: 'Complete job' }).click();

  const dialog = page.getByRole('dialog', { name: `Complete booking #${booking.id}` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  // Nothing is sent without a signature while the customer is there.
  await dialog.getByRole('button', { name: 'Complete job' }).click();
  await expect(
    dialog.getByText('Ask the customer to sign, or tick "Customer not present".'),
  ).toBeVisible();

  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: '#2f6f9f' },
  })
    .png()
    .toBuffer();
  await dialog
    .getByLabel('After photos from gallery')
    .setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByRole('img', { name: 'After photo 1' })).toBeVisible();
  await dialog
    .getByLabel('Note for the office and the customer')
    .fill('Mounted on two studs; cables hidden in the wall.');

  const pad = dialog.getByRole('img', { name: 'Signature pad, empty' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 40],
    [130, 120],
    [190, 50],
    [260, 110],
  ] as const) {
    await page.mouse.move(box.x + x, box.y + y, { steps: 5 });
  }
  await page.mouse.up();
  await expect(dialog.getByRole('img', { name: 'Signature pad, signed' })).toBeVisible();
  await dialog.getByLabel(`Collected $${(booking.totalPrice / 100).toFixed(2)} in cash`).check();
  await expectNoAxeViolations(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Complete job' }).click();
  await expect(page.getByText('Job completed', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Completed Jobs' }).click();
  const done = page.getByRole('tabpanel').getByRole('article', { name: `Booking #${booking.id}` });
  await expect(done).toContainText('Completed');
  await expect(done.getByRole('button', { name: 'Complete job' })).toHaveCount(0);

  // His job details carry the record.
  await done.getByRole('button', { name: `Job details of booking #${booking.id}` }).click();
  const details = page.getByRole('dialog', { name: `Booking #${booking.id}` });
  const record = details.getByRole('region', { name: 'Completion' });
  await expect(record).toContainText('by Mike Johnson');
  await expect(record).toContainText('Mounted on two studs; cables hidden in the wall.');
  await expect(record).toContainText(`$${(booking.totalPrice / 100).toFixed(2)} on site`);
  const signature = record.getByRole('img', { name: "Customer's signature" });
  await expect(signature).toBeVisible();
  expect(await signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(
    record.getByRole('button', { name: `View after photo 1 of booking #${booking.id} full size` }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await phone.close();

  // The office: the booking dialog shows the same record and gives the receipt.
  const admin = await browser.newPage();
  await admin.goto('/admin');
  await admin.getByLabel('Username').fill('admin');
  await admin.getByRole('button', { name: 'Sign In' }).click();
  await admin.getByRole('button', { name: `Details of booking #${booking.id}` }).click();
  const office = admin.getByRole('dialog', { name: new RegExp(`^Booking #${booking.id} `) });
  const officeRecord = office.getByRole('region', { name: 'Completion' });
  await expect(officeRecord).toContainText('by Mike Johnson');
  await expect(officeRecord.getByRole('img', { name: "Customer's signature" })).toBeVisible();
  const download = admin.waitForEvent('download');
  await officeRecord.getByRole('button', { name: 'Receipt (PDF)' }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toBe(`receipt-${booking.reference}.pdf`);
  const path = await receipt.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
  await admin.close();
});
