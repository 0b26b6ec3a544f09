// The customer's self-service pages (issue 15): the e-mailed link /my-booking/{token} and /track.
// Bookings are made through the API; the pages are driven like a customer, by role and label.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, ownContact, test } from './support/test';
import { addTv, fillApartmentContact, fillWindow, shortDate } from './support/booking';
import { formatCalendarDate } from '../../src/domain/scheduling/format-date';
import { SEED_BUSINESS_FACTS } from '../../src/domain/catalog/business-seed';
import { telHref } from '../../src/domain/schemas/business';
import {
  SLOT_LABELS,
  slotStartsAt,
  slotWindowLabel,
  type SlotLabel,
} from '../../src/domain/scheduling/business-time';
import { TRACK_NOT_FOUND_MESSAGE } from '../../src/domain/schemas/manage';
import { createBooking as createCustomerBooking, dayAhead, signInAsAdmin } from './support/staff';

// The seeded business settings (migration 0009): what every page shows on a fresh database.
const BUSINESS = { ...SEED_BUSINESS_FACTS, telHref: telHref(SEED_BUSINESS_FACTS.phone) };

// Several axe passes, or the whole booking flow, on a machine shared with other builds.
test.describe.configure({ timeout: 90_000 });

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

/**
 * Morgan Lee's booking at 200 N Tryon St, the address the pages below show, with a phone of the
 * test's own (a client may have at most 2 live unpaid bookings, and this file's tests share one
 * server).
 */
const createBooking = (
  request: APIRequestContext,
  options: { date: string; time: SlotLabel; email: string; paymentMethod?: 'cash' | 'card' },
) =>
  createCustomerBooking(request, {
    name: 'Morgan Lee',
    phone: ownContact(options.email).phone,
    address: '200 N Tryon St, Charlotte, NC 28202',
    unitNumber: '12C',
    ...options,
  });

