// The TV builder with store products (booking-flow.md section 2 screens 3-4, section 4 "Checkout
// from builder"; decisions.md "What the turn-3 walk-throughs settled", issue 26): products from
// the shared cart are part of the booking. 'Complete Order (N items, $total)' opens the split
// summary and goes on to book; it never makes a separate store order. A mount bought in the cart
// replaces the TV's purchased mount. Prices and stock are the store's current ones.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  addLivingRoomTv,
  axeClean,
  bookingCreated,
  next,
  pickWindow,
  startGeneral,
} from './support/booking';
import { adminToken } from './support/staff';

test.describe.configure({ timeout: 300_000 });

async function addToCart(page: Page, name: string, times = 1) {
  const button = page
    .getByRole('article', { name })
    .getByRole('button', { name: /^Add to Cart: / });
  for (let i = 0; i < times; i++) await button.click();
}

const completeOrder = (page: Page) =>
  page.getByRole('button', { name: /^Complete Order \(/ }).locator('visible=true');

async function storeOrderCount(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/store-orders', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as unknown[] | { orders: unknown[] };
  return Array.isArray(body) ? body.length : body.orders.length;
}

test('store, builder, Complete Order, booking: the products are booked with the TV, the cart mount replaces the TV mount, no store order', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const ordersBefore = await storeOrderCount(request, token);

  await page.goto('/mount-depot');
  await addToCart(page, 'Full Motion TV Mount');
  await addToCart(page, 'Medium Floating Shelf (32")', 2);
  await startGeneral(page);
  await addLivingRoomTv(page);

  // The TV's flat mount (29.99) is replaced by the cart's full motion mount: 99.00 for the TV,
  // 74.99 + 2 x 70.00 for the products.
  await expect(completeOrder(page)).toHaveText('Complete Order (4 items, $313.99)');
  await expect(
    page.getByText(
      'Full Motion TV Mount from your cart (priced with the products), instead of the Flat Mount',
    ),
  ).toBeVisible();
  await completeOrder(page).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
  await expect(dialog.getByRole('heading', { name: 'TV Mounting Services' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Installation Products' })).toBeVisible();
  await expect(dialog.getByText('Services Subtotal')).toBeVisible();
  await expect(dialog.getByText('Products Subtotal')).toBeVisible();
  await expect(dialog.getByText('Medium Floating Shelf (32") x 2')).toBeVisible();
  await expect(dialog.getByTestId('complete-order-total')).toHaveText('$313.99');
  await expect(dialog.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  // No separate pickup order: no store contact form, no card form, no pickup choice.
  await expect(dialog.getByLabel('Card Number')).toHaveCount(0);
  await expect(dialog.getByText(/Pickup/)).toHaveCount(0);
  await axeClean(page);

  // Cancel closes it; the builder is as it was.
  await dialog.getByRole('button', { name: 'Cancel & Go Back' }).click();
  await expect(dialog).toBeHidden();
  await completeOrder(page).click();
  await dialog.getByRole('button', { name: 'Continue to Booking' }).click();

  await expect(page).toHaveURL(/\/book\/services$/);
  await next(page, 'Skip Additional Services').click();
  await pickWindow(page, 5);
  await next(page, 'Continue to Contact Details').click();
  await page.getByLabel('Full Name').fill('Dana Buyer');
  await page.getByLabel('Email Address').fill('dana.buyer@example.com');
  await page.getByLabel('Phone Number').fill('(704) 555-0190');
  await page.getByRole('radio', { name: 'House' }).check();
  await page.getByLabel('Street Address').fill('1200 Queens Rd, Charlotte, NC 28207');
  await next(page, 'Continue to Payment').click();
  await page.getByRole('radio', { name: /Cash/ }).check();
  const created = bookingCreated(page);
  await next(page, 'Confirm Booking').click();
  const booking = (await (await created).json()) as { id: number; totalPrice: number };
  expect(booking.totalPrice).toBe(31399);

  // The customer's confirmation lists the products.
  await expect(page).toHaveURL(/\/book\/confirmed\/[^/]+$/);
  await expect(page.getByText('Full Motion TV Mount x 1')).toBeVisible();
  await expect(page.getByText('Medium Floating Shelf (32") x 2')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mount-depot-cart'))).toBeNull();

  // Staff see them on the booking; no store order was made.
  const list = await request.get('/api/bookings', {
    headers: { authorization: `Bearer ${token}` },
  });
  const staffView = ((await list.json()) as { id: number; products: unknown[] }[]).find(
    (b) => b.id === booking.id,
  );
  expect(staffView?.products).toEqual([
    expect.objectContaining({ name: 'Full Motion TV Mount', quantity: 1 }),
    expect.objectContaining({ name: 'Medium Floating Shelf (32")', quantity: 2 }),
  ]);
  expect(await storeOrderCount(request, token)).toBe(ordersBefore);
});

test('on a phone: the cart shows the store price of now, and an out-of-stock product before the contact step', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const name = `Corner Shelf ${Date.now()}`;
  const createdProduct = await request.post('/api/products', {
    headers: auth,
    data: {
      name,
      description: 'A small corner shelf for a streaming box.',
      category: 'shelving',
      price: 2000,
      stock: 5,
      imageUrl: '/assets/products/small-floating-shelf.svg',
    },
  });
  expect(createdProduct.status()).toBe(201);
  const product = (await createdProduct.json()) as { id: number };

  await page.goto('/mount-depot');
  await addToCart(page, name);
  // The owner raises the price after it was added.
  const raised = await request.put(`/api/products/${product.id}`, {
    headers: auth,
    data: { price: 2500 },
  });
  expect(raised.status()).toBe(200);

  // The store's cart, opened in the same page, reads the price again.
  await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
  const cartPanel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cartPanel.getByText('$25.00 each')).toBeVisible();
  await expect(cartPanel.getByTestId('cart-total')).toHaveText('$25.00');
  await cartPanel.getByRole('button', { name: 'Close' }).click();

  await startGeneral(page);
  await expect(completeOrder(page)).toHaveText('Complete Order (1 items, $25.00)');
  await completeOrder(page).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Order' });
  await expect(dialog.getByTestId('complete-order-total')).toHaveText('$25.00');
  await expect(dialog.getByText('No TV mounting in this order', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel & Go Back' }).click();

  // It sells out: the dialog says so and the booking cannot go on with it.
  await request.put(`/api/products/${product.id}`, { headers: auth, data: { stock: 0 } });
  await page.goto('/mount-depot');
  await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
  await expect(cartPanel.getByText('Out of Stock', { exact: true })).toBeVisible();
  await expect(cartPanel.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await cartPanel.getByRole('button', { name: 'Close' }).click();
  await startGeneral(page);
  await completeOrder(page).click();
  await expect(dialog.getByText('Out of Stock', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Some products are out of stock. Remove them to continue.',
  );
  await expect(dialog.getByRole('button', { name: 'Continue to Booking' })).toBeDisabled();
  await axeClean(page);
  await dialog.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Complete Order \(/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('mount-depot-cart'))).toBeNull();
});
