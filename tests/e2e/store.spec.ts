// Mount Depot (issue 13, store-staff-assistant.md section 2): search, filter, sort, the zoom
// viewer, the AR preview with a fake camera (and a refused one), the shared cart across tabs,
// checkout with the sandbox cards, and axe at 390 and 1280 px.
import { chromium, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axeClean } from './support/booking';
import { fillNewProduct, signInAsAdmin } from './support/staff';

const SHOTS = process.env.STORE_SHOTS;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

// Long journeys with axe passes on a shared 2-core machine.
test.describe.configure({ timeout: 240_000 });

// Chromium's own fake camera (a test pattern), allowed without a prompt.
test.use({
  launchOptions: {
    executablePath: CHROMIUM,
    args: [...BASE_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name });
}

const addToCart = (page: Page, name: string) =>
  card(page, name)
    .getByRole('button', { name: /^Add to Cart: / })
    .click();

test.describe('the store pages', () => {
  test('/store searches, filters, sorts and says what it shows', async ({ page }) => {
    await page.goto('/store');
    await expect(page.getByRole('heading', { name: 'Installation Products Store' })).toBeVisible();
    // Other tests add products to the shared e2e server while this one runs: the count is at
    // least the twelve demo products, and everything is shown.
    const showing = page.getByText(/^Showing \d+ of \d+ products$/);
    await expect(showing).toBeVisible();
    const [shown, total] = ((await showing.textContent()) ?? '').match(/\d+/g)!.map(Number);
    expect(shown).toBe(total);
    expect(total).toBeGreaterThanOrEqual(12);
    await expect(
      page.getByRole('heading', { name: 'Need Professional Installation' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Installation Quote' })).toBeVisible();

    const fullMotion = card(page, 'Full Motion TV Mount');
    await expect(fullMotion.getByText('+1 more')).toBeVisible();
    await expect(fullMotion.getByText('4.0')).toBeVisible();

    await page.getByRole('button', { name: 'LED Lighting' }).click();
    await expect(page.getByText(/^Showing 2 of \d+ products$/)).toBeVisible();
    await page.getByRole('button', { name: 'All Products' }).click();

    await page.getByLabel('Sort by').selectOption({ label: 'Price high to low' });
    const names = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(names[0]).toBe('Wireless Security Camera');
    expect(names.indexOf('Ultra High Speed HDMI Cable')).toBeGreaterThan(
      names.indexOf('Full Motion TV Mount'),
    );
    const prices = (
      await page
        .getByRole('article')
        .getByText(/^\$[\d,]+\.\d\d$/)
        .allTextContents()
    ).map((text) => Number(text.replace(/[$,]/g, '')));
    expect(prices.length).toBe(names.length);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await page.getByPlaceholder('Search products...').fill('articulating');
    await expect(page.getByText(/^Showing 1 of \d+ products$/)).toBeVisible();
    await page.getByPlaceholder('Search products...').fill('no such thing');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  });

  test('the header, hero and footer links open the store, not the 404 page', async ({ page }) => {
    await page.goto('/');
    // Header, hero, the floating-shelf card and the footer: every one leads to the store.
    const links = page.locator('a', { hasText: 'Mount Depot' });
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    expect(new Set(hrefs)).toEqual(new Set(['/mount-depot']));
    await page.getByRole('link', { name: 'Mount Depot' }).first().click();
    await expect(page).toHaveURL(/\/mount-depot$/);
    await expect(page.getByRole('heading', { name: 'Mount Depot', level: 1 })).toBeVisible();
    // The card-payment return page's Continue Shopping opens it too.
    await page.goto('/payment-success');
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page.getByRole('heading', { name: 'Mount Depot', level: 1 })).toBeVisible();
    const res = await page.request.get('/store');
    expect(res.status()).toBe(200);
  });
});

test.describe('viewer and AR preview', () => {
  test('the zoom viewer zooms by 1.5, resets, and offers the AR preview that saves a PNG', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['camera']);
    await page.goto('/mount-depot');
    const mount = card(page, 'Full Motion TV Mount');
    await mount.getByRole('button', { name: 'Next image of Full Motion TV Mount' }).click();
    await expect(mount.getByText('2 / 4')).toBeVisible();
    await expect(
      mount.getByRole('button', { name: /^Show image \d of Full Motion TV Mount$/ }),
    ).toHaveCount(4);
    await mount.getByRole('button', { name: 'Previous image of Full Motion TV Mount' }).click();
    await mount.getByRole('button', { name: 'Previous image of Full Motion TV Mount' }).click();
    // Wraps around from the first image to the last.
    await expect(mount.getByText('4 / 4')).toBeVisible();
    await mount.getByRole('button', { name: 'Next image of Full Motion TV Mount' }).click();
    await expect(mount.getByText('1 / 4')).toBeVisible();
    await mount.getByRole('button', { name: /Enlarge image/ }).click();

    const viewer = page.getByRole('dialog', { name: 'Full Motion TV Mount' });
    await expect(
      viewer.getByText('Scroll to zoom, click and drag to pan, double-click to reset.'),
    ).toBeVisible();
    const level = viewer.getByRole('status', { name: 'Zoom level' });
    await expect(level).toHaveText('100%');
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(level).toHaveText('150%');
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(level).toHaveText('225%');
    const frame = viewer.getByRole('group', { name: /^Full Motion TV Mount, \d+%/ });
    await frame.focus();
    await page.keyboard.press('-');
    await expect(level).toHaveText('150%');
    await frame.dblclick();
    await expect(level).toHaveText('100%');
    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await expect(level).toHaveText('67%');
    // 67% / 1.5 is below the 0.5x floor: it stops there.
    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await expect(level).toHaveText('50%');
    await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await shot(page, `zoom-${page.viewportSize()?.width}`);
    await axeClean(page);

    await viewer.getByRole('button', { name: 'AR Preview' }).click();
    const ar = page.getByRole('dialog', { name: 'AR Preview: Full Motion TV Mount' });
    await expect(
      ar.getByText(
        'Drag the product to move • Use controls to resize and rotate • Tap camera to save',
      ),
    ).toBeVisible();
    const save = ar.getByRole('button', { name: /Save a photo of Full Motion TV Mount/ });
    await expect(save).toBeEnabled();
    await ar.getByLabel('Size').fill('2.5');
    await expect(ar.getByText('250%')).toBeVisible();
    await ar.getByLabel('Rotation').fill('90');
    await ar.getByRole('button', { name: 'Reset Position' }).click();
    await expect(ar.getByText('100%')).toBeVisible();
    const product = ar.getByRole('img', { name: 'Full Motion TV Mount, drag to move' });
    const box = await product.boundingBox();
    if (!box) throw new Error('no product box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2 - 40, { steps: 5 });
    await page.mouse.up();
    expect((await product.boundingBox())?.x).toBeLessThan(box.x - 30);
    await shot(page, `ar-${page.viewportSize()?.width}`);

    const download = page.waitForEvent('download');
    await save.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('full-motion-tv-mount-ar-preview.png');
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(1, 4).toString()).toBe('PNG');
    await axeClean(page);
  });
});

test.describe('a refused camera', () => {
  test('shows Camera Access Required with the reason and Try Again', async ({ baseURL }) => {
    // A browser of its own without the fake prompt: headless Chromium refuses the camera.
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...BASE_ARGS, '--use-fake-device-for-media-stream'],
    });
    const page = await browser.newPage({ baseURL });
    test.info().annotations.push({ type: 'browser', description: 'camera refused' });
    await page.goto('/mount-depot');
    await card(page, 'Tilting TV Mount')
      .getByRole('button', { name: /Enlarge image/ })
      .click();
    await page.getByRole('button', { name: 'AR Preview' }).click();
    // No permission granted and no fake UI: the browser refuses.
    const ar = page.getByRole('dialog', { name: 'AR Preview: Tilting TV Mount' });
    await expect(ar.getByRole('heading', { name: 'Camera Access Required' })).toBeVisible();
    await expect(
      ar.getByText('Camera access denied. Please allow camera permission to use AR preview.'),
    ).toBeVisible();
    await ar.getByRole('button', { name: 'Try Again' }).click();
    await expect(ar.getByRole('heading', { name: 'Camera Access Required' })).toBeVisible();
    await browser.close();
  });
});

