// Issue 26: after every in-page change the keyboard focus stays on a visible element (never the
// page body), Edit TV brings its form into view, Remove TV can be undone, the recommendation
// panel changes the TV it names, and the assistant's title bar never floats over the page and
// stays closed once closed.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axeClean } from './support/booking';
import { createBooking, dayAhead } from './support/staff';

test.describe.configure({ timeout: 90_000 });

/** What has focus: 'body', or 'hidden ...' when it is off screen or covered, else 'ok'. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return 'body';
    const rect = el.getBoundingClientRect();
    const name = `${el.tagName} ${el.textContent?.trim().slice(0, 40) ?? ''}`;
    if (rect.width === 0 || rect.height === 0) return `hidden ${name}`;
    if (rect.bottom <= 0 || rect.top >= window.innerHeight) return `off screen ${name}`;
    // Something floating over its middle (a sticky bar, a pill) hides it.
    const x = rect.left + Math.min(rect.width / 2, 20);
    const y = rect.top + Math.min(rect.height / 2, 10);
    const top = document.elementFromPoint(x, Math.max(0, Math.min(y, window.innerHeight - 1)));
    if (top && !el.contains(top) && !top.contains(el)) return `covered ${name}`;
    return 'ok';
  });
}

async function expectFocusKept(page: Page) {
  await expect.poll(() => focusState(page)).toBe('ok');
}

/** Focus a control as Tab would and press it with the keyboard. */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

async function addTvByKeyboard(page: Page, room: string) {
  await press(page.getByRole('button', { name: room, exact: true }));
  await press(page.getByRole('button', { name: 'Next' }));
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: TV size' })).toBeFocused();
  await expectFocusKept(page);
  await press(page.getByRole('button', { name: '56"-65"' }));
  await press(page.getByRole('button', { name: 'Next' }));
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Wall type' })).toBeFocused();
  await expectFocusKept(page);
  await press(page.getByRole('button', { name: 'Drywall (wood studs)' }));
  await press(page.getByRole('button', { name: 'Next' }));
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Add-on services' })).toBeFocused();
  await expectFocusKept(page);
  await press(page.getByRole('button', { name: 'Add TV to Booking' }));
  await expectFocusKept(page);
}

test('@phone a keyboard-only booking keeps focus on a visible element after every action', async ({
  page,
}) => {
  await page.goto('/book/type');
  await press(page.getByRole('button', { name: /General Booking/ }));
  await expect(page).toHaveURL(/\/book\/tvs$/);
  await expectFocusKept(page);

  await addTvByKeyboard(page, 'Living Room');
  await expect(page.getByRole('heading', { name: 'TV 2', exact: true })).toBeFocused();
  await addTvByKeyboard(page, 'Master Bedroom');
  const list = page.getByRole('region', { name: /Your TVs/ });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Edit: the form comes into view with its first field focused.
  await press(list.getByRole('button', { name: 'Edit TV 1: Living Room' }));
  await expect(page.getByRole('heading', { name: 'Edit TV', exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Master Bedroom', exact: true })).toBeVisible();
  await expectFocusKept(page);
  expect(
    await page.evaluate(() => document.getElementById('tv-form')?.contains(document.activeElement)),
  ).toBe(true);
  await press(page.getByRole('button', { name: 'Cancel Edit' }));
  await expectFocusKept(page);

  // Remove, then Undo from the toast.
  await press(list.getByRole('button', { name: 'Remove TV 2: Master Bedroom' }));
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Your TVs (1)' })).toBeFocused();
  await expectFocusKept(page);
  await press(page.getByRole('button', { name: 'Undo' }));
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').nth(1)).toHaveAccessibleName('TV 2: Master Bedroom');
  await expectFocusKept(page);

  // Removing the last TVs leaves focus on the form.
  await press(list.getByRole('button', { name: 'Remove TV 2: Master Bedroom' }));
  await expectFocusKept(page);
  await axeClean(page);

  // The services page: Remove keeps focus on the list.
  await press(page.getByRole('button', { name: /^Book All TVs/ }).first());
  await expect(page).toHaveURL(/\/book\/services$/);
  await press(page.getByRole('button', { name: /^Add Wire Cord Concealer/ }).first());
  const removeService = page.getByRole('button', { name: /^Remove / }).first();
  await expect(removeService).toBeVisible();
  await press(removeService);
  await expect(page.getByRole('heading', { name: 'Selected Services' })).toBeFocused();
  await expectFocusKept(page);
  await axeClean(page);
});

test('"Add" in the recommendations changes the TV it names, and never offers what it has', async ({
  page,
}) => {
  await page.goto('/book/type');
  await page.getByRole('button', { name: /General Booking/ }).click();
  await addTvByKeyboard(page, 'Living Room');
  const panel = page.getByRole('region', { name: 'Recommended for TV 1: Living Room' });
  await expect(panel).toBeVisible();
  await expect(panel).not.toContainText('Save up to');
  await panel.getByRole('button', { name: 'Add Tilt Mount Upgrade' }).click();
  const list = page.getByRole('region', { name: /Your TVs/ });
  await expect(list.getByRole('listitem').first()).toContainText('Tilt Mount');
  await expect(page.getByRole('button', { name: 'Add Tilt Mount Upgrade' })).toHaveCount(0);
  // The next TV's form was not changed: its mount is still the default.
  await page.getByRole('button', { name: 'Master Bedroom', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: '56"-65"' }).click();
  await expect(
    page.getByRole('region', { name: 'Recommended for TV 2: Master Bedroom' }).getByRole('button', {
      name: 'Add Tilt Mount Upgrade',
    }),
  ).toBeVisible();
});

test('@phone the assistant never floats over the page and stays closed once closed', async ({
  page,
}) => {
  await page.goto('/mount-depot');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const launcher = page.locator('[data-assistant-launcher]');
  await expect(launcher).toHaveCount(1);
  expect(await launcher.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
  await expect(launcher).not.toBeInViewport();
  await launcher.getByRole('button', { name: 'Close assistant' }).click();
  await expect(launcher).toHaveCount(0);
  await expectFocusKept(page);
  // Closed stays closed, on a client-rendered page and on a server-rendered one.
  await page.goto('/book/type');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-assistant-launcher]')).toHaveCount(0);
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => window.__hydrated === true)).toBe(true);
  await expect(page.locator('[data-assistant-launcher]')).toHaveCount(0);
  // The header's AI Chat opens it again.
  await page.getByRole('button', { name: 'AI Chat' }).click();
  await expect(page.getByRole('textbox', { name: 'Message the assistant' })).toBeVisible();
});

test('Reschedule on the manage page moves focus to the new panel, and back', async ({
  page,
  request,
}) => {
  const { manageToken } = await createBooking(request, {
    name: 'Riley Park',
    email: 'riley.focus@example.com',
    phone: '(704) 555-0177',
    date: dayAhead(10),
    time: '12:00 PM',
  });
  await page.goto(`/my-booking/${manageToken}`);
  await press(page.getByRole('button', { name: 'Reschedule' }));
  await expect(page.getByRole('heading', { name: 'Choose a new time' })).toBeFocused();
  await expectFocusKept(page);
  await press(page.getByRole('button', { name: 'Keep current time' }));
  await expect(page.getByRole('button', { name: 'Reschedule' })).toBeFocused();
  await expectFocusKept(page);
});
