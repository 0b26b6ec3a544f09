// The Afterpay sandbox page an afterpay booking links to (AFTERPAY_MERCHANT_ID unset): clearly a
// test page, the booking's amount in four payments two weeks apart, and no claim of payment.
import { expect, test } from './support/test';
import { shortDate } from './support/booking';
import { addDays, businessToday } from '../../src/domain/scheduling/business-time';

test('an afterpay booking links to the labelled sandbox plan @phone', async ({ page, request }) => {
  const today = businessToday(new Date());
  const created = await request.post('/api/bookings', {
    data: {
      name: 'Avery Lee',
      email: 'avery@example.com',
      phone: '(704) 555-0142',
      address: '500 S Tryon St, Charlotte, NC 28202',
      unitNumber: '12',
      appointmentDate: addDays(today, 2),
      appointmentTime: '12:00 PM',
      paymentMethod: 'afterpay',
      // 44-55 on brick with a purchased fixed mount: 99 + 29.99 + 95 = $223.99.
      tvs: [{ tvSize: '44-55', wallType: 'brick', room: 'Living Room', mountType: 'fixed' }],
      additionalServices: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as {
    reference: string;
    totalPrice: number;
    afterpayUrl: string;
    paymentStatus: string;
  };
  expect(booking.totalPrice).toBe(22399);
  expect(booking.afterpayUrl).toBe(
    `/afterpay-sandbox?reference=${booking.reference}&amount=223.99`,
  );

  await page.goto(booking.afterpayUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Afterpay (sandbox)' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Sandbox notice' })).toHaveText(
    'SANDBOX: a test page. No money moves.',
  );
  await expect(page.getByText(`Booking ${booking.reference}`)).toBeVisible();
  await expect(page.getByTestId('afterpay-amount')).toHaveText('$223.99');
  // 223.99 / 4 = 55.9975: three payments of $56.00 and one of $55.99 add up to the total.
  await expect(
    page.getByText('4 interest-free payments: 3 x $56.00 + $55.99, every 2 weeks'),
  ).toBeVisible();

  const schedule = page.getByRole('table', { name: 'Payment schedule' });
  const rows = schedule.getByRole('row');
  await expect(rows).toHaveCount(6); // header, four payments, total
  const expected = [
    ['1 of 4', `Today, ${shortDate(today)}`, '$56.00'],
    ['2 of 4', shortDate(addDays(today, 14)), '$56.00'],
    ['3 of 4', shortDate(addDays(today, 28)), '$56.00'],
    ['4 of 4', shortDate(addDays(today, 42)), '$55.99'],
  ];
  for (const [index, cells] of expected.entries()) {
    await expect(rows.nth(index + 1).getByRole('cell')).toHaveText(cells.slice(1));
    await expect(rows.nth(index + 1).getByRole('rowheader')).toHaveText(cells[0] ?? '');
  }
  await expect(rows.last()).toContainText('$223.99');

  await expect(page.getByRole('heading', { name: 'This is a test page' })).toBeVisible();
  await expect(page.getByText(/No money moves: nothing is charged/)).toBeVisible();
  // Nothing on the page says the booking was paid.
  await expect(page.getByText(/payment (successful|complete|received)|\bpaid\b/i)).toHaveCount(0);

  const back = page.getByRole('link', { name: 'Back to Charlotte TV Mounting' });
  await back.focus();
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});

test('a link without a valid amount says so instead of showing a plan', async ({ page }) => {
  await page.goto('/afterpay-sandbox?reference=CTM-7K3Q9X&amount=abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Afterpay (sandbox)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This link has no valid amount' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Charlotte TV Mounting' })).toBeVisible();
});
