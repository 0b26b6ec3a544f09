// The landing page's schema.org description (issue 17): a HomeAndConstructionBusiness with the
// business's facts (from the database), its hours (decisions.md "Business facts": 8 AM to 8 PM,
// 7 days), its service area (the ZIP codes it serves) and one Offer per service card with the
// starting price the card shows. Search engines read it from a <script type="application/ld+json">.
// The Spanish landing page (/es, issue 28) carries the same business with a Spanish description
// and service names; both say the business works in English and Spanish with `knowsLanguage`
// (schema.org: a property of Organization, which LocalBusiness is; `availableLanguage` belongs to
// ContactPoint, ServiceChannel and LodgingBusiness, not to this type).
import { ADDITIONAL_SERVICES, isAdditionalServiceType } from '../catalog/additional-services';
import { SERVICE_CARDS, type LandingPriceKey, type ServiceCard } from '../catalog/landing-sections';
import { calculateQuote } from '../pricing/calculate-quote';
import { LOCALES, LOCALE_TAGS, type Locale } from '../site/locales';
import { descriptionOf } from './page-descriptions';

/** The facts the description needs (a subset of the business settings). */
export interface BusinessFactsForSeo {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly address: string;
  readonly rating: number | null;
  readonly reviewCount: number;
  readonly serviceAreaZips: readonly string[];
}

const DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/**
 * A service card's starting price. A card that is one of the engine's additional services starts
 * at the engine's price for its cheapest option (so the description and a real quote agree); the
 * TV cards (wall mounting, full setup) start at the landing page's figures.
 */
export function startingPriceCents(card: ServiceCard): number {
  if (!isAdditionalServiceType(card.key)) return card.startingPriceCents;
  const type = card.key;
  const prices = ADDITIONAL_SERVICES[type].options.map((option) => {
    const result = calculateQuote({
      tvs: [],
      additionalServices: [{ type, option: option.key, quantity: 1 }],
    });
    return result.ok ? result.quote.totalCents : Number.POSITIVE_INFINITY;
  });
  return Math.min(...prices);
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The service cards' names on the Spanish page (the glossary's words). */
export const SERVICE_NAMES_ES: Readonly<Record<LandingPriceKey, string>> = {
  wallMounting: 'Montaje de TV en la pared',
  fullSetup: 'Instalación completa',
  wireInWall: 'Cables ocultos en la pared con tomacorriente',
  tvRemoval: 'Desmontaje y retiro de TV',
  ledLighting: 'Iluminación LED ambiental',
  securityCameras: 'Instalación de cámaras de seguridad',
  soundbarInstall: 'Instalación de barra de sonido',
  videoGameSetup: 'Configuración de consolas de videojuegos',
  homeTheaterSetup: 'Instalación y calibración de cine en casa',
  floatingShelf: 'Instalación de repisas flotantes',
};

/**
 * A card as a schema.org Service: in English with the card's blurb; in Spanish by its Spanish
 * name only (the blurbs are the landing page's English copy).
 */
const serviceOf = (card: ServiceCard, locale: Locale) =>
  locale === 'es'
    ? { '@type': 'Service', name: SERVICE_NAMES_ES[card.key] }
    : { '@type': 'Service', name: card.title, description: card.blurb };

/**
 * '500 S Tryon St, Charlotte, NC 28202' -> street, locality, region, postal code; a shorter
 * address fills what it has.
 */
export function postalAddress(address: string): Record<string, string> {
  const parts = address.split(',').map((part) => part.trim());
  const last = parts.at(-1) ?? '';
  const regionZip = /^([A-Z]{2})\s*(\d{5})?$/.exec(last);
  const result: Record<string, string> = { '@type': 'PostalAddress', addressCountry: 'US' };
  if (regionZip) {
    result.addressRegion = regionZip[1] ?? '';
    if (regionZip[2]) result.postalCode = regionZip[2];
    parts.pop();
  }
  const locality = parts.pop();
  if (locality) result.addressLocality = locality;
  if (parts.length > 0) result.streetAddress = parts.join(', ');
  return result;
}

/**
 * The JSON-LD object for the home page at `origin` (no trailing slash), in the page's language:
 * the same business (one @id) on / and /es.
 */
export function localBusinessJsonLd(
  facts: BusinessFactsForSeo,
  origin: string,
  locale: Locale = 'en',
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${origin}/#business`,
    name: facts.name,
    description: descriptionOf({ kind: 'home', locale }),
    knowsLanguage: LOCALES.map((code) => LOCALE_TAGS[code]),
    url: `${origin}/`,
    image: `${origin}/assets/og-image.png`,
    logo: `${origin}/favicon.svg`,
    telephone: facts.phone,
    email: facts.email,
    priceRange: '$$',
    address: postalAddress(facts.address),
    // schema.org's areaServed takes Text: the five-digit ZIP codes the business serves.
    areaServed: [...facts.serviceAreaZips],
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...DAYS],
        opens: '08:00',
        closes: '20:00',
      },
    ],
    ...(facts.rating !== null && facts.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: facts.rating,
            bestRating: 5,
            reviewCount: facts.reviewCount,
          },
        }
      : {}),
    makesOffer: SERVICE_CARDS.map((card) => ({
      '@type': 'Offer',
      itemOffered: serviceOf(card, locale),
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: dollars(startingPriceCents(card)),
        priceCurrency: 'USD',
      },
      price: dollars(startingPriceCents(card)),
      priceCurrency: 'USD',
    })),
  };
}

/**
 * The JSON text for a <script> element: `<` is escaped so that no value (a business name typed in
 * the admin) can close the element and start markup of its own.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}
