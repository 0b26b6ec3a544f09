import { describe, expect, it } from 'vitest';
import { SERVICE_CARDS } from '../catalog/landing-sections';
import {
  jsonForScript,
  localBusinessJsonLd,
  postalAddress,
  SERVICE_NAMES_ES,
  startingPriceCents,
} from './structured-data';

const FACTS = {
  name: 'Charlotte TV Mounting',
  phone: '(704) 555-0186',
  email: 'support@charlottetvmounting.com',
  address: '500 S Tryon St, Charlotte, NC 28202',
  rating: 4.9,
  reviewCount: 2500,
  serviceAreaZips: ['28202', '28203', '29715'],
};

/** What a search engine reads: the script's text parsed as JSON. */
const parsed = JSON.parse(
  jsonForScript(localBusinessJsonLd(FACTS, 'https://example.com')),
) as Record<string, unknown> & { makesOffer: Array<Record<string, unknown>> };

describe('the business as schema.org JSON-LD', () => {
  it('is a HomeAndConstructionBusiness (a LocalBusiness) with the facts', () => {
    expect(parsed['@context']).toBe('https://schema.org');
    expect(parsed['@type']).toBe('HomeAndConstructionBusiness');
    expect(parsed.name).toBe(FACTS.name);
    expect(parsed.telephone).toBe(FACTS.phone);
    expect(parsed.email).toBe(FACTS.email);
    expect(parsed.url).toBe('https://example.com/');
    expect(parsed.image).toBe('https://example.com/assets/og-image.png');
    expect(parsed.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '500 S Tryon St',
      addressLocality: 'Charlotte',
      addressRegion: 'NC',
      postalCode: '28202',
      addressCountry: 'US',
    });
    expect(parsed.areaServed).toEqual(FACTS.serviceAreaZips);
    expect(parsed.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.9,
      bestRating: 5,
      reviewCount: 2500,
    });
  });

  it('is open 8 AM to 8 PM every day of the week', () => {
    expect(parsed.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '08:00',
        closes: '20:00',
      },
    ]);
  });

  it('offers every service card at the starting price the card shows', () => {
    expect(parsed.makesOffer).toHaveLength(SERVICE_CARDS.length);
    for (const [index, card] of SERVICE_CARDS.entries()) {
      const offer = parsed.makesOffer[index] as {
        '@type': string;
        itemOffered: { '@type': string; name: string };
        price: string;
        priceCurrency: string;
        priceSpecification: { minPrice: string; priceCurrency: string };
      };
      expect(offer['@type']).toBe('Offer');
      expect(offer.itemOffered).toMatchObject({ '@type': 'Service', name: card.title });
      const dollars = (card.startingPriceCents / 100).toFixed(2);
      expect(offer.price).toBe(dollars);
      expect(offer.priceCurrency).toBe('USD');
      expect(offer.priceSpecification).toMatchObject({ minPrice: dollars, priceCurrency: 'USD' });
    }
  });

  it("takes an engine service's starting price from the engine (its cheapest option)", () => {
    const cameras = SERVICE_CARDS.find((card) => card.key === 'securityCameras');
    const removal = SERVICE_CARDS.find((card) => card.key === 'tvRemoval');
    expect(cameras && startingPriceCents(cameras)).toBe(19900);
    expect(removal && startingPriceCents(removal)).toBe(6500);
    for (const card of SERVICE_CARDS)
      expect(startingPriceCents(card)).toBe(card.startingPriceCents);
  });

  it('leaves the rating out when the business shows none', () => {
    const ld = localBusinessJsonLd({ ...FACTS, rating: null }, 'https://example.com');
    expect('aggregateRating' in ld).toBe(false);
  });

  it('cannot be closed early by a value typed in the admin', () => {
    const text = jsonForScript(
      localBusinessJsonLd({ ...FACTS, name: '</script><b>x' }, 'https://e.x'),
    );
    expect(text).not.toContain('</script>');
    expect((JSON.parse(text) as { name: string }).name).toBe('</script><b>x');
  });

  it('reads a short address as far as it goes', () => {
    expect(postalAddress('Charlotte, NC')).toEqual({
      '@type': 'PostalAddress',
      addressCountry: 'US',
      addressLocality: 'Charlotte',
      addressRegion: 'NC',
    });
  });
});

describe('the business on the Spanish landing page (/es)', () => {
  const spanish = JSON.parse(
    jsonForScript(localBusinessJsonLd(FACTS, 'https://example.com', 'es')),
  ) as Record<string, unknown> & {
    makesOffer: Array<{ itemOffered: Record<string, unknown>; price: string }>;
  };

  it('is the same business, described in Spanish', () => {
    expect(spanish['@id']).toBe(parsed['@id']);
    expect(spanish.telephone).toBe(parsed.telephone);
    expect(spanish.address).toEqual(parsed.address);
    expect(spanish.description).toMatch(/^Montaje de TV en Charlotte, NC desde \$99/);
    expect(parsed.description).toMatch(/^TV wall mounting in Charlotte, NC from \$99/);
  });

  it('says in both languages that the business works in English and Spanish', () => {
    expect(parsed.knowsLanguage).toEqual(['en-US', 'es-US']);
    expect(spanish.knowsLanguage).toEqual(['en-US', 'es-US']);
  });

  it('offers the same services at the same prices, by their Spanish names', () => {
    expect(spanish.makesOffer.map((offer) => offer.price)).toEqual(
      parsed.makesOffer.map((offer) => offer.price),
    );
    for (const [index, card] of SERVICE_CARDS.entries()) {
      expect(spanish.makesOffer[index]?.itemOffered).toEqual({
        '@type': 'Service',
        name: SERVICE_NAMES_ES[card.key],
      });
      expect(SERVICE_NAMES_ES[card.key]).not.toBe(card.title);
    }
    expect(spanish.makesOffer[0]?.itemOffered.name).toBe('Montaje de TV en la pared');
  });
});
