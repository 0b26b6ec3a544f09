// The page manifest (issue 27; docs/decisions/024-client-core.md): every page of the site once,
// with its path, <title>, whether search engines may index it, the frame it is shown in and the
// key of its lazily loaded screen. The client's router (src/client/app/routes.tsx), the server's
// list of pages (page-paths.ts), the titles (page-meta.ts) and the sitemap (sitemap.ts) are all
// read from here; features link through the typed helpers of paths.ts. The descriptions, which
// only the server writes, are in page-descriptions.ts (typed by this manifest's names).
// Sources: store-staff-assistant.md section 2 "Route table", booking-flow.md section 2 "Routes",
// decisions.md "Unknown pages"; the titles and noindex come from issue 17. Every customer page
// also exists in Spanish at the same path under /es (issue 28, decisions.md "Languages (English
// and Spanish)"): its entry carries the Spanish title in `es`; staff, demo and diagnostic pages
// have none and stay English only.

export const SITE_NAME = 'Charlotte TV Mounting';

/** A page's <title> in one language. */
export interface PageText {
  readonly title: string;
}

export interface PageMeta extends PageText {
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
  | 'review'
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
  | 'see-it-on-your-wall'
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
  /** The Spanish page at the same path under /es; absent for pages that stay English only. */
  readonly es?: PageText;
}

type Screen = Pick<PageEntry, 'layout' | 'component'> & Partial<Pick<PageEntry, 'below' | 'exact'>>;

/** A Spanish title, followed by the site's name as in English. */
const es = (title: string): PageText => ({ title: `${title} | ${SITE_NAME}` });

// The Spanish words are typed as given, so PAGES.myBooking.es is known to be there.
const page = <Es extends PageText | undefined = undefined>(
  path: string,
  title: string,
  screen: Screen,
  spanish?: Es,
) =>
  ({
    path,
    title: `${title} | ${SITE_NAME}`,
    indexable: true,
    ...screen,
    es: spanish as Es,
  }) as const;
const hidden = <Es extends PageText | undefined = undefined>(
  path: string,
  title: string,
  screen: Screen,
  spanish?: Es,
) => ({ ...page(path, title, screen, spanish), indexable: false }) as const;

const site = (component: PageComponent): Screen => ({ layout: 'site', component });
const own = (component: PageComponent): Screen => ({ layout: 'standalone', component });
const diagnostic = (path: string, title: string, component: PageComponent) =>
  hidden(path, title, own(component));
const demo = (path: string, title: string, component: PageComponent, layout: PageLayout) =>
  hidden(path, title, { layout, component });

/** Every page, by a name features link through; the order is the sitemap's and robots.txt's. */
export const PAGES = {
  home: {
    path: '/',
    title: `${SITE_NAME} | Same-Day TV Wall Mounting in Charlotte, NC`,
    indexable: true,
    ...site('home'),
    es: { title: `${SITE_NAME} | Montaje de TV el mismo día en Charlotte, NC` },
  },
  // Customer pages.
  book: hidden(
    '/book',
    'Book Your TV Mounting',
    { ...site('booking-flow'), below: '*' },
    es('Reserve su montaje de TV'),
  ),
  track: page('/track', 'Track Your Booking', site('track'), es('Seguimiento de su reserva')),
  mountDepot: page(
    '/mount-depot',
    'Mount Depot: TV Mounts, Shelves and Cables',
    site('store'),
    es('Mount Depot: soportes de TV, repisas y cables'),
  ),
  mountDepotSuccess: hidden(
    '/mount-depot/success',
    'Order Confirmed',
    site('store-success'),
    es('Pedido confirmado'),
  ),
  store: page('/store', 'TV Mount Store', site('products-store'), es('Tienda de soportes de TV')),
  paymentSuccess: hidden(
    '/payment-success',
    'Payment Status',
    site('payment-success'),
    es('Estado del pago'),
  ),
  secureCheckout: hidden(
    '/secure-checkout',
    'Secure Checkout',
    site('secure-checkout'),
    es('Pago seguro'),
  ),
  afterpaySandbox: hidden(
    '/afterpay-sandbox',
    'Afterpay Sandbox',
    own('afterpay-sandbox'),
    es('Afterpay (entorno de pruebas)'),
  ),
  // The 3D and AR view a QR code of "See it on your wall" opens on a phone (docs/decisions/045).
  seeItOnYourWall: hidden(
    '/see-it-on-your-wall',
    'See It on Your Wall',
    site('see-it-on-your-wall'),
    es('Véalo en su pared'),
  ),
  // The customer's own booking (issue 15): the e-mailed manage link (decisions.md "Public
  // references"); only /my-booking/{token} is a page.
  myBooking: hidden(
    '/my-booking',
    'Your Booking',
    { ...site('my-booking'), below: ':token', exact: false },
    es('Su reserva'),
  ),
  // The customer's review of a completed booking (issue 31): the "job done" e-mail's link.
  review: hidden(
    '/review',
    'Leave a Review',
    { ...site('review'), below: ':token', exact: false },
    es('Deje su opinión'),
  ),
  // Staff.
  admin: hidden('/admin', 'Admin Dashboard', own('admin')),
  technician: hidden('/technician', 'Technician Portal', own('technician')),
  technicianPortal: hidden('/technician-portal', 'Technician Portal (Jobs)', own('technician')),
  // Demo and diagnostic pages (issue 14): noindex, linked from no customer page.
  squareTest: hidden('/square-test', 'Square Payment Test', site('square-test')),
  progressDemo: demo('/progress-demo', 'Service Progress Demo', 'progress-demo', 'standalone'),
  aivahDemo: demo('/aivah-demo', 'AI Voice Assistant Demo', 'aivah-demo', 'standalone'),
  didTest: diagnostic('/did-test', 'Avatar Agent Test', 'did-widget-test'),
  didWidgetTest: diagnostic('/did-widget-test', 'Avatar Widget Test', 'did-widget-test'),
  serviceImagesTest: hidden(
    '/service-images-test',
    'Service Images Test',
    site('service-images-test'),
  ),
  contactFormTest: diagnostic('/contact-form-test', 'Contact Form Test', 'contact-form-test'),
  pricingTest: hidden('/pricing-test', 'Pricing Calculator Test', site('pricing-test')),
  pricingBreakdown: page(
    '/pricing-breakdown',
    'Complete Pricing Breakdown',
    site('pricing-breakdown'),
    es('Desglose completo de precios'),
  ),
  upsellTest: hidden('/upsell-test', 'Upsell Rules Test', site('upsell-test')),
  welcomeTest: hidden('/welcome-test', 'Welcome Animation Test', site('welcome-test')),
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
  indexable: false,
};

/** Any other path under /es: the Spanish 404 page. */
export const NOT_FOUND_META_ES: PageMeta = {
  title: `404 Página no encontrada | ${SITE_NAME}`,
  indexable: false,
};

/** The pages that exist in Spanish too (at the same path under /es), in the manifest's order. */
export const LOCALIZED_PAGE_LIST: readonly (PageEntry & { readonly es: PageText })[] =
  PAGE_LIST.filter((entry): entry is PageEntry & { readonly es: PageText } => !!entry.es);
