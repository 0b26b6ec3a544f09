import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return errors;
}

test('the pricing breakdown lists the engine prices @phone', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/pricing-breakdown');
  await expect(page.getByRole('heading', { name: 'Complete Pricing Breakdown' })).toBeVisible();

  const installation = page.getByRole('region', { name: 'Installation (per TV)' });
  await expect(
    installation.getByRole('row', { name: /Base installation, 24"-43" TV/ }),
  ).toContainText('$99.00');
  await expect(
    installation.getByRole('row', { name: /Base installation, 86"-98"\+ TV/ }),
  ).toContainText('$99.00');
  await expect(installation.getByRole('row', { name: /zip 28202 and 28203/ })).toContainText(
    '$149.99',
  );
  await expect(installation.getByRole('row', { name: /Frame TV installation/ })).toContainText(
    '2.0x',
  );

  const mounts = page.getByRole('region', { name: /^Mounts/ });
  await expect(mounts.getByRole('row', { name: /Flat Mount/ })).toContainText('$29.99');
  await expect(mounts.getByRole('row', { name: /Full Motion Mount/ })).toContainText('$74.99');

  const walls = page.getByRole('region', { name: /^Wall surcharges/ });
  await expect(walls.getByRole('row', { name: /^Tile/ })).toContainText('+$200.00');

  const addOns = page.getByRole('region', { name: 'Add-ons (per TV)' });
  await expect(addOns.getByRole('row', { name: /Wire in Wall with Outlet/ })).toContainText(
    '$79.99',
  );

  const perBooking = page.getByRole('region', { name: 'Per booking' });
  await expect(perBooking.getByRole('row', { name: /Multi-TV discount/ })).toContainText('10%');

  const upsells = page.getByRole('region', { name: 'Upsell catalogue' });
  await expect(upsells.getByRole('row', { name: /Receiver Setup/ })).toContainText('$225.00');
  expect(errors).toEqual([]);
});

test('the pricing guide opens in a new window and prints after a delay', async ({ page }) => {
  await page.goto('/pricing-breakdown');
  // Count print calls on the guide window instead of opening a real print dialog.
  await page.evaluate(() => {
    const counter = window as unknown as { printCalls: number };
    counter.printCalls = 0;
    const open = window.open.bind(window);
    window.open = (...args) => {
      const guide = open(...args);
      if (guide) guide.print = () => (counter.printCalls += 1);
      return guide;
    };
  });
  const [guide] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Print Pricing Guide' }).click(),
  ]);
  await expect(guide.getByRole('heading', { name: /Pricing Guide/ })).toBeVisible();
  await expect(guide.getByRole('row', { name: /^Flat Mount/ })).toContainText('$29.99');
  await expect(guide.getByRole('row', { name: /zip 28202 and 28203/ })).toContainText('$149.99');
  const printCalls = () =>
    page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
  await expect.poll(printCalls).toBe(1);
});

test('the pricing calculator test passes all three sample configurations', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/pricing-test');
  await expect(page.getByRole('heading', { name: 'Pricing Calculator Test' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('3 of 3 configurations pass');
  const samples = [
    { name: /^1\. Single 55" TV on drywall/, total: '$128.99', part: 'Flat Mount$29.99' },
    { name: /^2\. 65" TV on brick/, total: '$463.98', part: 'Brick wall surcharge$95.00' },
    { name: /^3\. Two TVs/, total: '$461.68', part: 'Multi-TV discount-$46.30' },
  ];
  for (const sample of samples) {
    const card = page.getByRole('region', { name: sample.name });
    await expect(card.getByText('PASS', { exact: true })).toBeVisible();
    await expect(card.getByRole('definition')).toHaveText([sample.total, sample.total]);
    await expect(card.getByRole('list')).toContainText(sample.part);
  }
  await expect(page.getByText('FAIL', { exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the upsell test adds, removes and clears upsells and updates the analytics', async ({
  page,
}) => {
  await page.goto('/upsell-test');
  const analytics = page.getByRole('region', { name: 'Analytics' });
  const stat = (name: string) =>
    analytics.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd[1]');
  const selected = page.getByRole('region', { name: 'Selected upsells' });

  await expect(page.getByLabel('TV Size')).toHaveValue('56-65');
  await expect(stat('Recommendations')).toHaveText('6');
  await expect(stat('Items Added')).toHaveText('0');
  await expect(stat('Conversion Rate')).toHaveText('0%');
  await expect(selected.getByTestId('upsell-total')).toHaveText('$0.00');

  await page.getByRole('button', { name: 'Add Tilt Mount Upgrade' }).click();
  await expect(stat('Items Added')).toHaveText('1');
  await expect(stat('Conversion Rate')).toHaveText('16.7%');
  await expect(selected).toContainText('Tilt Mount Upgrade');
  await expect(selected.getByTestId('upsell-total')).toHaveText('$10.00');
  await expect(page.getByRole('button', { name: 'Add Tilt Mount Upgrade' })).toBeDisabled();

  await page.getByRole('button', { name: 'Add Soundbar Mount' }).click();
  await expect(stat('Items Added')).toHaveText('2');
  await expect(stat('Conversion Rate')).toHaveText('33.3%');
  await expect(selected.getByTestId('upsell-total')).toHaveText('$109.00');

  await selected.getByRole('button', { name: 'Remove Tilt Mount Upgrade' }).click();
  await expect(selected.getByTestId('upsell-total')).toHaveText('$99.00');
  await selected.getByRole('button', { name: 'Clear All' }).click();
  await expect(stat('Items Added')).toHaveText('0');
  await expect(selected.getByTestId('upsell-total')).toHaveText('$0.00');

  // A tilt mount is not offered a tilt upgrade; a small TV in an office gets the small shelf.
  await page.getByLabel('Mount Type').selectOption('tilt');
  await expect(page.getByRole('button', { name: 'Add Tilt Mount Upgrade' })).toHaveCount(0);
  await page.getByLabel('TV Size').selectOption('24-43');
  await page.getByLabel('Room').selectOption('Home Office');
  await expect(page.getByRole('button', { name: 'Add Small Floating Shelf (20")' })).toBeVisible();
});
