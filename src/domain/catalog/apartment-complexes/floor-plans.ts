// Every floor plan of the picker, and lookups by complex and by id.
import type { ApartmentComplexKey } from './complexes';
import type { FloorPlan } from './floor-plan';
import { OTHER_FLOOR_PLANS } from './floor-plans-other';
import { SOUTH_END_A_FLOOR_PLANS } from './floor-plans-south-end-a';
import { SOUTH_END_B_FLOOR_PLANS } from './floor-plans-south-end-b';
import { UPTOWN_FLOOR_PLANS } from './floor-plans-uptown';

export const FLOOR_PLANS: readonly FloorPlan[] = [
  ...UPTOWN_FLOOR_PLANS,
  ...SOUTH_END_A_FLOOR_PLANS,
  ...SOUTH_END_B_FLOOR_PLANS,
  ...OTHER_FLOOR_PLANS,
];

export function floorPlansFor(complex: ApartmentComplexKey): readonly FloorPlan[] {
  return FLOOR_PLANS.filter((plan) => plan.apartmentComplex === complex);
}

export function findFloorPlan(id: string): FloorPlan | undefined {
  return FLOOR_PLANS.find((plan) => plan.id === id);
}
