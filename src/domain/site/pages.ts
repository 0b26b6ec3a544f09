// The page manifest (issue 27; docs/decisions/024-client-core.md): every page of the site once,
// with its path, <title>, description, whether search engines may index it, the frame it is shown
// in and the key of its lazily loaded screen. The client's router (src/client/app/routes.tsx), the
// server's list of pages (page-paths.ts), the titles (page-meta.ts) and the sitemap (sitemap.ts)
// are all read from here; features link through the typed helpers of paths.ts.
// Sources: store-staff-assistant.md section 2 "Route table", booking-flow.md section 2 "Routes",
// decisions.md "Unknown pages"; the titles and noindex come from issue 17. Every customer page
// also exists in Spanish at the same path under /es (issue 28, decisions.md "Languages (English
// and Spanish)"): its entry carries the Spanish title and description in `es`; staff, demo and
// diagnostic pages have none and stay English only.

export const SITE_NAME = 'Charlotte TV Mounting';

/** A page's words in one language: its <title> and its description. */
export interface PageText {
  readonly title: string;
  readonly description: string;
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
  /** The Spanish page at the same path under /es; absent for pages that stay English only. */
  readonly es?: PageText;
}

type Screen = Pick<PageEntry, 'layout' | 'component'> & Partial<Pick<PageEntry, 'below' | 'exact'>>;

/** A Spanish title and description, the title followed by the site's name as in English. */
const es = (title: string, description: string): PageText => ({
  title: `${title} | ${SITE_NAME}`,
  description,
});

// The Spanish words are typed as given, so PAGES.myBooking.es is known to be there.
const page = <Es extends PageText | undefined = undefined>(
  path: string,
  title: string,
  description: string,
  screen: Screen,
  spanish?: Es,
) =>
  ({
    path,
    title: `${title} | ${SITE_NAME}`,
    description,
    indexable: true,
    ...screen,
    es: spanish as Es,
  }) as const;
const hidden = <Es extends PageText | undefined = undefined>(
  path: string,
  title: string,
  description: string,
  screen: Screen,
  spanish?: Es,
) => ({ ...page(path, title, description, screen, spanish), indexable: false }) as const;

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
    es: {
      title: `${SITE_NAME} | Montaje de TV el mismo día en Charlotte, NC`,
      description:
        'Montaje de TV en Charlotte, NC desde $99: precios exactos, servicio el mismo día los 7 ' +
        'días, garantía de por vida, con fianza y seguro. Reserve en 3 minutos.',
    },
  },
  // Customer pages.
  book: hidden(
    '/book',
    'Book Your TV Mounting',
    'Build your TV installation and book a time.',
    { ...site('booking-flow'), below: '*' },
    es('Reserve su montaje de TV', 'Configure su instalación de TV y elija un horario.'),
  ),
  track: page(
    '/track',
    'Track Your Booking',
    'Look up your TV mounting booking by its reference and e-mail: status, time and technician.',
    site('track'),
    es(
      'Seguimiento de su reserva',
      'Busque su reserva de montaje de TV con su número de referencia y su correo electrónico: ' +
        'estado, horario y técnico.',
    ),
  ),
  mountDepot: page(
    '/mount-depot',
    'Mount Depot: TV Mounts, Shelves and Cables',
    'TV wall mounts, floating shelves, cables and cord covers with local pickup or free delivery ' +
      'in Charlotte, and installation by our technicians.',
    site('store'),
    es(
      'Mount Depot: soportes de TV, repisas y cables',
      'Soportes de pared para TV, repisas flotantes, cables y cubrecables, con recogida local o ' +
        'entrega gratis en Charlotte e instalación por nuestros técnicos.',
    ),
  ),
  mountDepotSuccess: hidden(
    '/mount-depot/success',
    'Order Confirmed',
    'Your Mount Depot order is confirmed.',
    site('store-success'),
    es('Pedido confirmado', 'Su pedido de Mount Depot está confirmado.'),
  ),
  store: page(
    '/store',
    'TV Mount Store',
    'Shop TV wall mounts and installation accessories, picked up or delivered in Charlotte, NC.',
    site('products-store'),
    es(
      'Tienda de soportes de TV',
      'Compre soportes de pared para TV y accesorios de instalación, para recoger en persona o ' +
        'con entrega en Charlotte, NC.',
    ),
  ),
  paymentSuccess: hidden(
    '/payment-success',
    'Payment Status',
    'Whether the payment for your booking has arrived.',
    site('payment-success'),
    es('Estado del pago', 'Consulte si ya recibimos el pago de su reserva.'),
  ),
  secureCheckout: hidden(
    '/secure-checkout',
    'Secure Checkout',
    'Pay for your TV mounting order.',
    site('secure-checkout'),
    es('Pago seguro', 'Pague su pedido de montaje de TV.'),
  ),
  afterpaySandbox: hidden(
    '/afterpay-sandbox',
    'Afterpay Sandbox',
    'Afterpay test payment.',
    own('afterpay-sandbox'),
    es('Afterpay (entorno de pruebas)', 'Pago de prueba con Afterpay.'),
  ),
  // The customer's own booking (issue 15): the e-mailed manage link (decisions.md "Public
  // references"); only /my-booking/{token} is a page.
  myBooking: hidden(
    '/my-booking',
    'Your Booking',
    'See, reschedule or cancel your booking.',
    { ...site('my-booking'), below: ':token', exact: false },
    es('Su reserva', 'Consulte, reprograme o cancele su reserva.'),
  ),
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
    es(
      'Desglose completo de precios',
      'Todos los precios de montaje de TV que cobramos en Charlotte: instalación, soportes, ' +
        'paredes, extras, el descuento por varios televisores y otros servicios.',
    ),
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

/** Any other path under /es: the Spanish 404 page. */
export const NOT_FOUND_META_ES: PageMeta = {
  title: `404 Página no encontrada | ${SITE_NAME}`,
  description: 'La página que busca no existe o se ha movido.',
  indexable: false,
};

/** The pages that exist in Spanish too (at the same path under /es), in the manifest's order. */
export const LOCALIZED_PAGE_LIST: readonly (PageEntry & { readonly es: PageText })[] =
  PAGE_LIST.filter((entry): entry is PageEntry & { readonly es: PageText } => !!entry.es);
