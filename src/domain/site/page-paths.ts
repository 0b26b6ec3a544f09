// Every page of the site (store-staff-assistant.md section 2 "Route table", booking-flow.md
// section 2 "Routes", decisions.md "Unknown pages"). The server answers 200 with the app for
// these and 404 with the app's '404 Page Not Found' screen for any other path, so search engines
// and monitors see a missing page as missing. A new client route is added here too
// (src/server/plugins/page-paths-drift.test.ts reads routes.tsx and fails on a route missing here).

/** Pages at exactly this path (a trailing slash is allowed). */
export const PAGE_PATHS: readonly string[] = [
  '/',
  // Customer pages.
  '/book',
  '/track',
  '/mount-depot',
  '/mount-depot/success',
  '/store',
  '/payment-success',
  '/secure-checkout',
  '/afterpay-sandbox',
  // Staff.
  '/admin',
  '/technician',
  '/technician-portal',
  // Demo and diagnostic pages.
  '/square-test',
  '/progress-demo',
  '/aivah-demo',
  '/did-test',
  '/did-widget-test',
  '/service-images-test',
  '/contact-form-test',
  '/pricing-test',
  '/pricing-breakdown',
  '/upsell-test',
  '/welcome-test',
  '/banner-demo',
  '/google-maps-test',
  '/system-test',
];

/**
 * Pages below these paths, one per step or record: /book/type ... /book/confirmed/{reference},
 * and the customer's manage link /my-booking/{token} (decisions.md "Public references").
 */
export const PAGE_PREFIXES: readonly string[] = ['/book/', '/my-booking/'];

const EXACT = new Set(PAGE_PATHS);

/** True when `path` (without query or hash) is a page of the site. */
export function isPagePath(path: string): boolean {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (EXACT.has(trimmed)) return true;
  return PAGE_PREFIXES.some(
    (prefix) => path.startsWith(prefix) && path.length > prefix.length && !path.includes('//'),
  );
}
