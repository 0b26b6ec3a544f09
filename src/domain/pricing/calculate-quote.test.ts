// Every rule and price of decisions.md "Price rules", table by table. Expected figures are written
// out here in cents (not read from the catalogue) so a wrong constant fails a test.
import { describe, expect, it } from 'vitest';
import type { TvConfigInput } from '../schemas/tv-config';
import type { ServiceSelection } from '../schemas/quote';
import { percentHalfUp } from './calculate-quote';
import { oneTvTotal, quoteOf, testTv } from './test-helpers';

const partCents = (overrides: Partial<TvConfigInput>, key: string) =>
  quoteOf({ tvs: [testTv(overrides)] }).tvs[0]?.parts.find((part) => part.key === key)?.cents;

describe('installation charge (step 1)', () => {
  it.each<[string, Partial<TvConfigInput>, number]>([
    ['no complex, purchased mount', { mountOption: 'purchase' }, 9900],
    ['no complex, own mount, 24-43', { mountOption: 'own', tvSize: '24-43' }, 8000],
    ['no complex, own mount, 44-55', { mountOption: 'own', tvSize: '44-55' }, 10000],
    ['no complex, own mount, 56-65', { mountOption: 'own', tvSize: '56-65' }, 10000],
    ['no complex, own mount, 66-75', { mountOption: 'own', tvSize: '66-75' }, 10000],
    ['no complex, own mount, 76-85', { mountOption: 'own', tvSize: '76-85' }, 10000],
    ['no complex, own mount, 86-98+', { mountOption: 'own', tvSize: '86-98+' }, 10000],
    ['complex in 28202', { apartmentComplex: 'radius' }, 14999],
    ['complex in 28203', { apartmentComplex: 'hanover-south-end' }, 14999],
    ['complex in 28202, own mount', { apartmentComplex: 'radius', mountOption: 'own' }, 14999],
    ['complex in 28209', { apartmentComplex: 'prospects' }, 9900],
    [
      'complex in 28206, own mount 24-43',
      { apartmentComplex: 'kinship-at-camp', mountOption: 'own', tvSize: '24-43' },
      9900,
    ],
    ['complex in 28217', { apartmentComplex: 'boulevard-broadstone' }, 9900],
    ['frame/media box, no complex', { wallType: 'frame_media_box' }, 19800],
    [
      'frame/media box, own mount 24-43',
      { wallType: 'frame_media_box', mountOption: 'own', tvSize: '24-43' },
      16000,
    ],
    [
      'frame/media box, own mount 66-75',
      { wallType: 'frame_media_box', mountOption: 'own', tvSize: '66-75' },
      20000,
    ],
    [
      'frame/media box in 28203',
      { wallType: 'frame_media_box', apartmentComplex: 'mosaic-south-end' },
      29998,
    ],
    [
      'frame/media box in 28209',
      { wallType: 'frame_media_box', apartmentComplex: 'prospects' },
      19800,
    ],
  ])('%s: %i cents', (_, overrides, cents) => {
    expect(partCents(overrides, 'installation')).toBe(cents);
  });
});

describe('mount (step 2)', () => {
  const sizes = ['24-43', '44-55', '56-65', '66-75', '76-85', '86-98+'] as const;
  it.each(sizes)('purchased mounts cost the same on a %s TV', (tvSize) => {
    expect(partCents({ tvSize, mountType: 'fixed' }, 'mount')).toBe(2999);
    expect(partCents({ tvSize, mountType: 'tilt' }, 'mount')).toBe(3999);
    expect(partCents({ tvSize, mountType: 'full_motion' }, 'mount')).toBe(7499);
  });

  it.each(['fixed', 'tilt', 'full_motion'] as const)(
    'an own %s mount adds nothing',
    (mountType) => {
      expect(partCents({ mountOption: 'own', mountType }, 'mount')).toBeUndefined();
      expect(oneTvTotal({ mountOption: 'own', mountType })).toBe(10000);
    },
  );

  it('defaults to a purchased flat mount', () => {
    expect(quoteOf({ tvs: [testTv()] }).tvs[0]?.parts).toContainEqual({
      key: 'mount',
      label: 'Flat Mount',
      cents: 2999,
    });
  });
});

