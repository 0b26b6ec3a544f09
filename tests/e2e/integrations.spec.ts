// Issue 32: the admin adds a webhook endpoint in the Integrations tab, sees its signing secret
// once, and sees it listed; the tab and its dialog are axe-clean at phone width. Books nothing.
import { expect, test } from './support/test';
import { expectCleanScreen, signInAsAdmin } from './support/staff';

test('the admin adds a webhook endpoint and sees the secret once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();
  await expectCleanScreen(page, 'Integrations tab');

  const url = `https://hooks.example.com/e2e-${Date.now()}`;
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
  // Nothing chosen: the server's 400 names the events, shown in the dialog.
  await dialog.getByLabel('URL').fill(url);
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByRole('alert')).toContainText('event');
  await dialog.getByRole('checkbox', { name: 'booking.created' }).check();
  await dialog.getByRole('checkbox', { name: 'payment.succeeded' }).check();
  await expectCleanScreen(page, 'Add endpoint dialog');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();

  const added = page.getByRole('dialog', { name: 'Endpoint added' });
  const secret = added.getByLabel('Signing secret');
  await expect(secret).toHaveValue(/^whsec_[A-Za-z0-9+/=]{40,}$/);
  await expect(added).toContainText('will not be shown again');
  await expect(added.getByRole('button', { name: 'Copy secret' })).toBeVisible();
  await expectCleanScreen(page, 'Secret shown once');
  const shown = await secret.inputValue();
  await added.getByRole('button', { name: 'Done' }).click();

  const card = page.getByRole('listitem', { name: url });
  await expect(card).toBeVisible();
  await expect(card.getByRole('list', { name: 'Events' })).toContainText('booking.created');
  await expect(card.getByRole('switch', { name: 'Active' })).toBeChecked();
  // The secret is nowhere on the page once the dialog closed.
  await expect(page.locator('body')).not.toContainText(shown.slice(6, 30));
  await card.getByRole('button', { name: 'Show recent deliveries' }).click();
  await expect(card.getByText('No deliveries yet')).toBeVisible();
  await expectCleanScreen(page, 'Integrations with an endpoint');
  await page.screenshot({ path: 'test-results/integrations-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/integrations-1280.png', fullPage: true });
});