async function fillCheckout(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByLabel('Full Name').fill('Dana Buyer');
  await dialog.getByLabel('Email Address').fill('dana@example.com');
  await dialog.getByLabel('Phone Number').fill('(704) 555-0190');
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  return page.getByRole('dialog', { name: 'Payment' });
}

async function payWith(page: Page, number: string) {
  const pay = page.getByRole('dialog', { name: 'Payment' });
  await pay.getByLabel('Card Number').fill(number);
  await pay.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 1) % 100}`);
  await pay.getByLabel('CVC').fill('123');
  await pay.getByRole('button', { name: /^Pay \$/ }).click();
}

test.describe('cart and checkout', () => {
  test('the cart is shared with another tab; a declined card keeps it; 4242 pays and shows the order', async ({
    page,
    context,
  }) => {
    await page.goto('/mount-depot');
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeDisabled();
    await addToCart(page, 'Small Floating Shelf (20")');
    await expect(page.getByText('Added to Cart', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Small Floating Shelf (20") added to cart and TV builder', { exact: true }),
    ).toBeVisible();
    await addToCart(page, 'Ultra High Speed HDMI Cable');
    await addToCart(page, 'Ultra High Speed HDMI Cable');
    await expect(
      page.getByText(
        'Products added here will be included in your TV mounting checkout (3 items total)',
      ),
    ).toBeVisible();

    // The store in another tab sees the same cart at once.
    const other = await context.newPage();
    await other.goto('/store');
    await expect(other.getByRole('button', { name: 'Cart, 3 items' })).toBeEnabled();
    await addToCart(other, 'Tilting TV Mount');
    await expect(page.getByRole('button', { name: 'Cart, 4 items' })).toBeVisible();
    await other.close();

    await page.getByRole('button', { name: 'Cart, 4 items' }).click();
    const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
    await cart.getByRole('button', { name: 'Remove Tilting TV Mount from cart' }).click();
    await cart
      .getByRole('button', { name: 'Decrease quantity of Ultra High Speed HDMI Cable' })
      .click();
    await cart
      .getByRole('button', { name: 'Increase quantity of Small Floating Shelf (20")' })
      .click();
    // 2 x 50.00 + 1 x 24.99
    await expect(cart.getByTestId('cart-total')).toHaveText('$124.99');
    await shot(page, `cart-${page.viewportSize()?.width}`);
    await axeClean(page);
    await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();

    const payment = await fillCheckout(page);
    await expect(payment.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(payment.getByText('Small Floating Shelf (20") x 2')).toBeVisible();
    await expect(payment.getByRole('button', { name: 'Pay $124.99' })).toBeVisible();
    await shot(page, `checkout-${page.viewportSize()?.width}`);
    await axeClean(page);

    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
    await expect(payment.getByRole('alert')).toHaveText('Your card was declined.');
    expect(await page.evaluate(() => localStorage.getItem('mount-depot-cart'))).toContain('HDMI');

    await payWith(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/mount-depot\/success\?order=CTM-[A-Z0-9]{6}$/);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText('Small Floating Shelf (20") x 2')).toBeVisible();
    await expect(page.getByText('$124.99')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mount-depot-cart'))).toBeNull();
    await shot(page, `success-${page.viewportSize()?.width}`);
    await axeClean(page);
  });
});

// Issue 26: a phone's digit keypad has no "/"; the fields add it (and group the number) as typed.
test('on a phone the card is typed as digits only and pays @phone', async ({ page }) => {
  await page.goto('/mount-depot');
  await addToCart(page, 'Ultra High Speed HDMI Cable');
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page
    .getByRole('dialog', { name: 'Shopping Cart' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  const pay = await fillCheckout(page);

  const number = pay.getByLabel('Card Number');
  const expiry = pay.getByLabel('Expiry (MM/YY)');
  const cvc = pay.getByLabel('CVC');
  // The keypad a phone opens for these fields has digits only.
  for (const field of [number, expiry, cvc])
    await expect(field).toHaveAttribute('inputmode', 'numeric');
  await number.pressSequentially('4242424242424242');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await expiry.pressSequentially('1230');
  await expect(expiry).toHaveValue('12/30');
  // Backspace goes back over the slash, and typing on puts it back.
  for (const shown of ['12/3', '12/', '12']) {
    await expiry.press('Backspace');
    await expect(expiry).toHaveValue(shown);
  }
  await expiry.pressSequentially('30');
  await expect(expiry).toHaveValue('12/30');
  await cvc.pressSequentially('123');
  await shot(page, 'phone-card-typed');
  await pay.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/mount-depot\/success\?order=CTM-[A-Z0-9]{6}$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`axe finds nothing on the store pages, the viewer and the cart at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const path of ['/mount-depot', '/store']) {
      await page.goto(path);
      await expect(page.getByText(/Showing \d+ of \d+ products/)).toBeVisible();
      await shot(page, `${path.slice(1)}-${width}`);
      await axeClean(page);
    }
    await card(page, 'Basic LED Backlight Kit')
      .getByRole('button', { name: /Enlarge image/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Basic LED Backlight Kit' })).toBeVisible();
    await shot(page, `viewer-${width}`);
    await axeClean(page);
    await page.keyboard.press('Escape');
    await addToCart(page, 'Basic LED Backlight Kit');
    await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
    await shot(page, `cart-${width}`);
    await axeClean(page);
  });
}

