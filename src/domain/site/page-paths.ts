// Which paths are pages (decisions.md "Unknown pages"), read from the page manifest (pages.ts).
// The server answers 200 with the app for these and 404 with the app's '404 Page Not Found'
// screen for any other path, so search engines and monitors see a missing page as missing.
// Under /es only the customer pages exist (issue 28): /es/admin or /es/banner-demo is a 404.
import { localeOfPath, pathInLocale, pathWithoutLocale } from './locale-paths';
import { LOCALIZED_PAGE_LIST, PAGE_LIST, type PageEntry } from './pages';

const exactPaths = (list: readonly PageEntry[]) =>
  list.filter((entry) => entry.exact !== false).map((entry) => entry.path);
const prefixes = (list: readonly PageEntry[]) =>
  list.filter((entry) => entry.below).map((entry) => `${entry.path}/`);

/** Pages at exactly this path (a trailing slash is allowed). */
export const PAGE_PATHS: readonly string[] = exactPaths(PAGE_LIST);

/** The Spanish pages at exactly this path: '/es', '/es/track', '/es/book' ... */
export const PAGE_PATHS_ES: readonly string[] = exactPaths(LOCALIZED_PAGE_LIST).map((path) =>
  pathInLocale(path, 'es'),
);

/**
 * Pages below these paths, one per step or record: /book/type ... /book/confirmed/{reference},
 * and the customer's manage link /my-booking/{token} (decisions.md "Public references").
 */
export const PAGE_PREFIXES: readonly string[] = prefixes(PAGE_LIST);

const ENGLISH = { exact: new Set(PAGE_PATHS), prefixes: PAGE_PREFIXES };
/** The Spanish pages by their English path. */
const SPANISH = {
  exact: new Set(exactPaths(LOCALIZED_PAGE_LIST)),
  prefixes: prefixes(LOCALIZED_PAGE_LIST),
};

/** True when `path` (without query or hash) is a page of the site, in either language. */
export function isPagePath(path: string): boolean {
  const { exact, prefixes: below } = localeOfPath(path) === 'es' ? SPANISH : ENGLISH;
  const english = pathWithoutLocale(path);
  const trimmed = english.length > 1 && english.endsWith('/') ? english.slice(0, -1) : english;
  if (exact.has(trimmed)) return true;
  return below.some(
    (prefix) =>
      english.startsWith(prefix) && english.length > prefix.length && !english.includes('//'),
  );
}