describe('wall (step 3)', () => {
  it.each<[string, number]>([
    ['drywall_studs', 0],
    ['drywall_metal_studs', 0],
    ['drywall_toggle', 0],
    ['above_fireplace', 0],
    ['frame_media_box', 0],
    ['brick', 9500],
    ['concrete', 12900],
    ['stone', 15000],
    ['tile', 20000],
  ])('no complex: %s adds %i cents', (wallType, cents) => {
    const wall = partCents({ wallType: wallType as TvConfigInput['wallType'] }, 'wall');
    expect(wall ?? 0).toBe(cents);
  });

  it.each(['brick', 'concrete', 'stone', 'tile'] as const)(
    'in a complex that is not a high-rise: %s adds nothing',
    (wallType) => {
      expect(oneTvTotal({ wallType, apartmentComplex: 'prospects' })).toBe(9900 + 2999);
      expect(oneTvTotal({ wallType, apartmentComplex: 'cortland-south-end' })).toBe(14999 + 2999);
    },
  );

  it.each([
    'museum-tower',
    'vue-charlotte',
    'uptown-550',
    'ascent-uptown',
    'ellis-uptown',
  ] as const)(
    'high-rise %s in 28202: premium installation, no high-rise surcharge',
    (apartmentComplex) => {
      expect(oneTvTotal({ apartmentComplex, wallType: 'stone' })).toBe(14999 + 2999);
    },
  );

  it.each(['solis-loso', 'artizia'] as const)(
    'high-rise %s outside 28202/28203: +5000 on every wall type',
    (apartmentComplex) => {
      for (const wallType of ['drywall_metal_studs', 'drywall_toggle', 'brick', 'tile'] as const) {
        expect(oneTvTotal({ apartmentComplex, wallType })).toBe(9900 + 2999 + 5000);
      }
      expect(partCents({ apartmentComplex }, 'wall')).toBe(5000);
    },
  );

  it.each(['museum-tower', 'solis-loso', 'artizia', 'ellis-uptown'] as const)(
    'wood studs in high-rise %s is priced and reported as metal studs',
    (apartmentComplex) => {
      const studs = quoteOf({ tvs: [testTv({ apartmentComplex, wallType: 'drywall_studs' })] });
      const metal = quoteOf({
        tvs: [testTv({ apartmentComplex, wallType: 'drywall_metal_studs' })],
      });
      expect(studs.tvs[0]?.wallType).toBe('drywall_metal_studs');
      expect(studs.totalCents).toBe(metal.totalCents);
    },
  );

  it('wood studs outside a high-rise stays wood studs', () => {
    expect(quoteOf({ tvs: [testTv({ apartmentComplex: 'radius' })] }).tvs[0]?.wallType).toBe(
      'drywall_studs',
    );
  });
});

describe('add-ons (step 4)', () => {
  it.each<[string, Partial<TvConfigInput>, string, number]>([
    ['wire in wall', { wireInWall: true }, 'wireInWall', 7999],
    ['device setup', { deviceSetup: true }, 'deviceSetup', 7500],
    ['wire cord hiders', { wireCordHiders: true }, 'wireCordHiders', 2000],
    ['home theater setup', { homeTheaterSetup: true }, 'homeTheaterSetup', 22500],
    ['floating shelf', { floatingShelf: 'single' }, 'floatingShelf', 4000],
    ['fireplace outlet, wood studs', { fireplaceOutlet: true }, 'fireplaceOutlet', 25000],
    [
      'fireplace outlet, metal studs',
      { fireplaceOutlet: true, wallType: 'drywall_metal_studs' },
      'fireplaceOutlet',
      25000,
    ],
    [
      'fireplace outlet, hollow drywall',
      { fireplaceOutlet: true, wallType: 'drywall_toggle' },
      'fireplaceOutlet',
      25000,
    ],
    [
      'premium frame box',
      { wallType: 'frame_media_box', frameMediaBoxType: 'premium' },
      'frameMediaBox',
      35000,
    ],
    [
      'furniture media box',
      { wallType: 'frame_media_box', frameMediaBoxType: 'furniture' },
      'frameMediaBox',
      19900,
    ],
  ])('%s costs %s', (_, overrides, key, cents) => {
    expect(partCents(overrides, key)).toBe(cents);
    const without = { ...overrides };
    delete without[key as keyof TvConfigInput];
    if (key === 'frameMediaBox') delete without.frameMediaBoxType;
    expect(oneTvTotal(overrides) - oneTvTotal(without)).toBe(cents);
  });

  it('a TV total is the sum of its parts', () => {
    const line = quoteOf({
      tvs: [
        testTv({
          wallType: 'brick',
          mountType: 'full_motion',
          wireInWall: true,
          deviceSetup: true,
          wireCordHiders: true,
          homeTheaterSetup: true,
          floatingShelf: 'single',
        }),
      ],
    }).tvs[0];
    expect(line?.totalCents).toBe(9900 + 7499 + 9500 + 7999 + 7500 + 2000 + 22500 + 4000);
    expect(line?.parts.map((part) => part.key)).toEqual([
      'installation',
      'mount',
      'wall',
      'wireInWall',
      'deviceSetup',
      'wireCordHiders',
      'homeTheaterSetup',
      'floatingShelf',
    ]);
  });
});

