import { descriptionOf } from './page-descriptions';
import { describe, expect, it } from 'vitest';
import { STEP_TITLES, STEP_TITLES_ES, stepTitles } from './booking-steps';
import { pathInLocale } from './locale-paths';
import {
  BOOKING_STEP_PATHS,
  languageAlternates,
  metaFor,
  NOT_FOUND_META,
  NOT_FOUND_META_ES,
  notFoundMetaFor,
  PAGE_META,
  PAGE_META_ES,
  sitemapPaths,
} from './page-meta';
import { isPagePath, PAGE_PATHS, PAGE_PATHS_ES } from './page-paths';
import { LOCALIZED_PAGE_LIST, PAGES } from './pages';

const EVERY_ROUTE = [
  ...PAGE_PATHS,
  ...BOOKING_STEP_PATHS,
  '/book/confirmed/CTM-ABC234',
  '/my-booking/some-token',
];
/** Every Spanish page: the same paths as the localized English ones, under /es. */
const EVERY_SPANISH_ROUTE = [
  ...PAGE_PATHS_ES,
  ...BOOKING_STEP_PATHS.map((path) => pathInLocale(path, 'es')),
  '/es/book/confirmed/CTM-ABC234',
  '/es/my-booking/some-token',
];

describe('page titles and descriptions', () => {
  it('has an entry for every page path, and no entry for a path that is no page', () => {
    expect(Object.keys(PAGE_META).sort()).toEqual([...PAGE_PATHS].sort());
    expect(Object.keys(PAGE_META_ES).sort()).toEqual([...PAGE_PATHS_ES].sort());
    for (const path of [...Object.keys(PAGE_META), ...Object.keys(PAGE_META_ES)]) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('gives every route, every booking step and the 404 page a title of its own', () => {
    const titles = [...EVERY_ROUTE.map((path) => metaFor(path).title), NOT_FOUND_META.title];
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title).toMatch(/Charlotte TV Mounting/);
  });

  it('describes every page in a sentence search results can show whole', () => {
    for (const path of [...EVERY_ROUTE, ...EVERY_SPANISH_ROUTE]) {
      const { title } = metaFor(path);
      const description = descriptionOf(metaFor(path));
      expect(description.length, path).toBeGreaterThan(8);
      expect(description.length, path).toBeLessThanOrEqual(160);
      // Search results cut titles at about 60-70 characters; only indexed pages are shown there.
      if (metaFor(path).indexable) expect(title.length, path).toBeLessThanOrEqual(70);
    }
  });

  it('ignores a trailing slash and answers the 404 entry for unknown paths', () => {
    expect(metaFor('/pricing-breakdown/')).toBe(PAGE_META['/pricing-breakdown']);
    expect(metaFor('/no/such/page')).toBe(NOT_FOUND_META);
    expect(metaFor('/book/not-a-step')).toBe(NOT_FOUND_META);
  });

  it('indexes only the public pages: no demo, test, staff, booking or personal page', () => {
    const english = ['/', '/track', '/mount-depot', '/store', '/pricing-breakdown'];
    expect(sitemapPaths()).toEqual([...english, '/es', ...english.slice(1).map((p) => `/es${p}`)]);
    for (const path of [...EVERY_ROUTE, ...EVERY_SPANISH_ROUTE]) {
      if (/test|demo|admin|technician|sandbox|success|checkout|\/book|my-booking/.test(path)) {
        expect(metaFor(path).indexable, path).toBe(false);
      }
    }
    expect(NOT_FOUND_META.indexable).toBe(false);
    expect(NOT_FOUND_META_ES.indexable).toBe(false);
  });

  // The titles as they were before the Spanish pages (issue 28): English stays byte for byte.
  it.each([
    ['/', 'Charlotte TV Mounting | Same-Day TV Wall Mounting in Charlotte, NC'],
    ['/book', 'Book Your TV Mounting | Charlotte TV Mounting'],
    ['/track', 'Track Your Booking | Charlotte TV Mounting'],
    ['/mount-depot', 'Mount Depot: TV Mounts, Shelves and Cables | Charlotte TV Mounting'],
    ['/mount-depot/success', 'Order Confirmed | Charlotte TV Mounting'],
    ['/store', 'TV Mount Store | Charlotte TV Mounting'],
    ['/payment-success', 'Payment Status | Charlotte TV Mounting'],
    ['/secure-checkout', 'Secure Checkout | Charlotte TV Mounting'],
    ['/afterpay-sandbox', 'Afterpay Sandbox | Charlotte TV Mounting'],
    ['/admin', 'Admin Dashboard | Charlotte TV Mounting'],
    ['/technician', 'Technician Portal | Charlotte TV Mounting'],
    ['/technician-portal', 'Technician Portal (Jobs) | Charlotte TV Mounting'],
    ['/square-test', 'Square Payment Test | Charlotte TV Mounting'],
    ['/progress-demo', 'Service Progress Demo | Charlotte TV Mounting'],
    ['/aivah-demo', 'AI Voice Assistant Demo | Charlotte TV Mounting'],
    ['/did-test', 'Avatar Agent Test | Charlotte TV Mounting'],
    ['/did-widget-test', 'Avatar Widget Test | Charlotte TV Mounting'],
    ['/service-images-test', 'Service Images Test | Charlotte TV Mounting'],
    ['/contact-form-test', 'Contact Form Test | Charlotte TV Mounting'],
    ['/pricing-test', 'Pricing Calculator Test | Charlotte TV Mounting'],
    ['/pricing-breakdown', 'Complete Pricing Breakdown | Charlotte TV Mounting'],
    ['/upsell-test', 'Upsell Rules Test | Charlotte TV Mounting'],
    ['/welcome-test', 'Welcome Animation Test | Charlotte TV Mounting'],
    ['/banner-demo', 'Banner Demo | Charlotte TV Mounting'],
    ['/google-maps-test', 'Google Maps Test | Charlotte TV Mounting'],
    ['/system-test', 'System Test | Charlotte TV Mounting'],
    ['/book/type', 'Choose Your Booking Type · Book | Charlotte TV Mounting'],
    [
      '/book/apartment',
      'Select Your Apartment Complex & Floor Plan · Book | Charlotte TV Mounting',
    ],
    ['/book/photos', 'Add Photos of Your Rooms · Book | Charlotte TV Mounting'],
    ['/book/tvs', 'Build Your TV Installation · Book | Charlotte TV Mounting'],
    ['/book/services', 'Additional Services · Book | Charlotte TV Mounting'],
    ['/book/schedule', 'Schedule Your Appointment · Book | Charlotte TV Mounting'],
    ['/book/contact', 'Your Contact Details · Book | Charlotte TV Mounting'],
    ['/book/payment', 'Choose How to Pay · Book | Charlotte TV Mounting'],
    ['/book/card', 'Card Payment · Book | Charlotte TV Mounting'],
    ['/book/confirmed/CTM-ABC234', 'Booking Confirmed | Charlotte TV Mounting'],
    ['/my-booking/some-token', 'Your Booking | Charlotte TV Mounting'],
    ['/no/such/page', '404 Page Not Found | Charlotte TV Mounting'],
  ])('keeps the English title of %s', (path, title) => {
    expect(metaFor(path).title).toBe(title);
  });
});

describe('the Spanish pages (/es)', () => {
  it('exist for every customer page and for no staff, demo or diagnostic page', () => {
    expect(LOCALIZED_PAGE_LIST.map((entry) => entry.path)).toEqual([
      '/',
      '/book',
      '/track',
      '/mount-depot',
      '/mount-depot/success',
      '/store',
      '/payment-success',
      '/secure-checkout',
      '/afterpay-sandbox',
      '/see-it-on-your-wall',
      '/my-booking',
      '/review',
      '/pricing-breakdown',
    ]);
    expect(PAGES.admin.es).toBeUndefined();
    expect(PAGES.bannerDemo.es).toBeUndefined();
  });

  it('gives every Spanish page a Spanish title of its own, none its English twin’s', () => {
    const titles = [
      ...EVERY_SPANISH_ROUTE.map((path) => metaFor(path).title),
      NOT_FOUND_META_ES.title,
    ];
    expect(new Set(titles).size).toBe(titles.length);
    const english = new Set([...EVERY_ROUTE.map((path) => metaFor(path).title)]);
    english.add(NOT_FOUND_META.title);
    for (const title of titles) {
      expect(title).toMatch(/ \| Charlotte TV Mounting$|^Charlotte TV Mounting \| /);
      expect(english.has(title), title).toBe(false);
    }
    for (const path of EVERY_SPANISH_ROUTE) {
      expect(descriptionOf(metaFor(path))).not.toBe(descriptionOf(metaFor(path.slice(3) || '/')));
    }
  });

  it.each([
    ['/es', 'Charlotte TV Mounting | Montaje de TV el mismo día en Charlotte, NC'],
    ['/es/', 'Charlotte TV Mounting | Montaje de TV el mismo día en Charlotte, NC'],
    ['/es/pricing-breakdown/', 'Desglose completo de precios | Charlotte TV Mounting'],
    ['/es/book/tvs', 'Configure su instalación de TV · Reservar | Charlotte TV Mounting'],
    ['/es/book/confirmed/CTM-ABC234', 'Reserva confirmada | Charlotte TV Mounting'],
    ['/es/my-booking/abc', 'Su reserva | Charlotte TV Mounting'],
    ['/es/admin', '404 Página no encontrada | Charlotte TV Mounting'],
    ['/es/banner-demo', '404 Página no encontrada | Charlotte TV Mounting'],
    ['/es/book/not-a-step', '404 Página no encontrada | Charlotte TV Mounting'],
    ['/es/es', '404 Página no encontrada | Charlotte TV Mounting'],
  ])('%s is titled %s', (path, title) => {
    expect(metaFor(path).title).toBe(title);
  });

  it('indexes a Spanish page exactly when its English page is indexed', () => {
    for (const [path, meta] of Object.entries(PAGE_META_ES)) {
      expect(meta.indexable, path).toBe(PAGE_META[path.slice(3) || '/']?.indexable);
    }
  });

  it('answers the 404 entry in the language of the path', () => {
    expect(notFoundMetaFor('/no/such')).toBe(NOT_FOUND_META);
    expect(notFoundMetaFor('/es/no/such')).toBe(NOT_FOUND_META_ES);
    expect(notFoundMetaFor('/estimate')).toBe(NOT_FOUND_META);
  });

  it('titles every booking step in both languages, each language distinct', () => {
    expect(stepTitles('en')).toBe(STEP_TITLES);
    expect(stepTitles('es')).toBe(STEP_TITLES_ES);
    expect(Object.keys(STEP_TITLES_ES)).toEqual(Object.keys(STEP_TITLES));
    expect(new Set(Object.values(STEP_TITLES_ES)).size).toBe(Object.keys(STEP_TITLES).length);
    for (const [step, title] of Object.entries(STEP_TITLES_ES)) {
      expect(title, step).not.toBe(STEP_TITLES[step as keyof typeof STEP_TITLES]);
    }
  });
});

describe('hreflang alternates', () => {
  const both = (english: string, spanish: string) => [
    { hreflang: 'en-US', path: english },
    { hreflang: 'es-US', path: spanish },
    { hreflang: 'x-default', path: english },
  ];

  it.each([
    ['/', both('/', '/es')],
    ['/es', both('/', '/es')],
    ['/es/', both('/', '/es')],
    ['/track', both('/track', '/es/track')],
    ['/es/track', both('/track', '/es/track')],
    ['/es/pricing-breakdown', both('/pricing-breakdown', '/es/pricing-breakdown')],
    ['/mount-depot', both('/mount-depot', '/es/mount-depot')],
    ['/book/type', []],
    ['/es/book/type', []],
    ['/es/my-booking/abc', []],
    ['/admin', []],
    ['/es/admin', []],
    ['/no/such', []],
  ])('%s names %j', (path, expected) => {
    expect(languageAlternates(path)).toEqual(expected);
  });

  it('name the same pages from either language (both directions)', () => {
    for (const path of sitemapPaths()) {
      const alternates = languageAlternates(path);
      expect(
        alternates.map((alternate) => alternate.path),
        path,
      ).toContain(path);
      for (const { path: other } of alternates) {
        expect(languageAlternates(other), `${path} -> ${other}`).toEqual(alternates);
      }
    }
  });
});
