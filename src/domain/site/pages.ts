// The page manifest (issue 27; docs/decisions/024-client-core.md): every page of the site once,
// with its path, <title>, description, whether search engines may index it, the frame it is shown
// in and the key of its lazily loaded screen. The client's router (src/client/app/routes.tsx), the
// server's list of pages (page-paths.ts), the titles (page-meta.ts) and the sitemap (sitemap.ts)
// are all read from here; features link through the typed helpers of paths.ts.
// Sources: store-staff-assistant.md section 2 "Route table", booking-flow.md section 2 "Routes",
// decisions.md "Unknown pages"; the titles and noindex come from issue 17.

export const SITE_NAME = 'Charlotte TV Mounting';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Listed in /sitemap.xml and open to search engines; false adds `noindex`. */
  readonly indexable: boolean;
}

/** 'site' pages sit inside the header and footer; 'standalone' ones have their own frame. */
export type PageLayout = 'site' | 'standalone';

/** The screen of each page; the client maps every key to its lazily loaded component. */
export type PageComponent =
  | 'home'
  | 'booking-flow'
  | 'track'
  | 'my-booking'
  | 'store'
  | 'store-success'
  | 'products-store'
  | 'payment-success'
  | 'secure-checkout'
  | 'afterpay-sandbox'
  | 'admin'
  | 'technician'
  | 'square-test'
  | 'progress-demo'
  | 'aivah-demo'
  | 'did-widget-test'
  | 'service-images-test'
  | 'contact-form-test'
  | 'pricing-test'
  | 'pricing-breakdown'
  | 'upsell-test'
  | 'welcome-test'
  | 'banner-demo'
  | 'google-maps-test'
  | 'system-test';

export interface PageEntry extends PageMeta {
  readonly path: string;
  readonly layout: PageLayout;
  readonly component: PageComponent;
  /**
   * Pages below this one, one per step or record, as the router's pattern: '*' for the booking
   * screens (/book/type ... /book/confirmed/{reference}), ':token' for the manage link.
   */
  readonly below?: '*' | ':token';
  /** False when only the pages below exist (there is no page at /my-booking itself). */
  readonly exact?: false;
}

type Screen = Pick<PageEntry, 'layout' | 'component'> & Partial<Pick<PageEntry, 'below' | 'exact'>>;

const page = (path: string, title: string, description: string, screen: Screen) =>
  ({ path, title: `${title} | ${SITE_NAME}`, description, indexable: true, ...screen }) as const;
const hidden = (path: string, title: string, description: string, screen: Screen) =>
  ({ ...page(path, title, description, screen), indexable: false }) as const;

const site = (component: PageComponent): Screen => ({ layout: 'site', component });
const own = (component: PageComponent): Screen => ({ layout: 'standalone', component });
const diagnostic = (path: string, title: string, component: PageComponent) =>
  hidden(path, title, 'Diagnostic page.', own(component));
const demo = (path: string, title: string, component: PageComponent, layout: PageLayout) =>
  hidden(path, title, 'Demo page.', { layout, component });

