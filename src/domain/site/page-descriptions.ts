// What search results and link previews show under each page's title (<meta name="description">,
// Open Graph, Twitter, the home page's schema.org description), in every language the page exists
// in. Only the server writes them: kept apart from the page manifest (pages.ts), which the browser
// loads, they stay out of the first-load JavaScript (issue 28).
import type { Locale } from './locales';
import type { PageKind, PathMeta } from './page-meta';
import type { PageText, PAGES } from './pages';

/** Both languages for a page that exists in Spanish too, English alone for the others. */
type Described<Entry> = Entry extends { readonly es: PageText }
  ? Readonly<Record<Locale, string>>
  : { readonly en: string };

type Descriptions = { readonly [Name in keyof typeof PAGES]: Described<(typeof PAGES)[Name]> } & {
  readonly [Kind in Exclude<PageKind, keyof typeof PAGES>]: Readonly<Record<Locale, string>>;
};

const DIAGNOSTIC = { en: 'Diagnostic page.' };
const DEMO = { en: 'Demo page.' };

const DESCRIPTIONS: Descriptions = {
  home: {
    en:
      'TV wall mounting in Charlotte, NC from $99: exact prices, same-day service 7 days a week, ' +
      'lifetime warranty, bonded and insured. Book online in 3 minutes.',
    es:
      'Montaje de TV en Charlotte, NC desde $99: precios exactos, servicio el mismo día los 7 ' +
      'días, garantía de por vida, con fianza y seguro. Reserve en 3 minutos.',
  },
  book: {
    en: 'Build your TV installation and book a time.',
    es: 'Configure su instalación de TV y elija un horario.',
  },
  bookingStep: {
    en: 'Book your TV mounting in about 3 minutes.',
    es: 'Reserve su montaje de TV en unos 3 minutos.',
  },
  bookingConfirmed: {
    en: 'Your TV mounting booking is confirmed.',
    es: 'Su reserva de montaje de TV está confirmada.',
  },
  track: {
    en: 'Look up your TV mounting booking by its reference and e-mail: status, time and technician.',
    es:
      'Busque su reserva de montaje de TV con su número de referencia y su correo electrónico: ' +
      'estado, horario y técnico.',
  },
  mountDepot: {
    en:
      'TV wall mounts, floating shelves, cables and cord covers with local pickup or free ' +
      'delivery in Charlotte, and installation by our technicians.',
    es:
      'Soportes de pared para TV, repisas flotantes, cables y cubrecables, con recogida local o ' +
      'entrega gratis en Charlotte e instalación por nuestros técnicos.',
  },
  mountDepotSuccess: {
    en: 'Your Mount Depot order is confirmed.',
    es: 'Su pedido de Mount Depot está confirmado.',
  },
  store: {
    en: 'Shop TV wall mounts and installation accessories, picked up or delivered in Charlotte, NC.',
    es:
      'Compre soportes de pared para TV y accesorios de instalación, para recoger en persona o ' +
      'con entrega en Charlotte, NC.',
  },
  paymentSuccess: {
    en: 'Whether the payment for your booking has arrived.',
    es: 'Consulte si ya recibimos el pago de su reserva.',
  },
  secureCheckout: {
    en: 'Pay for your TV mounting order.',
    es: 'Pague su pedido de montaje de TV.',
  },
  afterpaySandbox: { en: 'Afterpay test payment.', es: 'Pago de prueba con Afterpay.' },
  myBooking: {
    en: 'See, reschedule or cancel your booking.',
    es: 'Consulte, reprograme o cancele su reserva.',
  },
  review: {
    en: 'Rate your finished job and tell the next customer what you got.',
    es: 'Califique su trabajo terminado y cuéntele al próximo cliente qué recibió.',
  },
  admin: { en: 'Staff sign-in.' },
  technician: { en: 'Technician sign-in.' },
  technicianPortal: { en: 'Technician jobs.' },
  squareTest: DIAGNOSTIC,
  progressDemo: DEMO,
  aivahDemo: DEMO,
  didTest: DIAGNOSTIC,
  didWidgetTest: DIAGNOSTIC,
  serviceImagesTest: DIAGNOSTIC,
  contactFormTest: DIAGNOSTIC,
  pricingTest: DIAGNOSTIC,
  pricingBreakdown: {
    en:
      'Every TV mounting price we charge in Charlotte: installation, mounts, walls, add-ons, the ' +
      'multi-TV discount and extra services.',
    es:
      'Todos los precios de montaje de TV que cobramos en Charlotte: instalación, soportes, ' +
      'paredes, extras, el descuento por varios televisores y otros servicios.',
  },
  seeItOnYourWall: {
    en: 'The TV you chose at its real size: a 3D view, and on a phone, on your own wall.',
    es: 'El televisor que eligió a su tamaño real: una vista 3D y, en un teléfono, en su propia pared.',
  },
  upsellTest: DIAGNOSTIC,
  welcomeTest: DIAGNOSTIC,
  bannerDemo: DEMO,
  googleMapsTest: DIAGNOSTIC,
  systemTest: DIAGNOSTIC,
  notFound: {
    en: 'The page you are looking for does not exist or has moved.',
    es: 'La página que busca no existe o se ha movido.',
  },
};

/** The description of what a path shows (metaFor), in its language. */
export function descriptionOf({ kind, locale }: Pick<PathMeta, 'kind' | 'locale'>): string {
  const words: { readonly en: string; readonly es?: string } = DESCRIPTIONS[kind];
  return words[locale] ?? words.en;
}
