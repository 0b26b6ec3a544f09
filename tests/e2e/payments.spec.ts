// Card payments with no provider keys (docs/decisions/006-payments.md): the sandbox card form on
// /square-test and on the Secure Checkout page, success and decline; the payment return page
// clears the stored cart. The server, not the page, marks a booking paid (checked via the admin API).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, ownContact, test } from './support/test';
import { STORED_CART_KEY } from '../../src/client/lib/stored-cart';
import { addDays, businessToday } from '../../src/domain/scheduling/business-time';

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

async function cardBooking(request: APIRequestContext, dayOffset: number, time: string) {
  const created = await request.post('/api/bookings', {
    data: {
      name: 'Casey Card',
      ...ownContact('casey@example.com'),
      address: '1 Main St, Charlotte, NC 28202',
      appointmentDate: addDays(businessToday(new Date()), dayOffset),
      appointmentTime: time,
      paymentMethod: 'card',
      // 44-55 on drywall with a purchased fixed mount: 99 + 29.99 = $128.99.
      tvs: [
        { tvSize: '44-55', wallType: 'drywall_studs', room: 'Living Room', mountType: 'fixed' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: number; totalPrice: number; manageToken: string };
  expect(booking.totalPrice).toBe(12899);
  return booking;
}

/** The booking's manage token rides in the fragment (docs/decisions/011-references-and-money.md). */
const checkoutUrl = (booking: { id: number; totalPrice: number; manageToken: string }) =>
  `/secure-checkout?bookingId=${booking.id}&amount=${booking.totalPrice}#manageToken=${encodeURIComponent(booking.manageToken)}`;

async function paymentStatusOf(request: APIRequestContext, id: number) {
  const login = await request.post('/api/admin/login', {
    data: { username: 'admin', password: 'admin123' },
  });
  const { token } = (await login.json()) as { token: string };
  const list = await request.get('/api/bookings', {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (await list.json()) as { id: number; paymentStatus: string }[];
  return rows.find((row) => row.id === id)?.paymentStatus;
}

async function fillSandboxCard(page: Page, number: string) {
  await expect(page.getByText('TEST MODE (sandbox): no real card is charged')).toBeVisible();
  await page.getByLabel('Card Number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${nextYear}`);
  await page.getByLabel('CVC').fill('123');
}

test.describe('/square-test', () => {
  test('a test payment succeeds with the sandbox card @phone', async ({ page }) => {
    await page.goto('/square-test');
    const amount = page.getByLabel('Amount (USD)');
    await expect(amount).toHaveValue('99.99');
    await amount.fill('0');
    await expect(page.getByRole('button', { name: /^Test Payment/ })).toBeDisabled();
    await amount.fill('25.50');
    await page.getByRole('button', { name: 'Test Payment $25.50' }).click();
    await fillSandboxCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $25.50' }).click();

    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    const panel = page.locator('dl');
    await expect(panel.getByText('$25.50')).toBeVisible();
    await expect(panel.getByText('Completed')).toBeVisible();
    await expect(panel.getByText(/^sbx_py_/)).toBeVisible();
    await expect(panel.getByText(/^\d+\.\d{2} s$/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a declined card shows the provider message and no success', async ({ page }) => {
    await page.goto('/square-test');
    await page.getByRole('button', { name: 'Test Payment $99.99' }).click();
    await fillSandboxCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $99.99' }).click();
    await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toHaveCount(0);
    // An invalid number is refused by field before any charge.
    await page.getByLabel('Card Number').fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: 'Pay $99.99' }).click();
    await expect(page.getByText('Your card number is invalid.')).toBeVisible();
    await expect(page.getByLabel('Card Number')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('Secure Checkout', () => {
  test('pays the booking and lands on the return page @phone', async ({ page, request }) => {
    // Its own window in each project: staff-operations books day 9 at 8 and 10 AM too.
    const phone = test.info().project.name === 'phone';
    const booking = await cardBooking(request, 9, phone ? '2:00 PM' : '8:00 AM');
    await page.goto(checkoutUrl(booking));
    await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Service Details' })).toBeVisible();
    await fillSandboxCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay $128.99' }).click();
    await expect(page).toHaveURL(/\/payment-success#manageToken=/);
    await expect(
      page.getByText('Your TV mounting appointment has been confirmed.', { exact: true }),
    ).toBeVisible();
    expect(await paymentStatusOf(request, booking.id)).toBe('paid');
    // The return page read the booking from the server, which says paid.
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText(/^Booking CTM-[A-Z0-9]{6} is paid \(\$128\.99\)/)).toBeVisible();
  });

  test("a link without the booking's manage token offers no card form", async ({
    page,
    request,
  }) => {
    const booking = await cardBooking(request, 9, '12:00 PM');
    await page.goto(`/secure-checkout?bookingId=${booking.id}&amount=${booking.totalPrice}`);
    await expect(
      page.getByText('This checkout link is incomplete. Please start again from your booking.'),
    ).toBeVisible();
    await expect(page.getByLabel('Card Number')).toHaveCount(0);
  });

  test('a declined card leaves the booking unpaid; a tampered amount charges nothing', async ({
    page,
    request,
  }) => {
    const booking = await cardBooking(request, 9, '10:00 AM');
    await page.goto(checkoutUrl(booking));
    await fillSandboxCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $128.99' }).click();
    await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/secure-checkout/);
    expect(await paymentStatusOf(request, booking.id)).toBe('failed');

    await page.goto(checkoutUrl({ ...booking, totalPrice: 100 }));
    await fillSandboxCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay $1.00' }).click();
    await expect(
      page.getByText('The total for this booking is $128.99. Please review it and pay again.', {
        exact: true,
      }),
    ).toBeVisible();
    expect(await paymentStatusOf(request, booking.id)).toBe('failed');
  });
});

test.describe('/payment-success says paid only when the server does', () => {
  const seedCart = async (page: Page) => {
    await page.goto('/');
    await page.evaluate(
      (key) => localStorage.setItem(key, JSON.stringify([{ id: 1, quantity: 2 }])),
      STORED_CART_KEY,
    );
  };

  test('without a token it claims nothing and keeps the cart @phone', async ({ page }) => {
    await seedCart(page);
    await page.goto('/payment-success');
    await expect(
      page.getByRole('heading', { level: 1, name: 'We Could Not Confirm This Payment' }),
    ).toBeVisible();
    await expect(page.getByText(/payment successful|has been confirmed/i)).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Track your booking' })).toHaveAttribute(
      'href',
      '/track',
    );
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORED_CART_KEY)).not.toBeNull();
  });

  test('a wrong token, or a reference of another booking, finds nothing', async ({
    page,
    request,
  }) => {
    const booking = await cardBooking(request, 10, '4:00 PM');
    await page.goto(`/payment-success#manageToken=${'x'.repeat(43)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We Could Not Confirm This Payment' }),
    ).toBeVisible();
    await page.goto(
      `/payment-success?reference=CTM-AAAAAA#manageToken=${encodeURIComponent(booking.manageToken)}`,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'We Could Not Confirm This Payment' }),
    ).toBeVisible();
    await expect(page.getByText(/payment successful/i)).toHaveCount(0);
  });

  test('an unpaid booking is pending, never paid @phone', async ({ page, request }) => {
    const phone = test.info().project.name === 'phone';
    const booking = await cardBooking(request, 10, phone ? '6:00 PM' : '2:00 PM');
    await seedCart(page);
    await page.goto(`/payment-success#manageToken=${encodeURIComponent(booking.manageToken)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Pending' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View your booking' })).toHaveAttribute(
      'href',
      `/my-booking/${booking.manageToken}`,
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), STORED_CART_KEY)).not.toBeNull();
    expect(await paymentStatusOf(request, booking.id)).toBe('unpaid');
  });
});
