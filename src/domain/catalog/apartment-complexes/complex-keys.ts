// The keys of the 20 apartment complexes of the picker and the count of their floor plans, apart
// from the complexes' names (complexes.ts) so that the landing page can count them without
// carrying the names in its first-load JavaScript. Keys are stored with bookings: never rename one.

export const APARTMENT_COMPLEX_KEYS = [
  'radius',
  'museum-tower',
  'prospects',
  'vue-charlotte',
  'hanover-south-end',
  'uptown-550',
  'ascent-uptown',
  'solis-loso',
  'ellis-uptown',
  'artizia',
  'kinship-at-camp',
  'mosaic-south-end',
  'cortland-south-end',
  'ashton-south-end',
  'camden-south-end',
  'avalon-south-end',
  'maddox-south-end',
  'boulevard-broadstone',
  'paces-south-end',
  'hawkins-press',
] as const;
export type ApartmentComplexKey = (typeof APARTMENT_COMPLEX_KEYS)[number];

/**
 * How many floor plans floor-plans.ts holds (a test holds the two equal): the landing page says
 * the number without carrying the plans' drawings in its first-load JavaScript.
 */
export const FLOOR_PLAN_COUNT = 62;
