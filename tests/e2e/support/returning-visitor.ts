// The welcome animation shows to every first-time visitor (welcome-flags.ts). Browser tests start
// as a returning visitor instead: these are the flags a visitor has after seeing it once.
import type { Page } from '@playwright/test';
export function returningVisitor(origin: string) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'ctm_first_time_user', value: 'false' },
          { name: 'ctm_welcome_shown', value: 'true' },
        ],
      },
    ],
  };
}

/** The same flags for a page on another origin (an extra server), stored before each load. */
export async function asReturningVisitor(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('ctm_first_time_user', 'false');
    localStorage.setItem('ctm_welcome_shown', 'true');
  });
}