test('products added in the store opened from the builder appear in the builder', async ({
  page,
  context,
}) => {
  await page.goto('/book/type');
  await page.getByRole('button', { name: /General Booking/ }).click();
  await expect(page).toHaveURL(/\/book\/tvs$/);
  const storeTab = context.waitForEvent('page');
  await page.getByRole('link', { name: /Shop mounts and accessories in Mount Depot/ }).click();
  const store = await storeTab;
  await expect(store).toHaveURL(/\/mount-depot$/);
  await addToCart(store, 'Medium Floating Shelf (32")');
  await addToCart(store, 'Medium Floating Shelf (32")');
  // The builder, still open in the first tab, counts them at once.
  await expect(
    page.getByRole('button', { name: /^Complete Order \(2 items, \$140\.00\)$/ }).first(),
  ).toBeAttached();
  await store.getByRole('button', { name: 'Back to TV Builder' }).click();
});

test('the admin Store tab creates a product, edits its stock and deactivates it; the store follows', async ({
  page,
}) => {
  const name = `Doorbell Camera ${Date.now()}`;
  const openStoreTab = async () => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Store' }).click();
    await expect(page.getByRole('heading', { name: 'Store Orders' })).toBeVisible();
  };
  await signInAsAdmin(page);
  await openStoreTab();
  await fillNewProduct(page, {
    name,
    category: 'Security Cameras',
    price: '49.00',
    stock: '2',
    description: 'Video doorbell with night vision.',
  });
  await page.getByLabel(/^Images/).fill('/assets/products/wireless-camera.svg');
  await page
    .getByLabel('Features (one per line)')
    .fill('1080p video\nNight vision\nTwo-way talk\nChime');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText(`${name} was saved.`, { exact: true })).toBeVisible();
  await axeClean(page);

  await page.goto('/store');
  await page.getByPlaceholder('Search products...').fill(name);
  await expect(card(page, name).getByText('+1 more')).toBeVisible();
  await expect(card(page, name).getByText('$49.00')).toBeVisible();

  await openStoreTab();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel('Stock (units)').fill('0');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText(`${name} was saved.`, { exact: true })).toBeVisible();
  await page.goto('/store');
  await page.getByPlaceholder('Search products...').fill(name);
  await expect(card(page, name).getByRole('button', { name: /^Out of Stock: / })).toBeDisabled();

  await openStoreTab();
  await page.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(page.getByText(`${name} is no longer sold.`, { exact: true })).toBeVisible();
  await page.goto('/store');
  await page.getByPlaceholder('Search products...').fill(name);
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
});

test('words typed into the store search before the page’s code has run still filter it', async ({
  page,
}) => {
  // The listing arrives server-rendered; its code is held back until the visitor has typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/store', { waitUntil: 'domcontentloaded' });
  await page.getByPlaceholder('Search products...').fill('no such mount anywhere');
  release();
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
});
