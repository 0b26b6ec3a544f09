// Each page's <title>, description and whether search engines may index it (issue 17), read from
// the page manifest (pages.ts): the server writes them into the HTML of every page, the browser
// keeps document.title in step when it moves between pages. page-meta.test.ts checks that the
// titles are distinct; demo, test and staff pages are noindex and stay out of the sitemap.
// A Spanish page (the same path under /es, issue 28) gets its Spanish words here, and its
// hreflang alternates name both languages.
import { LOCALE_TAGS, type Locale } from '../site/locales';
import { BOOKING_STEPS, isBookingStep, STEP_TITLES, STEP_TITLES_ES } from './booking-steps';
import { localeOfPath, pathInLocale, pathWithoutLocale } from './locale-paths';
import {
  LOCALIZED_PAGE_LIST,
  NOT_FOUND_META,
  NOT_FOUND_META_ES,
  PAGE_LIST,
  PAGES,
  SITE_NAME,
  type PageMeta,
} from './pages';

export { NOT_FOUND_META, NOT_FOUND_META_ES, SITE_NAME, type PageMeta };

const metaOf = ({ title, description, indexable }: PageMeta): PageMeta => ({
  title,
  description,
  indexable,
});

/** Pages at exactly this path. */
export const PAGE_META: Readonly<Record<string, PageMeta>> = Object.fromEntries(
  PAGE_LIST.filter((entry) => entry.exact !== false).map((entry) => [entry.path, metaOf(entry)]),
);

/** The Spanish pages at exactly this path: '/es', '/es/track' ... */
export const PAGE_META_ES: Readonly<Record<string, PageMeta>> = Object.fromEntries(
  LOCALIZED_PAGE_LIST.filter((entry) => entry.exact !== false).map((entry) => [
    pathInLocale(entry.path, 'es'),
    metaOf({ ...entry.es, indexable: entry.indexable }),
  ]),
);

const hidden = (title: string, description: string): PageMeta => ({
  title: `${title} | ${SITE_NAME}`,
  description,
  indexable: false,
});

/** One language's entries, looked up by the English path. */
interface MetaTable {
  readonly exact: Readonly<Record<string, PageMeta>>;
  readonly bookingConfirmed: PageMeta;
  readonly bookingSteps: Readonly<Record<string, PageMeta>>;
  readonly myBooking: PageMeta;
  readonly notFound: PageMeta;
}

const stepMeta = (titles: Readonly<Record<string, string>>, book: string, description: string) =>
  Object.fromEntries(
    BOOKING_STEPS.map((step) => [step, hidden(`${titles[step]} · ${book}`, description)]),
  );

const TABLES: Readonly<Record<Locale, MetaTable>> = {
  en: {
    exact: PAGE_META,
    bookingConfirmed: hidden('Booking Confirmed', 'Your TV mounting booking is confirmed.'),
    bookingSteps: stepMeta(STEP_TITLES, 'Book', 'Book your TV mounting in about 3 minutes.'),
    myBooking: metaOf(PAGES.myBooking),
    notFound: NOT_FOUND_META,
  },
  es: {
    exact: Object.fromEntries(
      Object.entries(PAGE_META_ES).map(([path, meta]) => [pathWithoutLocale(path), meta]),
    ),
    bookingConfirmed: hidden('Reserva confirmada', 'Su reserva de montaje de TV está confirmada.'),
    bookingSteps: stepMeta(
      STEP_TITLES_ES,
      'Reservar',
      'Reserve su montaje de TV en unos 3 minutos.',
    ),
    myBooking: metaOf({ ...PAGES.myBooking.es, indexable: PAGES.myBooking.indexable }),
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
export function metaFor(path: string): PageMeta {
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
export function notFoundMetaFor(path: string): PageMeta {
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