/** The manage link in the customer's confirmation e-mail, read from the outbox as the admin. */
async function linkFromConfirmationMail(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  const login = await request.post('/api/admin/login', {
    data: { username: 'admin', password: 'admin123' },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const outbox = await request.get('/api/outbox', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(outbox.status()).toBe(200);
  const mails = (await outbox.json()) as { to: string; subject: string | null; body: string }[];
  const confirmation = mails.find((m) => m.to === email && m.subject?.includes('confirmed'));
  const link = confirmation?.body.match(/https?:\/\/\S+(\/my-booking\/[\w-]+)/);
  expect(link, `no manage link in the confirmation to ${email}`).toBeTruthy();
  return link?.[1] ?? '';
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

const appointment = (page: Page) => page.getByRole('region', { name: 'Appointment' });
const progress = (page: Page) => page.getByRole('list', { name: 'Booking progress' });

test('the manage link shows the booking and moves it to another day; the admin sees the move', async ({
  page,
  request,
}) => {
  const booking = await createBooking(request, {
    date: dayAhead(4),
    time: '10:00 AM',
    email: 'move@example.com',
  });
  // The customer opens the link in the confirmation e-mail.
  const path = await linkFromConfirmationMail(request, 'move@example.com');
  expect(path).toBe(`/my-booking/${booking.manageToken}`);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference);

  // The timeline: received now, the rest still ahead.
  await expect(progress(page).getByRole('listitem')).toHaveText([
    /^Booking Confirmed \(done\)/,
    /^Service Preparation \(not yet\)/,
    /^Technician Assigned \(not yet\)/,
    /^Technician En Route \(not yet\)/,
    /^Installation in Progress \(not yet\)/,
    /^Service Complete \(not yet\)/,
  ]);
  // One vocabulary (issue 26): the headline says what the confirmation and its e-mail said.
  await expect(page.getByText(/^Status: Booking Confirmed$/)).toBeVisible();
  await expect(appointment(page)).toContainText(
    formatCalendarDate(booking.appointmentDate, 'long'),
  );
  await expect(page.getByTestId('arrival-window')).toHaveText('10:00 AM - 12:00 PM');
  await expect(appointment(page)).toContainText('200 N Tryon St, Charlotte, NC 28202');
  const items = page.getByRole('region', { name: 'What you booked' });
  await expect(items).toContainText('TV 1 · Living Room');
  await expect(items).toContainText('$128.99');
  await expect(page.getByTestId('payment-status')).toHaveText('Unpaid');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Method: Cash');
  await expect(
    page.getByText(/^Changes are possible online until \w+day, \w+ \d+ at 10:00 AM/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Reschedule' }).click();
  // The present window is shown but not offered again.
  await expect(
    page.getByRole('button', { name: '10:00 AM - 12:00 PM, Your current time' }),
  ).toBeDisabled();
  const newDate = dayAhead(6);
  await page
    .getByRole('button', { name: formatCalendarDate(newDate, 'long'), exact: true })
    .click();
  const slot = page.getByRole('button', { name: '2:00 PM - 4:00 PM', exact: true });
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  const moved = page.waitForResponse((r) => r.url().endsWith('/reschedule'));
  await page.getByRole('button', { name: 'Confirm new time' }).click();
  expect((await moved).status()).toBe(200);

  await expect(page.getByRole('status').filter({ hasText: 'Your booking is moved to' })).toHaveText(
    `Your booking is moved to ${formatCalendarDate(newDate, 'long')}, 2:00 PM - 4:00 PM. We sent you an e-mail with the new time.`,
  );
  await expect(page.getByTestId('arrival-window')).toHaveText('2:00 PM - 4:00 PM');
  await expect(appointment(page)).toContainText(formatCalendarDate(newDate, 'long'));
  // Still open for changes, and a reload shows the same.
  await page.reload();
  await expect(page.getByTestId('arrival-window')).toHaveText('2:00 PM - 4:00 PM');
  await expect(page.getByRole('button', { name: 'Reschedule' })).toBeVisible();

  await signInAsAdmin(page);
  const row = page.getByRole('row').filter({ hasText: `Booking #${booking.id}` });
  await expect(row).toContainText(shortDate(newDate));
  await expect(row).toContainText('2:00 PM');
  await expect(row).not.toContainText(shortDate(booking.appointmentDate));
});

test('a window that fills while the customer decides: the server says so and the day is refreshed', async ({
  page,
  request,
}) => {
  const booking = await createBooking(request, {
    date: dayAhead(5),
    time: '8:00 AM',
    email: 'race@example.com',
  });
  const target = dayAhead(7);
  await page.goto(`/my-booking/${booking.manageToken}`);
  await page.getByRole('button', { name: 'Reschedule' }).click();
  await page.getByRole('button', { name: formatCalendarDate(target, 'long'), exact: true }).click();
  await page.getByRole('button', { name: '6:00 PM - 8:00 PM', exact: true }).click();

  // Others book that window until it is full.
  await fillWindow(request, target, '6:00 PM');

  await page.getByRole('button', { name: 'Confirm new time' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That time was just booked. Please pick another.',
  );
  await expect(
    page.getByRole('button', { name: '6:00 PM - 8:00 PM, Booked', exact: true }),
  ).toBeDisabled();
  await expect(page.getByTestId('arrival-window')).toHaveText('8:00 AM - 10:00 AM');
});

test('cancelling from the link with a reason: Cancelled, when and why, and nothing more to do', async ({
  page,
  request,
}) => {
  const booking = await createBooking(request, {
    date: dayAhead(8),
    time: '12:00 PM',
    email: 'cancel@example.com',
  });
  await page.goto(`/my-booking/${booking.manageToken}`);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(formatCalendarDate(booking.appointmentDate, 'long'));
  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: 'Keep my booking' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await dialog.getByLabel('Reason (optional)').fill('Moving to another city');
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/cancel'));
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  expect((await cancelled).status()).toBe(200);

  await expect(dialog).toBeHidden();
  // The actions are gone with the booking: focus is on the outcome, not the page body.
  await expect(
    page.getByText('Your booking is cancelled. We sent you an e-mail to confirm.'),
  ).toBeFocused();
  await expect(
    page.getByText(/^This booking was cancelled on \w+ \d+, \d+:\d\d (AM|PM)\.$/),
  ).toBeVisible();
  await expect(page.getByText('Reason: Moving to another city')).toBeVisible();
  await expect(progress(page).getByRole('listitem').last()).toHaveText(/^Cancelled/);
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(page.getByText(/This booking is cancelled, so it cannot be changed/)).toBeVisible();

  // The same after a reload: the server's answer, not the page's memory.
  await page.reload();
  await expect(page.getByText('Reason: Moving to another city')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
});

test('within 24 hours of the window: the phone instead of the buttons', async ({
  page,
  request,
}) => {
  const now = Date.now();
  const soon = [0, 1]
    .flatMap((offset) => SLOT_LABELS.map((time) => ({ date: dayAhead(offset), time })))
    .find(({ date, time }) => {
      const startsIn = slotStartsAt(date, time).getTime() - now;
      return startsIn > 10 * 60_000 && startsIn < 23 * 60 * 60_000;
    });
  if (!soon) throw new Error('No window starts within the next 24 hours');
  const booking = await createBooking(request, { ...soon, email: 'soon@example.com' });

  await page.goto(`/my-booking/${booking.manageToken}`);
  await expect(page.getByTestId('arrival-window')).toHaveText(slotWindowLabel(soon.time));
  await expect(
    page.getByText(
      `Your arrival window starts within 24 hours, so changes are made by phone: please call ${BUSINESS.phone}.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: `Call ${BUSINESS.phone}` }).first()).toHaveAttribute(
    'href',
    BUSINESS.telHref,
  );
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(page.getByText(/Changes are possible online until/)).toHaveCount(0);
});

test('a paid card booking cancelled from the link is refunded', async ({ page, request }) => {
  const booking = await createBooking(request, {
    date: dayAhead(9),
    time: '4:00 PM',
    email: 'paid@example.com',
    paymentMethod: 'card',
  });
  // The existing checkout pays it with the sandbox card (tests/e2e/payments.spec.ts).
  await page.goto(
    `/secure-checkout?bookingId=${booking.id}&amount=${booking.totalPrice}#manageToken=${encodeURIComponent(booking.manageToken)}`,
  );
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${nextYear}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $128.99' }).click();
  await expect(page).toHaveURL(/\/payment-success#manageToken=/);

  await page.goto(`/my-booking/${booking.manageToken}`);
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Method: Card');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('Your payment of $128.99 will be refunded in full.');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();

  await expect(page.getByTestId('payment-status')).toHaveText('Refunded');
  await expect(
    page.getByText('Your booking is cancelled and your payment has been refunded.'),
  ).toBeVisible();
  await expect(page.getByText('Your payment has been refunded.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
});

test('/track finds a booking by reference and e-mail, and one answer for a wrong pair', async ({
  page,
  request,
}) => {
  const booking = await createBooking(request, {
    date: dayAhead(10),
    time: '2:00 PM',
    email: 'track.me@example.com',
  });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track your booking' }).click();
  await expect(page).toHaveURL(/\/track$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Track your booking' })).toBeVisible();

  // Empty: each field says what it needs.
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByLabel('Booking reference')).toHaveAccessibleDescription(
    'Enter your booking reference (CTM-...)',
  );
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');

  // A wrong pair: the one message, no booking.
  await page.getByLabel('Booking reference').fill(booking.reference);
  await page.getByLabel('E-mail address').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('alert')).toHaveText(TRACK_NOT_FOUND_MESSAGE);
  await expect(progress(page)).toHaveCount(0);

  // The right pair, typed loosely (lower case, other capitals in the e-mail).
  await page.getByLabel('Booking reference').fill(booking.reference.toLowerCase());
  await page.getByLabel('E-mail address').fill('Track.Me@Example.com');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('heading', { name: `Booking ${booking.reference}` })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(progress(page).getByRole('listitem').first()).toHaveText(
    /^Booking Confirmed \(done\)/,
  );
  await expect(page.getByTestId('arrival-window')).toHaveText('2:00 PM - 4:00 PM');
  await expect(
    page.getByText('To reschedule or cancel, use the link in your confirmation e-mail'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
});

test('the booking confirmation links to the manage page of that booking', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Mount Builder', exact: true }).first().click();
  await page.getByRole('button', { name: /General Booking/ }).click();
  await addTv(page, { room: 'Living Room', size: '44"-55"', wall: 'Drywall (wood studs)' });
  await page.getByRole('button', { name: 'Add TV to Booking' }).click();
  await page.getByRole('button', { name: /^Book All TVs/ }).click();
  await page.getByRole('button', { name: 'Skip Additional Services' }).click();
  // The schedule step's calendar (shared with the reschedule panel) still books a window.
  const date = dayAhead(12);
  await page.getByRole('button', { name: formatCalendarDate(date, 'long'), exact: true }).click();
  await page.getByRole('button', { name: '12:00 PM - 2:00 PM', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to Contact Details' }).first().click();
  await fillApartmentContact(page, '88', {
    name: 'Riley Quinn',
    email: 'riley@example.com',
    phone: '(704) 555-0150',
  });
  await page.getByRole('radio', { name: /Cash/ }).check();
  await page.getByRole('button', { name: 'Confirm Booking' }).first().click();

  await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
  // A refresh keeps the link: it rides in this tab's history entry, not in storage.
  await page.reload();
  await page.getByRole('link', { name: 'Manage your booking' }).click();
  await expect(page).toHaveURL(/\/my-booking\/[A-Za-z0-9_-]{20,}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  await expect(page.getByTestId('arrival-window')).toHaveText('12:00 PM - 2:00 PM');
  // The token is kept in no storage of the browser.
  const token = new URL(page.url()).pathname.split('/').pop() ?? '';
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(token);
});

test('a link that is not valid says so and offers /track and the phone', async ({ page }) => {
  await page.goto('/my-booking/this-is-not-a-real-booking-token-0000');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'This booking link is not valid' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Track your booking' })).toHaveAttribute(
    'href',
    '/track',
  );
  await expect(main.getByRole('link', { name: `Call ${BUSINESS.phone}` })).toHaveAttribute(
    'href',
    BUSINESS.telHref,
  );
});

for (const width of [390, 1280]) {
  test(`both pages pass axe at ${width} px`, async ({ page, request }) => {
    // Five full-page axe passes: 10-15 s each on the 2-core CI machine (trace of a 90 s timeout).
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const booking = await createBooking(request, {
      date: dayAhead(11),
      time: width === 390 ? '8:00 AM' : '10:00 AM',
      email: `axe${width}@example.com`,
    });
    await page.goto(`/my-booking/${booking.manageToken}`);
    await expect(page.getByTestId('arrival-window')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await expect(page.getByRole('group', { name: 'Morning' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Keep current time' }).click();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    await page.goto('/track');
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Booking reference').fill(booking.reference);
    await page.getByLabel('E-mail address').fill(`axe${width}@example.com`);
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await expect(progress(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
