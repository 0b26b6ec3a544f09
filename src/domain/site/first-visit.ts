// A first visit's welcome (store-staff-assistant.md sections 3 and 4), as the browser's storage
// and the page's first paint know it: shared by the client's flags and the server's head script.

/** Absent on a first visit; 'false' once the visitor has been seen. */
export const FIRST_TIME_USER_KEY = 'ctm_first_time_user';
/** 'true' once the welcome has been shown. */
export const WELCOME_SHOWN_KEY = 'ctm_welcome_shown';
/**
 * Set on <html> before the first paint of a server-rendered page when neither flag is stored:
 * the welcome's greeting in the page's HTML shows at once (issue 17), before any code has run.
 */
export const FIRST_VISIT_CLASS = 'welcome-first';

/**
 * The welcome greets a first visit to the landing page only (issue 26): a deep link (the manage
 * link from an e-mail, /track, /payment-success, a booking step) opens its own page at once.
 */
export const WELCOME_PATHS: readonly string[] = ['/', '/es', '/es/'];

export function isWelcomePath(pathname: string): boolean {
  return WELCOME_PATHS.includes(pathname);
}

/** Marks the greeting's Skip: the head script handles it before the page's code has loaded. */
export const WELCOME_SKIP_ATTRIBUTE = 'data-welcome-skip';
