// Landing page copy and figures (booking-flow.md sections 1, 2 and 9). Prices in cents.
import type { BusinessFacts } from '../schemas/business';
import { APARTMENT_COMPLEX_KEYS, FLOOR_PLAN_COUNT } from './apartment-complexes/complex-keys';

/**
 * What the landing page says about the business, from the business settings (GET /api/business)
 * as they are now: no fact or count of the business stays in this file (issue 16).
 */
export type LandingBusiness = Pick<
  BusinessFacts,
  'insurer' | 'rating' | 'reviewCount' | 'ratingSource' | 'licenseNumber'
>;

/** "Licensed" is said only with a licence number in the business settings (decisions.md). */
export const isLicensed = (business: Pick<BusinessFacts, 'licenseNumber'> | undefined) =>
  Boolean(business?.licenseNumber.trim());

/**
 * The catalog's own counts (the complexes and floor plans the booking picker offers), from the
 * keys alone so that the complexes' names stay out of the first load.
 */
export const COMPLEX_COUNT = APARTMENT_COMPLEX_KEYS.length;
export { FLOOR_PLAN_COUNT };

/** 2500 -> '2,500'. */
export const countText = (count: number) => count.toLocaleString('en-US');

/**
 * Banner copy per preset. The urgent wall prices are copy only, not the builder's surcharges.
 * The promotional price is the standard installation charge (INSTALLATION_PRICES.baseCents,
 * decisions.md "Claims follow the business settings"), tied to it by landing-claims.test.ts; kept
 * as text so the banner adds no catalog code to the first load.
 */
const BANNER_COPY = {
  promotional: [
    'TV mounting starting at $99',
    '10% off when you mount 2 or more TVs',
    'Same-day service available 7 days a week',
  ],
  announcement: [
    `Now serving ${COMPLEX_COUNT} Charlotte apartment complexes`,
    'Shop mounts and shelves in Mount Depot',
  ],
  urgent: [
    'Stone wall installation: +$99',
    'Brick wall installation: +$80',
    'Limited same-day slots today',
  ],
  success: ['Lifetime warranty on every mounting'],
} as const;
export const BANNER_PRESETS = Object.keys(BANNER_COPY) as (keyof typeof BANNER_COPY)[];

/** A preset's lines; the success banner's counts come from the business settings. */
export function bannerMessages(
  preset: BannerPreset,
  business: LandingBusiness | undefined,
): readonly string[] {
  if (preset !== 'success') return BANNER_COPY[preset];
  if (!business) return BANNER_COPY.success;
  return [
    `${countText(business.reviewCount)}+ satisfied customers`,
    ...(business.rating !== null ? [`Rated ${business.rating} stars`] : []),
    ...BANNER_COPY.success,
  ];
}
export type BannerPreset = keyof typeof BANNER_COPY;