/** Every page, by a name features link through; the order is the sitemap's and robots.txt's. */
export const PAGES = {
  home: {
    path: '/',
    title: `${SITE_NAME} | Same-Day TV Wall Mounting in Charlotte, NC`,
    description:
      'TV wall mounting in Charlotte, NC from $99: exact prices, same-day service 7 days a week, ' +
      'lifetime warranty, bonded and insured. Book online in 3 minutes.',
    indexable: true,
    ...site('home'),
  },
  // Customer pages.
  book: hidden('/book', 'Book Your TV Mounting', 'Build your TV installation and book a time.', {
    ...site('booking-flow'),
    below: '*',
  }),
  track: page(
    '/track',
    'Track Your Booking',
    'Look up your TV mounting booking by its reference and e-mail: status, time and technician.',
    site('track'),
  ),
  mountDepot: page(
    '/mount-depot',
    'Mount Depot: TV Mounts, Shelves and Cables',
    'TV wall mounts, floating shelves, cables and cord covers with local pickup or free delivery ' +
      'in Charlotte, and installation by our technicians.',
    site('store'),
  ),
  mountDepotSuccess: hidden(
    '/mount-depot/success',
    'Order Confirmed',
    'Your Mount Depot order is confirmed.',
    site('store-success'),
  ),
  store: page(
    '/store',
    'TV Mount Store',
    'Shop TV wall mounts and installation accessories, picked up or delivered in Charlotte, NC.',
    site('products-store'),
  ),
  paymentSuccess: hidden(
    '/payment-success',
    'Payment Status',
    'Whether the payment for your booking has arrived.',
    site('payment-success'),
  ),
  secureCheckout: hidden(
    '/secure-checkout',
    'Secure Checkout',
    'Pay for your TV mounting order.',
    site('secure-checkout'),
  ),
  afterpaySandbox: hidden(
    '/afterpay-sandbox',
    'Afterpay Sandbox',
    'Afterpay test payment.',
    own('afterpay-sandbox'),
  ),
  // The customer's own booking (issue 15): the e-mailed manage link (decisions.md "Public
  // references"); only /my-booking/{token} is a page.
  myBooking: hidden('/my-booking', 'Your Booking', 'See, reschedule or cancel your booking.', {
    ...site('my-booking'),
    below: ':token',
    exact: false,
  }),
  // Staff.
  admin: hidden('/admin', 'Admin Dashboard', 'Staff sign-in.', own('admin')),
  technician: hidden('/technician', 'Technician Portal', 'Technician sign-in.', own('technician')),
  technicianPortal: hidden(
    '/technician-portal',
    'Technician Portal (Jobs)',
    'Technician jobs.',
    own('technician'),
  ),
  // Demo and diagnostic pages (issue 14): noindex, linked from no customer page.
  squareTest: hidden(
    '/square-test',
    'Square Payment Test',
    'Diagnostic page.',
    site('square-test'),
  ),
  progressDemo: demo('/progress-demo', 'Service Progress Demo', 'progress-demo', 'standalone'),
  aivahDemo: demo('/aivah-demo', 'AI Voice Assistant Demo', 'aivah-demo', 'standalone'),
  didTest: diagnostic('/did-test', 'Avatar Agent Test', 'did-widget-test'),
  didWidgetTest: diagnostic('/did-widget-test', 'Avatar Widget Test', 'did-widget-test'),
  serviceImagesTest: hidden(
    '/service-images-test',
    'Service Images Test',
    'Diagnostic page.',
    site('service-images-test'),
  ),
  contactFormTest: diagnostic('/contact-form-test', 'Contact Form Test', 'contact-form-test'),
  pricingTest: hidden(
    '/pricing-test',
    'Pricing Calculator Test',
    'Diagnostic page.',
    site('pricing-test'),
  ),
  pricingBreakdown: page(
    '/pricing-breakdown',
    'Complete Pricing Breakdown',
    'Every TV mounting price we charge in Charlotte: installation, mounts, walls, add-ons, the ' +
      'multi-TV discount and extra services.',
    site('pricing-breakdown'),
  ),
  upsellTest: hidden('/upsell-test', 'Upsell Rules Test', 'Diagnostic page.', site('upsell-test')),
  welcomeTest: hidden(
    '/welcome-test',
    'Welcome Animation Test',
    'Diagnostic page.',
    site('welcome-test'),
  ),
  bannerDemo: demo('/banner-demo', 'Banner Demo', 'banner-demo', 'site'),
  googleMapsTest: diagnostic('/google-maps-test', 'Google Maps Test', 'google-maps-test'),
  systemTest: diagnostic('/system-test', 'System Test', 'system-test'),
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;

/** The manifest as a list, in its order. */
export const PAGE_LIST: readonly PageEntry[] = Object.values(PAGES);

/** The router's pattern of a page: '/book/*', '/my-booking/:token', '/track'. */
export function routePattern(entry: PageEntry): string {
  return entry.below ? `${entry.path}/${entry.below}` : entry.path;
}

export const NOT_FOUND_META: PageMeta = {
  title: `404 Page Not Found | ${SITE_NAME}`,
  description: 'The page you are looking for does not exist or has moved.',
  indexable: false,
};
