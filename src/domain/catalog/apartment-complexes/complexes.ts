// The 20 apartment complexes of the picker (decisions.md "Apartment complexes"): name, zip and
// height of each, by the key stored with bookings (complex-keys.ts).

import { APARTMENT_COMPLEX_KEYS, type ApartmentComplexKey } from './complex-keys';

export { APARTMENT_COMPLEX_KEYS, FLOOR_PLAN_COUNT, type ApartmentComplexKey } from './complex-keys';

export interface ApartmentComplex {
  readonly key: ApartmentComplexKey;
  readonly name: string;
  readonly zip: string;
  /** Five or more floors: metal-stud framing, so wood studs are never offered. */
  readonly highRise: boolean;
}

const COMPLEX_DETAILS: Readonly<Record<ApartmentComplexKey, Omit<ApartmentComplex, 'key'>>> = {
  radius: { name: 'Radius Uptown', zip: '28202', highRise: false },
  'museum-tower': { name: 'Museum Tower', zip: '28202', highRise: true },
  prospects: { name: 'The Prospects', zip: '28209', highRise: false },
  'vue-charlotte': { name: 'The Vue Charlotte', zip: '28202', highRise: true },
  'hanover-south-end': { name: 'Hanover South End', zip: '28203', highRise: false },
  'uptown-550': { name: 'Uptown 550', zip: '28202', highRise: true },
  'ascent-uptown': { name: 'Ascent Uptown', zip: '28202', highRise: true },
  'solis-loso': { name: 'Solis LoSo', zip: '28217', highRise: true },
  'ellis-uptown': { name: 'The Ellis Uptown', zip: '28202', highRise: true },
  artizia: { name: 'Artizia', zip: '28209', highRise: true },
  'kinship-at-camp': { name: 'Kinship at Camp North End', zip: '28206', highRise: false },
  'mosaic-south-end': { name: 'Mosaic South End', zip: '28203', highRise: false },
  'cortland-south-end': { name: 'Cortland South End', zip: '28203', highRise: false },
  'ashton-south-end': { name: 'Ashton South End', zip: '28203', highRise: false },
  'camden-south-end': { name: 'Camden South End', zip: '28203', highRise: false },
  'avalon-south-end': { name: 'Avalon South End', zip: '28203', highRise: false },
  'maddox-south-end': { name: 'Maddox South End', zip: '28203', highRise: false },
  'boulevard-broadstone': { name: 'Broadstone Boulevard', zip: '28217', highRise: false },
  'paces-south-end': { name: 'Paces South End', zip: '28203', highRise: false },
  'hawkins-press': { name: 'Hawkins Press', zip: '28203', highRise: false },
};

/** In the picker's order. */
export const APARTMENT_COMPLEXES: readonly ApartmentComplex[] = APARTMENT_COMPLEX_KEYS.map(
  (key) => ({ key, ...COMPLEX_DETAILS[key] }),
);

/** Zip codes where a complex TV costs 149.99 to install instead of 99. */
export const PREMIUM_ZIPS = ['28202', '28203'] as const;

export function isPremiumZip(zip: string): boolean {
  return (PREMIUM_ZIPS as readonly string[]).includes(zip);
}

export function isApartmentComplexKey(value: unknown): value is ApartmentComplexKey {
  return typeof value === 'string' && (APARTMENT_COMPLEX_KEYS as readonly string[]).includes(value);
}

export function findComplex(key: string): ApartmentComplex | undefined {
  return isApartmentComplexKey(key) ? { key, ...COMPLEX_DETAILS[key] } : undefined;
}
