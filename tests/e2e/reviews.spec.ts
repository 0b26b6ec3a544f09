// Reviews from real customers (issue 31): the office completes a job, the customer opens the
// review link, picks stars with the keyboard and sends; the 2-star one waits in the admin's
// Reviews tab until published. This spec's bookings: day 2 and day 3 at 6:00 PM.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import {
  adminToken,
  createBooking,
  dayAhead,
  expectCleanScreen,
  signInAsAdmin,
  type CreatedBooking,
} from './support/staff';

async function completedBooking(request: APIRequestContext, name: string, days: number) {
  const booking = await createBooking(request, {
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}-review@example.com`,
    phone: `(704) 555-01${String(days).padStart(2, '0')}`,
    date: dayAhead(days),
    time: '6:00 PM',
  });
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  for (const data of [{ status: 'confirmed' }, { status: 'completed', early: true }]) {
    const res = await request.put(`/api/bookings/${booking.id}`, { headers, data });
    expect(res.status(), await res.text()).toBe(200);
  }
  return booking;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a customer rates a finished job with the keyboard and sees the thanks', async ({
  page,
  request,
}) => {
  const booking: CreatedBooking = await completedBooking(request, 'Helena Fox', 2);
  await page.goto(`/review/${booking.manageToken}`);
  await expect(page.getByRole('heading', { name: 'Leave a review', level: 1 })).toBeVisible();
  await expect(page.getByText(`Booking ${booking.reference}`)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const stars = page.getByRole('group', { name: 'How did we do?' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  await expectCleanScreen(page, 'review page');

  // Tab into the group, then the arrow keys move the choice: 1 star, then 2 ... 5 stars.
  await stars.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(stars.getByRole('radio', { name: '5 stars' })).toBeFocused();
  await page.getByLabel('Your review (optional)').fill('Helena loves the new wall.');
  await page.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, we have your review' })).toBeVisible();
  await expect(page.getByText('It will appear on our website')).toBeVisible();

  // The manage page of the finished job: the receipt and the thanks instead of the link.
  await page.goto(`/my-booking/${booking.manageToken}`);
  await expect(page.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute(
    'href',
    `/api/manage/${booking.manageToken}/receipt.pdf`,
  );
  await expect(page.getByText('Thank you for your review')).toBeVisible();

  // The next landing page carries it in its first HTML.
  const landing = await request.get('/');
  expect(await landing.text()).toContain('Helena loves the new wall.');
});

test('the Spanish review page is axe-clean; a 2-star review waits for the admin, who publishes it', async ({
  page,
  request,
}) => {
  const booking = await completedBooking(request, 'Ignacio Ruiz', 3);
  await page.goto(`/es/review/${booking.manageToken}`);
  await expect(page.getByRole('heading', { name: 'Deje su opinión', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: '¿Qué tal lo hicimos?' })).toBeVisible();
  await expectCleanScreen(page, 'Spanish review page');
  const estrellas = page.getByRole('group', { name: '¿Qué tal lo hicimos?' });
  await estrellas.getByRole('radio', { name: '1 estrella', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(estrellas.getByRole('radio', { name: '2 estrellas' })).toBeChecked();
  await page.getByLabel('Su opinión (opcional)').fill('Ignacio esperó una hora.');
  await page.getByRole('button', { name: 'Enviar opinión' }).click();
  await expect(page.getByText('La oficina la leerá')).toBeVisible();
  expect(await (await request.get('/')).text()).not.toContain('Ignacio esperó');

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await page.getByLabel('Show').selectOption('waiting');
  const card = page.getByRole('article', {
    name: `Review by Ignacio, booking ${booking.reference}`,
  });
  await expect(card).toContainText('Waiting');
  await expectCleanScreen(page, 'admin reviews tab');
  await card.getByRole('button', { name: `Publish the review of ${booking.reference}` }).click();
  await expect(page.getByText('Review published', { exact: true })).toBeVisible();
  await page.getByLabel('Show').selectOption('published');
  await expect(card).toContainText('Published');
  await expect.poll(async () => (await request.get('/')).text()).toContain('Ignacio esperó');
});
