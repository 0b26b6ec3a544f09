// Issue 27: Mount Depot's "Back to TV Builder", on a store tab the builder did not open (so the
// tab cannot close itself), returns to the builder's TV step; it once went to /book/builder,
// which is no step, and the booking started over at /book/type.
import { expect, test } from './support/test';

test('Back to TV Builder on a store opened directly goes to the TV builder step', async ({
  page,
}) => {
  // Two history entries: a tab with one entry may be closed by script, this one may not.
  await page.goto('/');
  await page.goto('/mount-depot');
  await expect(page.getByRole('heading', { name: 'Mount Depot' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to TV Builder' }).click();
  await expect(page).toHaveURL(/\/book\/tvs$/);
  await expect(page.getByRole('heading', { name: 'Build Your TV Installation' })).toBeVisible();
});
