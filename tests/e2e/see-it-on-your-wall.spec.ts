// Issue 33 (decisions.md "See it on your wall (true-scale 3D and AR)"): the builder's size step
// and the store's TV mounts open a model-viewer set for AR on a wall at fixed scale, with the
// TV's sizes; the dialog is axe-clean at 390 and 1280 px; the landing page never fetches
// model-viewer or three.js. Books nothing.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { startGeneral } from './support/booking';

test.describe.configure({ timeout: 180_000 });

async function openFromBuilder(page: Page) {
  await startGeneral(page);
  await page.getByRole('button', { name: 'Living Room', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).first().click();
  await expect(page.getByRole('button', { name: 'See it on your wall' })).toHaveCount(0);
  await page.getByRole('button', { name: '56"-65"' }).click();
  const opener = page.getByRole('button', { name: 'See it on your wall' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'See it on your wall' });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

async function axeCleanDialog(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

for (const width of [390, 1280]) {
  test(`the builder's 56"-65" opens a 65-inch TV set for wall AR at fixed scale (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const modelRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/models/tv.glb')) modelRequests.push(request.url());
    });
    const { opener, dialog } = await openFromBuilder(page);
    const viewer = dialog.locator('model-viewer');
    await expect(viewer).toHaveAttribute('ar-placement', 'wall');
    await expect(viewer).toHaveAttribute('ar-scale', 'fixed');
    await expect(viewer).toHaveAttribute('ar', '');
    await expect(viewer).toHaveAttribute('camera-controls', '');
    await expect(viewer).not.toHaveAttribute('auto-rotate');
    const modes = (await viewer.getAttribute('ar-modes'))?.split(' ') ?? [];
    expect(modes).toEqual(expect.arrayContaining(['webxr', 'scene-viewer', 'quick-look']));
    await expect(viewer).toHaveAttribute('src', /inches=65&mount=fixed/);
    await expect(viewer).toHaveAttribute(
      'alt',
      'A 65-inch TV on a fixed wall mount, shown at real size',
    );
    await expect(dialog.getByTestId('wall-view-sizes')).toHaveText(
      '65 in diagonal · 56.7 x 31.9 in · 144 x 81 cm',
    );
    // model-viewer mounted (its custom element is defined) and asked the server for the model.
    await expect
      .poll(() => page.evaluate(() => customElements.get('model-viewer') !== undefined))
      .toBe(true);
    await expect.poll(() => modelRequests.length).toBeGreaterThan(0);
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(dialog.getByRole('img', { name: /6-foot \(183 cm\) person/ })).toBeVisible();

    await axeCleanDialog(page);

    // A typed size changes the model; one out of range says why and leaves it.
    const exact = dialog.getByLabel('Exact size in inches (optional)');
    await exact.fill('70');
    await expect(viewer).toHaveAttribute('src', /inches=70&mount=fixed/);
    await expect(dialog.getByTestId('wall-view-sizes')).toHaveText(
      '70 in diagonal · 61.0 x 34.3 in · 155 x 87 cm',
    );
    await exact.fill('120');
    await expect(exact).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Enter a whole number of inches from 24 to 110.')).toBeVisible();
    await expect(viewer).toHaveAttribute('src', /inches=70&mount=fixed/);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test('the landing page fetches neither model-viewer nor three.js', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  const bodies = await Promise.all(
    scripts.map((url) => page.request.get(url).then((response) => response.text())),
  );
  for (const [index, body] of bodies.entries()) {
    expect(body, scripts[index]).not.toContain('model-viewer');
    expect(body, scripts[index]).not.toMatch(/WebGLRenderer|REVISION\s*=\s*"1\d\d"/);
  }
});

test('every TV mount in the store offers it on its own mount type', async ({ page }) => {
  await page.goto('/mount-depot');
  const tilt = page.getByRole('button', { name: 'See it on your wall: Tilting TV Mount' });
  await expect(tilt).toBeVisible();
  await expect(page.getByRole('button', { name: /^See it on your wall: / })).toHaveCount(3);
  await tilt.click();
  const dialog = page.getByRole('dialog', { name: 'See it on your wall' });
  await expect(dialog.locator('model-viewer')).toHaveAttribute(
    'src',
    /\/api\/models\/tv\.glb\?inches=65&mount=tilt$/,
  );
  await expect(dialog.locator('model-viewer')).toHaveAttribute('ar-placement', 'wall');
  await expect(dialog.getByTestId('wall-view-sizes')).toContainText('144 x 81 cm');
});
