// Each page's <title>, description and whether search engines may index it (issue 17), read from
// the page manifest (pages.ts): the server writes them into the HTML of every page, the browser
// keeps document.title in step when it moves between pages. page-meta.test.ts checks that the
// titles are distinct; demo, test and staff pages are noindex and stay out of the sitemap.
import { BOOKING_STEPS, isBookingStep, STEP_TITLES } from './booking-steps';
import { NOT_FOUND_META, PAGE_LIST, PAGES, SITE_NAME, type PageMeta } from './pages';

export { NOT_FOUND_META, SITE_NAME, type PageMeta };

const metaOf = ({ title, description, indexable }: PageMeta): PageMeta => ({
  title,
  description,
  indexable,
});

/** Pages at exactly this path. */
export const PAGE_META: Readonly<Record<string, PageMeta>> = Object.fromEntries(
  PAGE_LIST.filter((entry) => entry.exact !== false).map((entry) => [entry.path, metaOf(entry)]),
);

const hidden = (title: string, description: string): PageMeta => ({
  title: `${title} | ${SITE_NAME}`,
  description,
  indexable: false,
});
const BOOKING_CONFIRMED = hidden('Booking Confirmed', 'Your TV mounting booking is confirmed.');
const MY_BOOKING = metaOf(PAGES.myBooking);
const BOOKING_STEP_META: Readonly<Record<string, PageMeta>> = Object.fromEntries(
  BOOKING_STEPS.map((step) => [
    step,
    hidden(`${STEP_TITLES[step]} · Book`, 'Book your TV mounting in about 3 minutes.'),
  ]),
);

const trim = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
const bookPrefix = `${PAGES.book.path}/`;
const myBookingPrefix = `${PAGES.myBooking.path}/`;

/** The entry for a path (without query or hash); unknown paths get the 404 page's. */
export function metaFor(path: string): PageMeta {
  const exact = PAGE_META[trim(path)];
  if (exact) return exact;
  if (path.startsWith(bookPrefix)) {
    const rest = trim(path).slice(bookPrefix.length);
    if (rest.startsWith('confirmed/')) return BOOKING_CONFIRMED;
    if (isBookingStep(rest)) return BOOKING_STEP_META[rest] ?? NOT_FOUND_META;
  }
  if (path.startsWith(myBookingPrefix)) return MY_BOOKING;
  return NOT_FOUND_META;
}

/** The booking steps' paths, for tests that check every route's title. */
export const BOOKING_STEP_PATHS: readonly string[] = BOOKING_STEPS.map(
  (step) => `${bookPrefix}${step}`,
);

/** Paths listed in /sitemap.xml: the indexable pages, the home page first. */
export function sitemapPaths(): string[] {
  return Object.entries(PAGE_META)
    .filter(([, meta]) => meta.indexable)
    .map(([path]) => path);
}
