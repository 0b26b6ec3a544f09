// The TV builder with store products (booking-flow.md section 2 screens 3-4, section 4 "Checkout
// from builder"): 'Complete Order (N items, $total)' opens the in-page checkout dialog, split into
// 'TV Mounting Services' and 'Installation Products'; the products are paid there as a store
// order (server prices, stock held), and success completes the builder.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

test.describe.configure({ timeout: 300_000 });

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}

async function addToCart(page: Page, name: string, times = 1) {
  const button = page
    .getByRole('article', { name })
    .getByRole('button', { name: /^Add to Cart: / });
  for (let i = 0; i < times; i++) await button.click();
}

async function openBuilder(page: Page) {
  await page.goto('/book/type');
  await page.getByRole('button', { name: /General Booking/ }).click();
  await expect(page).toHaveURL(/\/book\/tvs$/);
}

const completeOrder = (page: Page) =>
  page.getByRole('button', { name: /^Complete Order \(/ }).locator('visible=true');

async function payWith(dialog: ReturnType<Page['getByRole']>, number: string) {
  await dialog.getByLabel('Card Number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 1) % 100}`);
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
}

test('with TVs: the dialog pays the products, a declined card keeps them, success goes on to book the TV', async ({
  page,
}) => {
  await page.goto('/mount-depot');
  await addToCart(page, 'Medium Floating Shelf (32")', 2);
  await addToCart(page, 'Ultra High Speed HDMI Cable');
  await openBuilder(page);
  await page.getByRole('button', { name: 'Living Room', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: '56"-65"' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Drywall (wood studs)' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Add TV to Booking' }).click();

  // 1 TV + 3 products; 128.99 for the TV, 2 x 70.00 + 24.99 for the products.
  await expect(completeOrder(page)).toHaveText('Complete Order (4 items, $293.98)');
  await completeOrder(page).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
  await expect(dialog.getByRole('heading', { name: 'TV Mounting Services' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Installation Products' })).toBeVisible();
  await expect(dialog.getByText('Services Subtotal')).toBeVisible();
  await expect(dialog.getByText('Products Subtotal')).toBeVisible();
  await expect(dialog.getByText('Medium Floating Shelf (32") x 2')).toBeVisible();
  await expect(dialog.getByTestId('complete-order-total')).toHaveText('$293.98');
  await expect(dialog.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  await axeClean(page);

  // Cancel closes it; the builder is as it was.
  await dialog.getByRole('button', { name: 'Cancel & Go Back' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/book\/tvs$/);
  await completeOrder(page).click();

  await dialog.getByLabel('Full Name').fill('Dana Buyer');
  await dialog.getByLabel('Email Address').fill('dana@example.com');
  await dialog.getByLabel('Phone Number').fill('(704) 555-0190');
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  // The server priced the products: what is charged now.
  await expect(dialog.getByRole('button', { name: 'Pay $164.99' })).toBeVisible();
  await axeClean(page);

  await payWith(dialog, '4000 0000 0000 0002');
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
  expect(await page.evaluate(() => localStorage.getItem('mount-depot-cart'))).toContain('HDMI');

  await payWith(dialog, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your payment has been processed successfully.', { exact: true }),
  ).toBeVisible();
  // Success completes the builder: the TV is booked next, without the products just bought.
  await expect(page).toHaveURL(/\/book\/services$/);
  expect(await page.evaluate(() => localStorage.getItem('mount-depot-cart'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Additional Services', level: 1 })).toBeVisible();
});

test('products only, on a phone: Complete Order pays them and shows the paid order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mount-depot');
  await addToCart(page, 'Medium Floating Shelf (32")', 2);
  await openBuilder(page);
  await expect(completeOrder(page)).toHaveText('Complete Order (2 items, $140.00)');
  await completeOrder(page).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
  await expect(dialog.getByText('No TV mounting in this order.')).toBeVisible();
  await axeClean(page);
  await dialog.getByLabel('Full Name').fill('Sam Shopper');
  await dialog.getByLabel('Email Address').fill('sam@example.com');
  await dialog.getByLabel('Phone Number').fill('704-555-0123');
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await payWith(dialog, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/mount-depot\/success\?order=CTM-[A-Z0-9]{6}$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Medium Floating Shelf (32") x 2')).toBeVisible();
});
