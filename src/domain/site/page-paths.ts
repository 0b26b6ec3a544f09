// Which paths are pages (decisions.md "Unknown pages"), read from the page manifest (pages.ts).
// The server answers 200 with the app for these and 404 with the app's '404 Page Not Found'
// screen for any other path, so search engines and monitors see a missing page as missing.
import { PAGE_LIST } from './pages';

/** Pages at exactly this path (a trailing slash is allowed). */
export const PAGE_PATHS: readonly string[] = PAGE_LIST.filter((entry) => entry.exact !== false).map(
  (entry) => entry.path,
);

/**
 * Pages below these paths, one per step or record: /book/type ... /book/confirmed/{reference},
 * and the customer's manage link /my-booking/{token} (decisions.md "Public references").
 */
export const PAGE_PREFIXES: readonly string[] = PAGE_LIST.filter((entry) => entry.below).map(
  (entry) => `${entry.path}/`,
);

const EXACT = new Set(PAGE_PATHS);

/** True when `path` (without query or hash) is a page of the site. */
export function isPagePath(path: string): boolean {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (EXACT.has(trimmed)) return true;
  return PAGE_PREFIXES.some(
    (prefix) => path.startsWith(prefix) && path.length > prefix.length && !path.includes('//'),
  );
}