describe('multi-TV discount (step 5)', () => {
  it('one TV gets no discount', () => {
    const quote = quoteOf({ tvs: [testTv()] });
    expect(quote.discountCents).toBe(0);
    expect(quote.totalCents).toBe(12899);
  });

  it('two TVs get 10% of the TV subtotal, rounded to the nearest cent', () => {
    const quote = quoteOf({ tvs: [testTv(), testTv()] });
    expect(quote.tvSubtotalCents).toBe(25798);
    expect(quote.discountCents).toBe(2580); // 2579.8
    expect(quote.totalCents).toBe(23218);
  });

  it('rounds a half cent up: a 65495-cent subtotal gives a 6550-cent discount', () => {
    const radius = { apartmentComplex: 'radius' } as const;
    const quote = quoteOf({
      tvs: [
        testTv({ ...radius, mountOption: 'own', wireInWall: true, wireCordHiders: true }),
        testTv({
          ...radius,
          mountType: 'tilt',
          wireInWall: true,
          deviceSetup: true,
          wireCordHiders: true,
          floatingShelf: 'single',
        }),
      ],
    });
    expect(quote.tvs.map((line) => line.totalCents)).toEqual([24998, 40497]);
    expect(quote.tvSubtotalCents).toBe(65495);
    expect(quote.discountCents).toBe(6550);
    expect(quote.discountedTvSubtotalCents).toBe(58945);
    expect(quote.totalCents).toBe(58945);
  });

  it('rounds below a half cent down: a 53994-cent subtotal gives 5399', () => {
    const tv = testTv({ apartmentComplex: 'radius', mountType: 'tilt', wireInWall: true });
    const quote = quoteOf({ tvs: [tv, tv] });
    expect(quote.tvSubtotalCents).toBe(2 * (14999 + 3999 + 7999));
    expect(quote.discountCents).toBe(5399); // 5399.4
  });

  it.each([
    [25798, 2580],
    [53994, 5399],
    [65495, 6550],
    [65494, 6549],
    [65496, 6550],
    [10, 1],
    [5, 1],
    [4, 0],
  ])('percentHalfUp: 10%% of %i cents is %i', (cents, expected) => {
    expect(percentHalfUp(cents, 10)).toBe(expected);
  });
});

describe('one-time fees (step 6)', () => {
  it('same-day service is charged once however many TVs ask, and is not discounted', () => {
    const quote = quoteOf({
      tvs: [testTv({ sameDayService: true }), testTv({ sameDayService: true }), testTv()],
    });
    expect(quote.oneTimeFees).toEqual([
      { key: 'sameDayService', label: 'Same-Day Service', cents: 7500 },
    ]);
    expect(quote.tvSubtotalCents).toBe(3 * 12899);
    expect(quote.discountCents).toBe(3870); // 3869.7
    expect(quote.totalCents).toBe(3 * 12899 - 3870 + 7500);
  });

  it('two technicians are charged once for several large TVs', () => {
    const quote = quoteOf({
      tvs: [
        testTv({ tvSize: '56-65', largeTvAssistance: 'two_techs' }),
        testTv({ tvSize: '86-98+', largeTvAssistance: 'two_techs' }),
      ],
    });
    expect(quote.oneTimeFees).toEqual([
      { key: 'twoTechnicians', label: 'Large TV: Two Technicians', cents: 4500 },
    ]);
    expect(quote.oneTimeFeesTotalCents).toBe(4500);
    expect(quote.totalCents).toBe(2 * 12899 - 2580 + 4500);
  });

  it.each(['56-65', '66-75', '76-85', '86-98+'] as const)(
    'two technicians are offered on a %s TV',
    (tvSize) => {
      expect(oneTvTotal({ tvSize, largeTvAssistance: 'two_techs' })).toBe(12899 + 4500);
    },
  );

  it('both fees together, once each', () => {
    const quote = quoteOf({
      tvs: [testTv({ tvSize: '76-85', largeTvAssistance: 'two_techs', sameDayService: true })],
    });
    expect(quote.oneTimeFees.map((fee) => fee.key)).toEqual(['sameDayService', 'twoTechnicians']);
    expect(quote.totalCents).toBe(12899 + 7500 + 4500);
  });

  it('customer help with a large TV costs nothing', () => {
    expect(oneTvTotal({ tvSize: '76-85', largeTvAssistance: 'customer_help' })).toBe(12899);
  });
});

