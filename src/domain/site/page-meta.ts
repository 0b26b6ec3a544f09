// What a path shows (a page of the manifest, a booking step, a confirmation or the 404 page), with
// its <title> and whether search engines may index it (issue 17), read from the page manifest
// (pages.ts): the server writes them into the HTML of every page (with the description of
// page-descriptions.ts), the browser keeps document.title in step when it moves between pages.
// page-meta.test.ts checks that the titles are distinct; demo, test and staff pages are noindex
// and stay out of the sitemap. A Spanish page (the same path under /es, issue 28) gets its
// Spanish title here, and its hreflang alternates name both languages.
import { LOCALE_TAGS, type Locale } from '../site/locales';
import { BOOKING_STEPS, isBookingStep, STEP_TITLES, STEP_TITLES_ES } from './booking-steps';
import { localeOfPath, pathInLocale, pathWithoutLocale } from './locale-paths';
import {
  NOT_FOUND_META as NOT_FOUND_PAGE,
  NOT_FOUND_META_ES as NOT_FOUND_PAGE_ES,
  PAGES,
  SITE_NAME,
  type PageEntry,
  type PageMeta,
  type PageName,
} from './pages';

export { SITE_NAME, type PageMeta };

/** What a path shows: a page of the manifest, a booking step, a booking's confirmation, a 404. */
export type PageKind = PageName | 'bookingStep' | 'bookingConfirmed' | 'notFound';

/** A path's entry: its title, whether it is indexed, what it shows and in which language. */
export interface PathMeta extends PageMeta {
  readonly kind: PageKind;
  readonly locale: Locale;
}

const NAMED_PAGES = Object.entries(PAGES) as [PageName, PageEntry][];

const metaOf = (kind: PageKind, locale: Locale, { title, indexable }: PageMeta): PathMeta => ({
  title,
  indexable,
  kind,
  locale,
});

/** Pages at exactly this path. */
export const PAGE_META: Readonly<Record<string, PathMeta>> = Object.fromEntries(
  NAMED_PAGES.filter(([, entry]) => entry.exact !== false).map(([name, entry]) => [
    entry.path,
    metaOf(name, 'en', entry),
  ]),
);

/** The Spanish pages at exactly this path: '/es', '/es/track' ... */
export const PAGE_META_ES: Readonly<Record<string, PathMeta>> = Object.fromEntries(
  NAMED_PAGES.filter(([, entry]) => entry.es && entry.exact !== false).map(([name, entry]) => [
    pathInLocale(entry.path, 'es'),
    metaOf(name, 'es', { title: entry.es?.title ?? entry.title, indexable: entry.indexable }),
  ]),
);

/** The 404 page, in English and (any other path under /es) in Spanish. */
export const NOT_FOUND_META = metaOf('notFound', 'en', NOT_FOUND_PAGE);
export const NOT_FOUND_META_ES = metaOf('notFound', 'es', NOT_FOUND_PAGE_ES);

const hidden = (kind: PageKind, locale: Locale, title: string): PathMeta =>
  metaOf(kind, locale, { title: `${title} | ${SITE_NAME}`, indexable: false });

/** One language's entries, looked up by the English path. */
interface MetaTable {
  readonly exact: Readonly<Record<string, PathMeta>>;
  readonly bookingConfirmed: PathMeta;
  readonly bookingSteps: Readonly<Record<string, PathMeta>>;
  readonly myBooking: PathMeta;
  readonly notFound: PathMeta;
}

const stepMeta = (locale: Locale, titles: Readonly<Record<string, string>>, book: string) =>
  Object.fromEntries(
    BOOKING_STEPS.map((step) => [step, hidden('bookingStep', locale, `${titles[step]} · ${book}`)]),
  );

const TABLES: Readonly<Record<Locale, MetaTable>> = {
  en: {
    exact: PAGE_META,
    bookingConfirmed: hidden('bookingConfirmed', 'en', 'Booking Confirmed'),
    bookingSteps: stepMeta('en', STEP_TITLES, 'Book'),
    myBooking: metaOf('myBooking', 'en', PAGES.myBooking),
    notFound: NOT_FOUND_META,
  },
  es: {
    exact: Object.fromEntries(
      Object.entries(PAGE_META_ES).map(([path, meta]) => [pathWithoutLocale(path), meta]),
    ),
    bookingConfirmed: hidden('bookingConfirmed', 'es', 'Reserva confirmada'),
    bookingSteps: stepMeta('es', STEP_TITLES_ES, 'Reservar'),
    myBooking: metaOf('myBooking', 'es', {
      title: PAGES.myBooking.es.title,
      indexable: PAGES.myBooking.indexable,
    }),
    notFound: NOT_FOUND_META_ES,
  },
};

const trim = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
const bookPrefix = `${PAGES.book.path}/`;
const myBookingPrefix = `${PAGES.myBooking.path}/`;

/**
 * The entry for a path (without query or hash), in the path's language; unknown paths get the
 * 404 page's, in English or (under /es) in Spanish.
 */
export function metaFor(path: string): PathMeta {
  const table = TABLES[localeOfPath(path)];
  const english = pathWithoutLocale(path);
  const exact = table.exact[trim(english)];
  if (exact) return exact;
  if (english.startsWith(bookPrefix)) {
    const rest = trim(english).slice(bookPrefix.length);
    if (rest.startsWith('confirmed/')) return table.bookingConfirmed;
    if (isBookingStep(rest)) return table.bookingSteps[rest] ?? table.notFound;
  }
  if (english.startsWith(myBookingPrefix)) return table.myBooking;
  return table.notFound;
}

/** The 404 page's entry in the language of `path`. */
export function notFoundMetaFor(path: string): PathMeta {
  return TABLES[localeOfPath(path)].notFound;
}

/** The booking steps' paths, for tests that check every route's title. */
export const BOOKING_STEP_PATHS: readonly string[] = BOOKING_STEPS.map(
  (step) => `${bookPrefix}${step}`,
);

/** One language's version of a page, as `<link rel="alternate" hreflang>` names it. */
export interface LanguageAlternate {
  /** 'en-US', 'es-US', or 'x-default' (the English page, for any other language). */
  readonly hreflang: string;
  readonly path: string;
}

/**
 * The versions of an indexed page in each language, the same list on both (hreflang must point
 * both ways); none for a page that is not indexed or exists in English only.
 */
export function languageAlternates(path: string): LanguageAlternate[] {
  const english = trim(pathWithoutLocale(path));
  const spanish = pathInLocale(english, 'es');
  if (!PAGE_META[english]?.indexable || !PAGE_META_ES[spanish]?.indexable) return [];
  return [
    { hreflang: LOCALE_TAGS.en, path: english },
    { hreflang: LOCALE_TAGS.es, path: spanish },
    { hreflang: 'x-default', path: english },
  ];
}

/** Paths listed in /sitemap.xml: the indexable pages, English then Spanish, each home first. */
export function sitemapPaths(): string[] {
  return [...Object.entries(PAGE_META), ...Object.entries(PAGE_META_ES)]
    .filter(([, meta]) => meta.indexable)
    .map(([path]) => path);
}
