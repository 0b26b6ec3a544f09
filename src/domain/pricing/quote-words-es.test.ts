// Issue 28: the engine writes its breakdown in Spanish for a Spanish customer ("Montaje",
// "Recargo por pared de ladrillo" ...) and every amount is the one the English breakdown has.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDITIONAL_SERVICE_TYPES, ADDITIONAL_SERVICES } from '../catalog/additional-services';
import { APARTMENT_COMPLEX_KEYS } from '../catalog/apartment-complexes/complexes';
import { MOUNT_OPTIONS, MOUNT_TYPES, type MountType } from '../catalog/mount-types';
import { isLargeTv, TV_SIZES } from '../catalog/tv-sizes';
import { isDrywall, WALL_TYPES } from '../catalog/wall-types';
import type { Quote } from '../schemas/quote';
import type { TvConfig } from '../schemas/tv-config';
import {
  calculateQuote,
  type ProductPrice,
  type QuoteInput,
  type QuoteResult,
} from './calculate-quote';
import { QUOTE_WORDS_EN } from './quote-words';
import { QUOTE_WORDS_ES, WALL_SURCHARGE_LABELS_ES } from './quote-words-es';
import { sameDayDroppedNotice } from './same-day';
import { testTv } from './test-helpers';

const validTv: fc.Arbitrary<TvConfig> = fc
  .record({
    tvSize: fc.constantFrom(...TV_SIZES),
    wallType: fc.constantFrom(...WALL_TYPES),
    room: fc.constantFrom('Living Room', 'Kitchen', 'Patio bar'),
    wireInWall: fc.boolean(),
    deviceSetup: fc.boolean(),
    sameDayService: fc.boolean(),
    wireCordHiders: fc.boolean(),
    fireplaceOutlet: fc.boolean(),
    twoTechs: fc.boolean(),
    frameBox: fc.constantFrom('none', 'premium', 'furniture' as const),
    mountOption: fc.constantFrom(...MOUNT_OPTIONS),
    mountType: fc.constantFrom(...MOUNT_TYPES),
    apartmentComplex: fc.option(fc.constantFrom(...APARTMENT_COMPLEX_KEYS), { nil: null }),
    homeTheaterSetup: fc.boolean(),
    floatingShelf: fc.constantFrom('single', '' as const),
  })
  .map(({ twoTechs, frameBox, ...tv }) => ({
    ...tv,
    fireplaceOutlet: tv.fireplaceOutlet && isDrywall(tv.wallType),
    largeTvAssistance: twoTechs && isLargeTv(tv.tvSize) ? 'two_techs' : 'customer_help',
    frameMediaBoxType: tv.wallType === 'frame_media_box' ? frameBox : 'none',
  }));

/** Any service with any of its options. */
const validServices = fc.array(
  fc.constantFrom(...ADDITIONAL_SERVICE_TYPES).chain((type) =>
    fc.record({
      type: fc.constant(type),
      option: fc.constantFrom(...ADDITIONAL_SERVICES[type].options.map((o) => o.key)),
      quantity: fc.integer({ min: 1, max: 20 }),
    }),
  ),
  { maxLength: 4 },
);

/** Products 1-3 are mounts (they replace a TV's purchased mount), 4 is a cable. */
const PRODUCTS = new Map<number, ProductPrice>([
  [1, { name: 'Fixed Low Profile Mount', priceCents: 2999, mountType: 'fixed' }],
  [2, { name: 'Tilting TV Mount', priceCents: 3999, mountType: 'tilt' }],
  [3, { name: 'Full Motion TV Mount', priceCents: 7499, mountType: 'full_motion' }],
  [4, { name: 'HDMI Cable', priceCents: 1999, mountType: null }],
]);
const validProducts = fc.array(
  fc.record({
    productId: fc.integer({ min: 1, max: 4 }),
    quantity: fc.integer({ min: 1, max: 3 }),
  }),
  { maxLength: 3 },
);

function quoteIn(result: QuoteResult): Quote {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quote;
}

/** The quote with every label blanked: what must be the same in both languages. */
function withoutLabels(quote: Quote) {
  return {
    ...quote,
    tvs: quote.tvs.map((tv) => ({ ...tv, parts: tv.parts.map((p) => ({ ...p, label: '' })) })),
    oneTimeFees: quote.oneTimeFees.map((fee) => ({ ...fee, label: '' })),
    services: quote.services.map((line) => ({ ...line, label: '' })),
  };
}

function labelsOf(quote: Quote): string[] {
  return [
    ...quote.tvs.flatMap((tv) => tv.parts.map((part) => part.label)),
    ...quote.oneTimeFees.map((fee) => fee.label),
    ...quote.services.map((line) => line.label),
  ];
}

