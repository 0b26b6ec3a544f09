// Helpers of the staff browser tests: bookings made and paid through the public API (as a
// customer would), the admin's token for set-up calls, and the checks every staff screen passes.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  addDays,
  businessToday,
  type SlotLabel,
} from '../../../src/domain/scheduling/business-time';

export interface CreatedBooking {
  id: number;
  reference: string;
  manageToken: string;
  totalPrice: number;
  appointmentDate: string;
  appointmentTime: string;
}

export const dayAhead = (days: number) => addDays(businessToday(new Date()), days);

export async function createBooking(
  request: APIRequestContext,
  options: {
    name: string;
    email: string;
    phone: string;
    date: string;
    time: SlotLabel;
    paymentMethod?: 'cash' | 'card';
    address?: string;
    unitNumber?: string;
  },
): Promise<CreatedBooking> {
  const response = await request.post('/api/bookings', {
    data: {
      name: options.name,
      email: options.email,
      phone: options.phone,
      address: options.address ?? '500 S Tryon St, Charlotte, NC 28202',
      unitNumber: options.unitNumber ?? '7A',
      appointmentDate: options.date,
      appointmentTime: options.time,
      paymentMethod: options.paymentMethod ?? 'cash',
      // 44-55 on drywall with a purchased fixed mount: 99 + 29.99 = $128.99.
      tvs: [
        { tvSize: '44-55', wallType: 'drywall_studs', room: 'Living Room', mountType: 'fixed' },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedBooking;
}

/** Pays a card booking through the sandbox gateway, as the checkout page does. */
export async function payByCard(request: APIRequestContext, booking: CreatedBooking) {
  const intent = await request.post('/api/stripe-payment-intent', {
    data: { bookingId: booking.id, manageToken: booking.manageToken },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await request.post('/api/payments/sandbox/confirm', {
    data: {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 1,
      cvc: '123',
    },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/login', {
    data: { username: 'admin', password: 'admin123' },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

export async function technicianId(request: APIRequestContext, token: string, username: string) {
  const list = await request.get('/api/technicians', {
    headers: { authorization: `Bearer ${token}` },
  });
  const team = (await list.json()) as { id: number; username: string }[];
  const found = team.find((t) => t.username === username);
  expect(found, `no technician ${username}`).toBeTruthy();
  return found!.id;
}

export async function assign(
  request: APIRequestContext,
  token: string,
  bookingId: number,
  technician: number,
) {
  const response = await request.put(`/api/bookings/${bookingId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { assignedTechnicianId: technician },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  // The demo password arrives with the server's hints, as a person sees it fill in.
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('admin123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Opens the admin's Add Product form and fills the fields every product needs. */
export async function fillNewProduct(
  page: Page,
  product: { name: string; category: string; price: string; stock: string; description: string },
) {
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByLabel('Name', { exact: true }).fill(product.name);
  await page.getByLabel('Category').selectOption({ label: product.category });
  await page.getByLabel('Price (dollars)').fill(product.price);
  await page.getByLabel('Stock (units)').fill(product.stock);
  await page.getByLabel('Description', { exact: true }).fill(product.description);
}

/** axe finds nothing at all, and the page never scrolls sideways at phone width. */
export async function expectCleanScreen(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${label}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  if (width <= 400) {
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${label} scrolls sideways`,
    ).toBeLessThanOrEqual(width);
  }
}
