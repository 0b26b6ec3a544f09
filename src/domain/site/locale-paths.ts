// Where each language's pages live (decisions.md "Languages (English and Spanish)"): English at
// today's paths, Spanish at the same path under /es (/es, /es/book/type, /es/mount-depot ...).
// The server (which pages exist, their head and sitemap) and the browser (the router's base, the
// language switch) read the language of a page from its path here and nowhere else.
import type { Locale } from '../site/locales';

/** The Spanish pages' prefix. */
export const SPANISH_BASE = '/es';

/** The language of a path (without query or hash): /es and /es/... are Spanish. */
export function localeOfPath(path: string): Locale {
  return path === SPANISH_BASE || path.startsWith(`${SPANISH_BASE}/`) ? 'es' : 'en';
}

/** The path without its language prefix: '/es/book/type' -> '/book/type', '/es' -> '/'. */
export function pathWithoutLocale(path: string): string {
  if (localeOfPath(path.split(/[?#]/, 1)[0] ?? path) === 'en') return path;
  const rest = path.slice(SPANISH_BASE.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * An English path (query and hash allowed) in a language: ('/book/type', 'es') ->
 * '/es/book/type', ('/', 'es') -> '/es', and back with 'en'.
 */
export function pathInLocale(path: string, locale: Locale): string {
  const english = pathWithoutLocale(path);
  if (locale === 'en') return english;
  if (english === '/') return SPANISH_BASE;
  return english.startsWith('/?') || english.startsWith('/#')
    ? `${SPANISH_BASE}${english.slice(1)}`
    : `${SPANISH_BASE}${english}`;
}
