// Pages under a paused clock (page.clock.pauseAt): nothing on a timer happens until the test
// advances time.
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * With the clock paused, React's Suspense reveal (a timer) waits too: advance in steps of
 * `stepMs` until a lazily loaded or timed dialog is on screen.
 */
export async function advanceUntilVisible(page: Page, locator: Locator, stepMs = 100) {
  await expect
    .poll(async () => {
      if (await locator.isVisible()) return true;
      await page.clock.runFor(stepMs);
      return locator.isVisible();
    })
    .toBe(true);
}
