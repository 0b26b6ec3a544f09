// Properties of the price engine that must hold for every valid booking (issue 3, "Done when").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APARTMENT_COMPLEX_KEYS } from '../catalog/apartment-complexes/complexes';
import { MOUNT_OPTIONS, MOUNT_TYPES } from '../catalog/mount-types';
import { isLargeTv, TV_SIZES } from '../catalog/tv-sizes';
import { isDrywall, WALL_TYPES } from '../catalog/wall-types';
import type { TvConfig } from '../schemas/tv-config';
import { calculateQuote, type QuoteInput } from './calculate-quote';

/** Any TV the rules allow: forbidden combinations are never generated. */
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

const validServices = fc.array(
  fc.record({
    type: fc.constant('videoGameSetup' as const),
    option: fc.constantFrom('basic', 'premium', 'complete'),
    quantity: fc.integer({ min: 1, max: 20 }),
  }),
  { maxLength: 3 },
);

function totalOf(input: QuoteInput): number {
  const result = calculateQuote(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quote.totalCents;
}

describe('calculateQuote properties', () => {
  it('prices every valid booking, never below zero, in whole cents', () => {
    fc.assert(
      fc.property(fc.array(validTv, { maxLength: 8 }), validServices, (tvs, additionalServices) => {
        const result = calculateQuote({ tvs, additionalServices });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const quote = result.quote;
        expect(quote.totalCents).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(quote.totalCents)).toBe(true);
        expect(quote.totalCents).toBe(
          quote.tvSubtotalCents -
            quote.discountCents +
            quote.oneTimeFeesTotalCents +
            quote.servicesTotalCents +
            quote.productsTotalCents,
        );
      }),
    );
  });

  it('the order of the TVs never changes the total', () => {
    const tvsAndShuffle = fc
      .array(validTv, { minLength: 1, maxLength: 8 })
      .chain((tvs) =>
        fc.tuple(
          fc.constant(tvs),
          fc.shuffledSubarray(tvs, { minLength: tvs.length, maxLength: tvs.length }),
        ),
      );
    fc.assert(
      fc.property(tvsAndShuffle, ([tvs, shuffled]) => {
        expect(totalOf({ tvs: shuffled })).toBe(totalOf({ tvs }));
      }),
    );
  });

  it('adding an add-on never lowers the total', () => {
    const addOns = [
      'wireInWall',
      'deviceSetup',
      'sameDayService',
      'wireCordHiders',
      'fireplaceOutlet',
      'homeTheaterSetup',
      'floatingShelf',
      'twoTechs',
      'frameBox',
    ] as const;
    const withAddOn = (tv: TvConfig, addOn: (typeof addOns)[number]): TvConfig | undefined => {
      switch (addOn) {
        case 'fireplaceOutlet':
          return isDrywall(tv.wallType) ? { ...tv, fireplaceOutlet: true } : undefined;
        case 'floatingShelf':
          return { ...tv, floatingShelf: 'single' };
        case 'twoTechs':
          return isLargeTv(tv.tvSize) ? { ...tv, largeTvAssistance: 'two_techs' } : undefined;
        case 'frameBox':
          return tv.wallType === 'frame_media_box' && tv.frameMediaBoxType === 'none'
            ? { ...tv, frameMediaBoxType: 'furniture' }
            : undefined;
        default:
          return { ...tv, [addOn]: true };
      }
    };
    fc.assert(
      fc.property(
        fc.array(validTv, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        fc.constantFrom(...addOns),
        (tvs, pick, addOn) => {
          const index = pick % tvs.length;
          const changed = withAddOn(tvs[index] as TvConfig, addOn);
          fc.pre(changed !== undefined);
          const more = tvs.map((tv, i) => (i === index ? (changed as TvConfig) : tv));
          expect(totalOf({ tvs: more })).toBeGreaterThanOrEqual(totalOf({ tvs }));
        },
      ),
    );
  });

  it('the discount appears only with two or more TVs', () => {
    fc.assert(
      fc.property(fc.array(validTv, { maxLength: 6 }), validServices, (tvs, additionalServices) => {
        const result = calculateQuote({ tvs, additionalServices });
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        if (tvs.length >= 2) expect(result.quote.discountCents).toBeGreaterThan(0);
        else expect(result.quote.discountCents).toBe(0);
      }),
    );
  });
});