describe('additional services (step 7)', () => {
  const PRICES: Record<string, Record<string, number>> = {
    ceilingFan: { standard: 14900, with_light: 17900, smart: 19900 },
    pictureHanging: { single: 2500, gallery: 7500, large: 4500 },
    tvRemoval: { removal_only: 7500, removal_disposal: 9500, mount_removal_repair: 6500 },
    ledLighting: { basic: 8900, premium_rgb: 12900, smart: 15900 },
    securityCameras: {
      cameras_1: 19900,
      cameras_2: 34900,
      cameras_4: 59900,
      cameras_6: 84900,
      cameras_8: 109900,
    },
    wireCordConcealer: { standard: 3500 },
    wireInWall: { standard: 7999 },
    soundbarInstall: { no_mount: 8900, wall_mount: 9900, under_tv_mount: 9900 },
    videoGameSetup: { basic: 7900, premium: 9900, complete: 12900 },
    homeTheaterSetup: { standard: 22500 },
    floatingShelf: { standard: 4000 },
  };
  const cases = Object.entries(PRICES).flatMap(([type, options]) =>
    Object.entries(options).map(([option, cents]) => [type, option, cents] as const),
  );

  it.each(cases)('%s / %s costs %i cents', (type, option, cents) => {
    const selection = { type, option, quantity: 1 } as ServiceSelection;
    const quote = quoteOf({ tvs: [], additionalServices: [selection] });
    expect(quote.services[0]?.unitCents).toBe(cents);
    expect(quote.totalCents).toBe(cents);
  });

  it('multiplies by quantity and is not discounted', () => {
    const quote = quoteOf({
      tvs: [testTv(), testTv()],
      additionalServices: [
        { type: 'ceilingFan', option: 'smart', quantity: 2 },
        { type: 'pictureHanging', option: 'single', quantity: 20 },
      ],
    });
    expect(quote.services.map((line) => line.totalCents)).toEqual([39800, 50000]);
    expect(quote.servicesTotalCents).toBe(89800);
    expect(quote.totalCents).toBe(25798 - 2580 + 89800);
  });
});

describe('store products (step 8)', () => {
  const catalogue = new Map([
    [1, { name: 'Full Motion TV Mount', priceCents: 7499 }],
    [7, { name: 'HDMI Cable', priceCents: 2499 }],
  ]);

  it('prices products from the lookup, times quantity, not discounted', () => {
    const quote = quoteOf(
      {
        tvs: [testTv(), testTv()],
        products: [
          { productId: 7, quantity: 3 },
          { productId: 1, quantity: 1 },
        ],
      },
      catalogue,
    );
    expect(quote.products).toEqual([
      { productId: 7, name: 'HDMI Cable', unitCents: 2499, quantity: 3, totalCents: 7497 },
      {
        productId: 1,
        name: 'Full Motion TV Mount',
        unitCents: 7499,
        quantity: 1,
        totalCents: 7499,
      },
    ]);
    expect(quote.productsTotalCents).toBe(14996);
    expect(quote.totalCents).toBe(25798 - 2580 + 14996);
  });

  it('accepts a lookup function', () => {
    const quote = quoteOf({ tvs: [], products: [{ productId: 7, quantity: 2 }] }, (id) =>
      catalogue.get(id),
    );
    expect(quote.totalCents).toBe(4998);
  });
});

describe('total (step 9)', () => {
  it('adds the discounted TV subtotal, fees, services and products', () => {
    const quote = quoteOf(
      {
        tvs: [testTv({ sameDayService: true, wallType: 'tile' }), testTv({ mountType: 'tilt' })],
        additionalServices: [{ type: 'ledLighting', option: 'premium_rgb', quantity: 1 }],
        products: [{ productId: 3, quantity: 2 }],
      },
      new Map([[3, { name: 'Tilting TV Mount', priceCents: 3999 }]]),
    );
    // (32899 + 13899) = 46798, discount 4679.8 -> 4680
    expect(quote.tvSubtotalCents).toBe(46798);
    expect(quote.discountCents).toBe(4680);
    expect(quote.totalCents).toBe(46798 - 4680 + 7500 + 12900 + 7998);
  });
});
