// First-visit flags of the welcome animation (store-staff-assistant.md sections 3 and 4).

import { FIRST_TIME_USER_KEY, WELCOME_SHOWN_KEY } from '@/domain/site/first-visit';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): no welcome, no error
  }
}

/** Fired on window whenever this module writes a flag (the /welcome-test page listens). */
export const FLAGS_CHANGED_EVENT = 'ctm-welcome-flags-changed';
const announce = () => window.dispatchEvent(new Event(FLAGS_CHANGED_EVENT));

export function readFlags(): { firstTimeUser: string | null; welcomeShown: string | null } {
  const store = storage();
  return {
    firstTimeUser: store?.getItem(FIRST_TIME_USER_KEY) ?? null,
    welcomeShown: store?.getItem(WELCOME_SHOWN_KEY) ?? null,
  };
}

export function markWelcomeShown(): void {
  storage()?.setItem(WELCOME_SHOWN_KEY, 'true');
  announce();
}

export function markReturningUser(): void {
  storage()?.setItem(FIRST_TIME_USER_KEY, 'false');
  storage()?.setItem(WELCOME_SHOWN_KEY, 'true');
  announce();
}

export function resetWelcomeFlags(): void {
  storage()?.removeItem(FIRST_TIME_USER_KEY);
  storage()?.removeItem(WELCOME_SHOWN_KEY);
  announce();
}

let decision: boolean | undefined;

/**
 * Whether this page load shows the welcome, decided once per load (React's strict mode runs
 * effects twice; the flags must be read and written exactly once).
 *
 * Spec rule: a visitor without the first-time flag is a first-time user and the flag is stored
 * at once; the welcome shows only to a first-time user who has not yet marked it shown. Every
 * browser is treated alike: browser tests and benchmarks that want the page without the welcome
 * store the returning-visitor flags before they load it (playwright.config.ts).
 */
export function shouldShowWelcome(): boolean {
  if (decision !== undefined) return decision;
  const store = storage();
  if (!store) return (decision = false);
  const firstTimeUser = store.getItem(FIRST_TIME_USER_KEY) === null;
  if (firstTimeUser) store.setItem(FIRST_TIME_USER_KEY, 'false');
  decision = firstTimeUser && store.getItem(WELCOME_SHOWN_KEY) === null;
  return decision;
}
