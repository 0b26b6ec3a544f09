import type { ApartmentComplexKey } from './complexes';

/** A floor plan of the apartment picker (booking-flow.md section 3). Ids never change. */
export interface FloorPlan {
  readonly id: string;
  readonly name: string;
  readonly bedrooms: 0 | 1 | 2 | 3;
  readonly bathrooms: 1 | 2;
  readonly sqft: string;
  readonly price: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly commonRooms: readonly string[];
  readonly apartmentComplex: ApartmentComplexKey;
}

export type FloorPlanData = Omit<FloorPlan, 'apartmentComplex'>;

export function defineFloorPlans(
  apartmentComplex: ApartmentComplexKey,
  plans: readonly FloorPlanData[],
): FloorPlan[] {
  return plans.map((plan) => ({ ...plan, apartmentComplex }));
}
