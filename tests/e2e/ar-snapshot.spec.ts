// The AR preview's saved photo on a phone is what the screen shows (issue 26 item 16): the
// camera picture cropped to the frame as on screen, so the photo has the frame's shape (before,
// the whole 4:3 camera picture was saved with the product sized against it).
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Chromium's own fake camera (a landscape test pattern), allowed without a prompt.
test.use({
  launchOptions: {
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

test('on a 390 px phone the saved AR photo has the shape of the frame on screen', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['camera']);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mount-depot');
  const mount = page.getByRole('article', { name: 'Full Motion TV Mount' });
  await mount.getByRole('button', { name: /Enlarge image/ }).click();
  await page.getByRole('button', { name: 'AR Preview' }).click();
  const ar = page.getByRole('dialog', { name: 'AR Preview: Full Motion TV Mount' });
  const save = ar.getByRole('button', { name: /Save a photo of Full Motion TV Mount/ });
  await expect(save).toBeEnabled();
  const video = ar.getByLabel('Camera view');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  const frame = await video.boundingBox();
  if (!frame) throw new Error('no camera frame');

  const download = page.waitForEvent('download');
  await save.click();
  const png = readFileSync(await (await download).path());
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  // A tall photo like the tall frame, not the camera's landscape picture.
  expect(height).toBeGreaterThan(width);
  expect(width / height).toBeCloseTo(frame.width / frame.height, 1);
});
