import { describe, expect, it } from 'vitest';
import { APARTMENT_COMPLEXES, findComplex, isPremiumZip } from './complexes';
import { FLOOR_PLANS, findFloorPlan, floorPlansFor } from './floor-plans';

// decisions.md "Apartment complexes", copied: key, name, zip, high-rise.
const EXPECTED: [string, string, string, boolean][] = [
  ['radius', 'Radius Uptown', '28202', false],
  ['museum-tower', 'Museum Tower', '28202', true],
  ['prospects', 'The Prospects', '28209', false],
  ['vue-charlotte', 'The Vue Charlotte', '28202', true],
  ['hanover-south-end', 'Hanover South End', '28203', false],
  ['uptown-550', 'Uptown 550', '28202', true],
  ['ascent-uptown', 'Ascent Uptown', '28202', true],
  ['solis-loso', 'Solis LoSo', '28217', true],
  ['ellis-uptown', 'The Ellis Uptown', '28202', true],
  ['artizia', 'Artizia', '28209', true],
  ['kinship-at-camp', 'Kinship at Camp North End', '28206', false],
  ['mosaic-south-end', 'Mosaic South End', '28203', false],
  ['cortland-south-end', 'Cortland South End', '28203', false],
  ['ashton-south-end', 'Ashton South End', '28203', false],
  ['camden-south-end', 'Camden South End', '28203', false],
  ['avalon-south-end', 'Avalon South End', '28203', false],
  ['maddox-south-end', 'Maddox South End', '28203', false],
  ['boulevard-broadstone', 'Broadstone Boulevard', '28217', false],
  ['paces-south-end', 'Paces South End', '28203', false],
  ['hawkins-press', 'Hawkins Press', '28203', false],
];

describe('apartment complexes', () => {
  it('are the twenty of decisions.md, in order', () => {
    expect(APARTMENT_COMPLEXES.map((c) => [c.key, c.name, c.zip, c.highRise])).toEqual(EXPECTED);
  });

  it('finds a complex by key, and nothing for an unknown key', () => {
    expect(findComplex('solis-loso')).toEqual({
      key: 'solis-loso',
      name: 'Solis LoSo',
      zip: '28217',
      highRise: true,
    });
    expect(findComplex('nowhere')).toBeUndefined();
    expect(findComplex('toString')).toBeUndefined();
  });

  it.each([
    ['28202', true],
    ['28203', true],
    ['28209', false],
    ['28217', false],
    ['', false],
  ])('isPremiumZip(%j) is %s', (zip, premium) => {
    expect(isPremiumZip(zip)).toBe(premium);
  });
});

describe('floor plans', () => {
  it('number 3 to 15 per complex and 50 or more in all', () => {
    for (const complex of APARTMENT_COMPLEXES) {
      const count = floorPlansFor(complex.key).length;
      expect(count, complex.key).toBeGreaterThanOrEqual(3);
      expect(count, complex.key).toBeLessThanOrEqual(15);
    }
    expect(FLOOR_PLANS.length).toBeGreaterThanOrEqual(50);
  });

  it('have unique ids prefixed with their complex key', () => {
    const ids = FLOOR_PLANS.map((plan) => plan.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const plan of FLOOR_PLANS) {
      expect(plan.id.startsWith(`${plan.apartmentComplex}-`), plan.id).toBe(true);
      expect(plan.id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('hold the spec fields within their ranges', () => {
    for (const plan of FLOOR_PLANS) {
      expect([0, 1, 2, 3]).toContain(plan.bedrooms);
      expect([1, 2]).toContain(plan.bathrooms);
      expect(plan.sqft).toMatch(/^\d{1,2},?\d{3}$|^\d{3}$/);
      expect(plan.price).toMatch(/^\$[\d,]+ - \$[\d,]+$|^Starting at \$[\d,]+$|Inquire|Contact/);
      expect(plan.name.length).toBeGreaterThan(0);
      expect(plan.description.length).toBeGreaterThan(0);
      expect(plan.features.length).toBeGreaterThan(0);
      expect(plan.commonRooms.length).toBeGreaterThan(0);
    }
  });

  it('finds a plan by id', () => {
    expect(findFloorPlan('radius-a1')?.apartmentComplex).toBe('radius');
    expect(findFloorPlan('radius-z9')).toBeUndefined();
  });
});
