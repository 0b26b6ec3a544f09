// The admin's Store tab (issue 26 item 16): at 390 px the orders and products are cards and the
// phone never scrolls sideways; at 1280 px they are tables. The product editor uploads an image
// the site then serves itself (a non-image is refused, naming why) and saves tags the store's
// search finds. Screenshots go to /tmp/admin-store for a person to look at.
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectCleanScreen, fillNewProduct, signInAsAdmin } from './support/staff';
import { expectNotAnImage } from './support/booking';
import { expect, ownContact, test } from './support/test';

test.describe.configure({ timeout: 240_000 });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/admin-store/${name}.png`, fullPage: true });
}

async function placeOrder(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/store-orders', {
    data: {
      items: [{ productId: 1, quantity: 1 }],
      name: 'Pat Phone-Screen',
      ...ownContact('pat.phone.screen@example.com'),
      fulfilment: 'pickup',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { reference: string }).reference;
}

async function openStoreTab(page: Page) {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Store' }).click();
  await expect(page.getByRole('heading', { name: 'Store Orders' })).toBeVisible();
}

test('at 390 px the Store tab is cards and never scrolls sideways', async ({ page, request }) => {
  const reference = await placeOrder(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await openStoreTab(page);
  await expect(page.getByRole('article', { name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectCleanScreen(page, 'store tab');
  await shoot(page, 'store-tab-390');

  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByLabel(/^Upload an image/)).toBeVisible();
  await expectCleanScreen(page, 'product editor');
  await shoot(page, 'product-editor-390');
});

test('at 1280 px the Store tab is tables', async ({ page, request }) => {
  const reference = await placeOrder(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openStoreTab(page);
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Store orders, newest first' })
      .getByText(reference, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Store sales' })).toContainText('$');
  await shoot(page, 'store-tab-1280');
});

test('the product editor uploads an image the site serves and saves tags', async ({ page }) => {
  const name = `Walnut Shelf ${Date.now()}`;
  const tag = `walnut${Date.now()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await openStoreTab(page);
  await fillNewProduct(page, {
    name,
    category: 'Floating Shelves',
    price: '59.00',
    stock: '4',
    description: 'A solid walnut shelf for a streaming box.',
  });

  const upload = page.getByLabel(/^Upload an image/);
  await expectNotAnImage(
    page,
    upload,
    { name: 'notes.gif', mimeType: 'image/gif', text: 'GIF89a not really a picture' },
    'File notes.gif is not an image',
  );

  const picture = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 80, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  await upload.setInputFiles({ name: 'walnut.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByText('walnut.jpg uploaded (640 x 480).')).toBeVisible();
  await expect(page.getByLabel(/^Images/)).toHaveValue(/^\/api\/product-images\/[\w-]{22}\.jpg$/);
  const thumb = page.getByRole('img', { name: 'Image 1 of 1' });
  await expect(thumb).toHaveJSProperty('naturalWidth', 640);
  await page.getByLabel(/^Tags/).fill(`${tag}, shelf`);
  await shoot(page, 'product-upload-390');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText(`${name} was saved.`, { exact: true })).toBeVisible();

  // The store finds it by its tag and shows the uploaded picture from this site.
  await page.goto('/store');
  await page.getByPlaceholder('Search products...').fill(tag);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  const image = card.getByRole('img').first();
  await expect(image).toHaveAttribute('src', /^\/api\/product-images\/[\w-]{22}\.jpg$/);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
});
