// Each page's <title>, description and whether search engines may index it (issue 17): the server
// writes them into the HTML of every page, the browser keeps document.title in step when it moves
// between pages. Every path of page-paths.ts has its own entry (page-meta.test.ts checks that the
// titles are distinct); demo, test and staff pages are noindex and stay out of the sitemap.
export const SITE_NAME = 'Charlotte TV Mounting';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Listed in /sitemap.xml and open to search engines; false adds `noindex`. */
  readonly indexable: boolean;
}

const page = (title: string, description: string, indexable = true): PageMeta => ({
  title: `${title} | ${SITE_NAME}`,
  description,
  indexable,
});
const hidden = (title: string, description: string): PageMeta => page(title, description, false);

const HOME: PageMeta = {
  title: `${SITE_NAME} | Same-Day TV Wall Mounting in Charlotte, NC`,
  description:
    'TV wall mounting in Charlotte, NC from $99: exact prices, same-day service 7 days a week, ' +
    'lifetime warranty, bonded and insured. Book online in 3 minutes.',
  indexable: true,
};

/** Pages at exactly this path. */
export const PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/': HOME,
  '/book': hidden('Book Your TV Mounting', 'Build your TV installation and book a time.'),
  '/track': page(
    'Track Your Booking',
    'Look up your TV mounting booking by its reference and e-mail: status, time and technician.',
  ),
  '/mount-depot': page(
    'Mount Depot: TV Mounts, Shelves and Cables',
    'TV wall mounts, floating shelves, cables and cord covers with local pickup or free delivery ' +
      'in Charlotte, and installation by our technicians.',
  ),
  '/mount-depot/success': hidden('Order Confirmed', 'Your Mount Depot order is confirmed.'),
  '/store': page(
    'TV Mount Store',
    'Shop TV wall mounts and installation accessories, picked up or delivered in Charlotte, NC.',
  ),
  '/payment-success': hidden('Payment Status', 'Whether the payment for your booking has arrived.'),
  '/secure-checkout': hidden('Secure Checkout', 'Pay for your TV mounting order.'),
  '/afterpay-sandbox': hidden('Afterpay Sandbox', 'Afterpay test payment.'),
  '/admin': hidden('Admin Dashboard', 'Staff sign-in.'),
  '/technician': hidden('Technician Portal', 'Technician sign-in.'),
  '/technician-portal': hidden('Technician Portal (Jobs)', 'Technician jobs.'),
  '/square-test': hidden('Square Payment Test', 'Diagnostic page.'),
  '/progress-demo': hidden('Service Progress Demo', 'Demo page.'),
  '/aivah-demo': hidden('AI Voice Assistant Demo', 'Demo page.'),
  '/did-test': hidden('Avatar Agent Test', 'Diagnostic page.'),
  '/did-widget-test': hidden('Avatar Widget Test', 'Diagnostic page.'),
  '/service-images-test': hidden('Service Images Test', 'Diagnostic page.'),
  '/contact-form-test': hidden('Contact Form Test', 'Diagnostic page.'),
  '/pricing-test': hidden('Pricing Calculator Test', 'Diagnostic page.'),
  '/pricing-breakdown': page(
    'Complete Pricing Breakdown',
    'Every TV mounting price we charge in Charlotte: installation, mounts, walls, add-ons, the ' +
      'multi-TV discount and extra services.',
  ),
  '/upsell-test': hidden('Upsell Rules Test', 'Diagnostic page.'),
  '/welcome-test': hidden('Welcome Animation Test', 'Diagnostic page.'),
  '/banner-demo': hidden('Banner Demo', 'Demo page.'),
  '/google-maps-test': hidden('Google Maps Test', 'Diagnostic page.'),
  '/system-test': hidden('System Test', 'Diagnostic page.'),
};

/** The booking screens (/book/{step}), as the booking flow names them (booking-steps.ts). */
const BOOKING_STEP_TITLES: Readonly<Record<string, string>> = {
  type: 'Choose Your Booking Type',
  apartment: 'Select Your Apartment Complex & Floor Plan',
  photos: 'Add Photos of Your Rooms',
  tvs: 'Build Your TV Installation',
  services: 'Additional Services',
  schedule: 'Schedule Your Appointment',
  contact: 'Your Contact Details',
  payment: 'Choose How to Pay',
  card: 'Card Payment',
};

export const NOT_FOUND_META: PageMeta = hidden(
  '404 Page Not Found',
  'The page you are looking for does not exist or has moved.',
);

const trim = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** The entry for a path (without query or hash); unknown paths get the 404 page's. */
export function metaFor(path: string): PageMeta {
  const exact = PAGE_META[trim(path)];
  if (exact) return exact;
  if (path.startsWith('/book/')) {
    const rest = trim(path).slice('/book/'.length);
    if (rest.startsWith('confirmed/')) {
      return hidden('Booking Confirmed', 'Your TV mounting booking is confirmed.');
    }
    const step = BOOKING_STEP_TITLES[rest];
    if (step) return hidden(`${step} · Book`, 'Book your TV mounting in about 3 minutes.');
  }
  if (path.startsWith('/my-booking/')) {
    return hidden('Your Booking', 'See, reschedule or cancel your booking.');
  }
  return NOT_FOUND_META;
}

/** The booking steps' paths, for tests that check every route's title. */
export const BOOKING_STEP_PATHS: readonly string[] = Object.keys(BOOKING_STEP_TITLES).map(
  (step) => `/book/${step}`,
);

/** Paths listed in /sitemap.xml: the indexable pages, the home page first. */
export function sitemapPaths(): string[] {
  return Object.entries(PAGE_META)
    .filter(([, meta]) => meta.indexable)
    .map(([path]) => path);
}