describe('the engine in Spanish', () => {
  it('gives the same cents, keys and lines in both languages, only the labels differ', () => {
    fc.assert(
      fc.property(
        fc.array(validTv, { maxLength: 6 }),
        validServices,
        validProducts,
        (tvs, additionalServices, products) => {
          const input: QuoteInput = { tvs, additionalServices, products };
          const en = quoteIn(calculateQuote(input, PRODUCTS));
          const es = quoteIn(calculateQuote(input, PRODUCTS, QUOTE_WORDS_ES));
          expect(withoutLabels(es)).toEqual(withoutLabels(en));
          const [enLabels, esLabels] = [labelsOf(en), labelsOf(es)];
          esLabels.forEach((label, index) => {
            expect(label).not.toBe('');
            expect(label).not.toBe(enLabels[index]);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('English is the default and the English table, word for word', () => {
    fc.assert(
      fc.property(fc.array(validTv, { maxLength: 4 }), validServices, (tvs, additionalServices) => {
        const input: QuoteInput = { tvs, additionalServices };
        expect(calculateQuote(input, undefined, QUOTE_WORDS_EN)).toEqual(calculateQuote(input));
      }),
      { numRuns: 100 },
    );
  });

  const partsOf = (quote: Quote, index = 0) =>
    quote.tvs[index]?.parts.map(({ key, label }) => [key, label]);
  const spanish = (input: QuoteInput) => quoteIn(calculateQuote(input, PRODUCTS, QUOTE_WORDS_ES));

  it.each([
    [
      'a brick wall with a purchased flat mount and wire in wall',
      testTv({ wallType: 'brick', wireInWall: true }),
      [
        ['installation', 'Montaje'],
        ['mount', 'Soporte fijo'],
        ['wall', 'Recargo por pared de ladrillo'],
        ['wireInWall', 'Cables ocultos en la pared con enchufe'],
      ],
    ],
    [
      'an own mount on stone',
      testTv({ wallType: 'stone', mountOption: 'own' }),
      [
        ['installation', 'Montaje (con su propio soporte)'],
        ['wall', 'Recargo por pared de piedra'],
      ],
    ],
    [
      'a furniture media box, articulated mount',
      testTv({
        wallType: 'frame_media_box',
        frameMediaBoxType: 'furniture',
        mountType: 'full_motion',
      }),
      [
        ['installation', 'Montaje x2 (marco / mueble multimedia)'],
        ['mount', 'Soporte articulado'],
        ['frameMediaBox', 'Mueble multimedia'],
      ],
    ],
    [
      'an Uptown apartment',
      testTv({ apartmentComplex: 'radius', mountType: 'tilt' }),
      [
        ['installation', 'Montaje (tarifa de apartamento 28202)'],
        ['mount', 'Soporte inclinable'],
      ],
    ],
    [
      'a high-rise outside 28202/28203',
      testTv({ apartmentComplex: 'solis-loso', wallType: 'drywall_metal_studs' }),
      [
        ['installation', 'Montaje'],
        ['mount', 'Soporte fijo'],
        ['wall', 'Recargo por montantes de metal (edificio alto)'],
      ],
    ],
  ])('%s', (_name, tv, parts) => {
    expect(partsOf(spanish({ tvs: [tv] }))).toEqual(parts);
  });

  it('fees, services and a mount from the cart', () => {
    const quote = spanish({
      tvs: [
        testTv({ tvSize: '66-75', sameDayService: true, largeTvAssistance: 'two_techs' }),
        testTv({ mountType: 'tilt' }),
      ],
      additionalServices: [
        { type: 'ceilingFan', option: 'with_light', quantity: 1 },
        { type: 'wireCordConcealer', option: 'standard', quantity: 2 },
      ],
      products: [{ productId: 2, quantity: 1 }],
    });
    expect(quote.oneTimeFees.map((fee) => fee.label)).toEqual([
      'Servicio el mismo día',
      'TV grande: dos técnicos',
    ]);
    expect(quote.services.map((line) => line.label)).toEqual([
      'Instalación de ventilador de techo - Ventilador con kit de luz',
      'Cubrecables',
    ]);
    expect(partsOf(quote, 1)?.[1]).toEqual([
      'mount',
      'Tilting TV Mount de su carrito (cobrado con los productos), en lugar del soporte inclinable',
    ]);
    // Product names are the store's own, in any language.
    expect(quote.products[0]?.name).toBe('Tilting TV Mount');
  });

  it('has a surcharge label for every wall, in the glossary words', () => {
    for (const wall of WALL_TYPES) {
      expect(QUOTE_WORDS_ES.wallSurcharge(wall)).toBe(WALL_SURCHARGE_LABELS_ES[wall]);
      expect(QUOTE_WORDS_ES.wallSurcharge(wall)).toMatch(/^Recargo por /);
      expect(QUOTE_WORDS_ES.wallSurcharge(wall)).not.toBe(QUOTE_WORDS_EN.wallSurcharge(wall));
    }
    expect(WALL_SURCHARGE_LABELS_ES.concrete).toBe('Recargo por pared de concreto');
    expect(WALL_SURCHARGE_LABELS_ES.tile).toBe('Recargo por pared de azulejo');
  });

  it('names each replaced mount in lower case inside the cart line', () => {
    for (const mount of MOUNT_TYPES as readonly MountType[]) {
      expect(QUOTE_WORDS_ES.cartMount('X', mount)).toMatch(
        /en lugar del soporte (fijo|inclinable|articulado)$/,
      );
    }
  });

  it('tells a Spanish customer in Spanish when the window drops the same-day fee', () => {
    const appointment = {
      date: '2026-12-10',
      time: '10:00 AM' as const,
      bookedAt: new Date('2026-12-01T15:00:00Z'),
    };
    expect(sameDayDroppedNotice(true, appointment)).toBe(QUOTE_WORDS_EN.sameDayDropped);
    expect(sameDayDroppedNotice(true, appointment, QUOTE_WORDS_ES.sameDayDropped)).toMatch(
      /^El servicio el mismo día es solo para un horario de llegada/,
    );
    expect(sameDayDroppedNotice(false, appointment, QUOTE_WORDS_ES.sameDayDropped)).toBeNull();
  });
});
