// Issue 26 "Honest screens": every price and count the landing page, the banner and the welcome
// state comes from one source, and these tests tie each claim to it (the price engine, the
// catalog, the business settings).
import { describe, expect, it } from 'vitest';
import { calculateQuote } from '../pricing/calculate-quote';
import { formatMoney } from '../pricing/format-money';
import { tvConfigSchema, type TvConfigInput } from '../schemas/tv-config';
import { ADDITIONAL_SERVICES } from './additional-services';
import { APARTMENT_COMPLEX_KEYS } from './apartment-complexes/complexes';
import { SEED_BUSINESS_FACTS } from './business-seed';
import { GALLERY_ITEMS } from './gallery';
import { INSTALLATION_PRICES } from './installation-prices';
import { bannerMessages, COMPLEX_COUNT, isLicensed } from './landing';
import {
  GALLERY_TEASER,
  LANDING_STARTING_PRICES,
  landingClaims,
  SERVICE_CARDS,
} from './landing-sections';
import { MOUNT_TYPES } from './mount-types';
import { TV_SIZES } from './tv-sizes';
import { WALL_TYPES } from './wall-types';

/** Every one-TV booking the builder can make (size, wall, mount, complex), with `extra` on it. */
function everyOneTvTotal(extra: Partial<TvConfigInput>): number[] {
  const mounts: Partial<TvConfigInput>[] = [
    { mountOption: 'own' },
    ...MOUNT_TYPES.map((mountType) => ({ mountOption: 'purchase' as const, mountType })),
  ];
  const totals: number[] = [];
  for (const tvSize of TV_SIZES)
    for (const wallType of WALL_TYPES)
      for (const mount of mounts)
        for (const apartmentComplex of [null, ...APARTMENT_COMPLEX_KEYS]) {
          const tv = tvConfigSchema.parse({
            tvSize,
            wallType,
            room: 'Living Room',
            apartmentComplex,
            ...mount,
            ...extra,
          });
          const result = calculateQuote({ tvs: [tv] });
          if (result.ok) totals.push(result.quote.totalCents);
        }
  return totals;
}

const cheapest = (totals: number[]) => Math.min(...totals);

describe('service card starting prices', () => {
  it('Wall Mounting starts at the cheapest one-TV booking the engine prices', () => {
    const totals = everyOneTvTotal({});
    expect(LANDING_STARTING_PRICES.wallMounting.priceCents).toBe(cheapest(totals));
    expect(LANDING_STARTING_PRICES.wallMounting.priceCents).toBe(8000);
    // Most complexes cost more: the card says so rather than promising $99 to everyone.
    const wall = SERVICE_CARDS.find((card) => card.key === 'wallMounting');
    expect(wall?.blurb).toContain(formatMoney(INSTALLATION_PRICES.premiumZipCents));
    expect(wall?.blurb).toContain('28202 and 28203');
  });

  it('Full Setup (mounting, wire in wall, devices) starts at a price some booking really has', () => {
    const totals = everyOneTvTotal({ wireInWall: true, deviceSetup: true });
    expect(LANDING_STARTING_PRICES.fullSetup.priceCents).toBe(cheapest(totals));
    expect(totals).toContain(LANDING_STARTING_PRICES.fullSetup.priceCents);
    expect(LANDING_STARTING_PRICES.fullSetup.priceCents).not.toBe(24900);
  });

  it.each([
    ['wireInWall', 'wireInWall'],
    ['tvRemoval', 'tvRemoval'],
    ['ledLighting', 'ledLighting'],
    ['securityCameras', 'securityCameras'],
    ['soundbarInstall', 'soundbarInstall'],
    ['videoGameSetup', 'videoGameSetup'],
    ['homeTheaterSetup', 'homeTheaterSetup'],
    ['floatingShelf', 'floatingShelf'],
  ] as const)('%s starts at its cheapest catalog option', (key, service) => {
    const options = ADDITIONAL_SERVICES[service].options.map((option) => option.priceCents);
    expect(LANDING_STARTING_PRICES[key].priceCents).toBe(Math.min(...options));
  });
});

describe('the banner', () => {
  it('says TV mounting starts at the standard installation charge, not that all services do', () => {
    const lines = bannerMessages('promotional', undefined);
    const dollars = formatMoney(INSTALLATION_PRICES.baseCents).replace(/\.00$/, '');
    expect(lines[0]).toBe(`TV mounting starting at ${dollars}`);
    expect(lines.join(' ')).not.toMatch(/all services/i);
  });

  it('counts the complexes from the catalog list', () => {
    expect(bannerMessages('announcement', undefined)[0]).toContain(
      `${APARTMENT_COMPLEX_KEYS.length} Charlotte apartment complexes`,
    );
  });
});

describe('claims that follow the business settings', () => {
  it('says "Licensed" only with a licence number', () => {
    const without = { ...SEED_BUSINESS_FACTS, licenseNumber: '  ' };
    const withLicence = { ...SEED_BUSINESS_FACTS, licenseNumber: 'NC-12345' };
    expect(isLicensed(without)).toBe(false);
    expect(isLicensed(undefined)).toBe(false);
    expect(isLicensed(withLicence)).toBe(true);
    const titles = (business: typeof without) =>
      landingClaims(business).map((claim) => claim.title);
    expect(titles(without)).toContain('Bonded & Insured');
    expect(titles(without).join(' ')).not.toMatch(/licensed/i);
    expect(titles(withLicence)).toContain('Licensed, Bonded & Insured');
  });

  it('counts the complexes once, from the catalog list', () => {
    expect(COMPLEX_COUNT).toBe(APARTMENT_COMPLEX_KEYS.length);
    const claim = landingClaims(SEED_BUSINESS_FACTS).find((c) => c.key === 'apartments');
    expect(claim?.title).toBe(`${APARTMENT_COMPLEX_KEYS.length} Apartment Complexes`);
  });
});

describe('the gallery teaser', () => {
  it('calls the pictures illustrations and counts them from the gallery', () => {
    expect(GALLERY_TEASER).toMatch(/illustrations/i);
    expect(GALLERY_TEASER).not.toMatch(/recent jobs|photos/i);
    expect(GALLERY_TEASER.startsWith(`${GALLERY_ITEMS.length} illustrations`)).toBe(true);
  });
});
