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

/** Rooms the picker lists before the kitchen (indoor) and after it (outdoor). */
const INDOOR_EXTRAS = ['Nook', 'Den', 'Study', 'Office'] as const;
type ExtraRoom = (typeof INDOOR_EXTRAS)[number] | 'Balcony' | 'Wine Bar' | 'Terrace';
type BedroomName = 'Bedroom' | 'Master Bedroom' | 'Second Bedroom' | 'Third Bedroom';

/** Every room a floor plan lists (rooms-es.ts names each one in Spanish). */
export type ApartmentRoom = 'Living Area' | 'Living Room' | 'Kitchen' | BedroomName | ExtraRoom;

const BEDROOMS: Record<FloorPlan['bedrooms'], readonly BedroomName[]> = {
  0: [],
  1: ['Bedroom'],
  2: ['Master Bedroom', 'Second Bedroom'],
  3: ['Master Bedroom', 'Second Bedroom', 'Third Bedroom'],
};

/** A plan as written: its rooms follow from its bedrooms and the rooms it has besides. */
export interface FloorPlanData extends Omit<FloorPlan, 'apartmentComplex' | 'commonRooms'> {
  /** The rooms besides the living room, the bedrooms and the kitchen, in the picker's order. */
  readonly extraRooms?: readonly ExtraRoom[];
  /** The main room is a living area (a studio's always is). */
  readonly livingArea?: true;
}

function commonRooms(
  bedrooms: FloorPlan['bedrooms'],
  extraRooms: readonly ExtraRoom[],
  livingArea: boolean,
): ApartmentRoom[] {
  const isIndoor = (room: ExtraRoom) => (INDOOR_EXTRAS as readonly string[]).includes(room);
  return [
    livingArea || bedrooms === 0 ? 'Living Area' : 'Living Room',
    ...BEDROOMS[bedrooms],
    ...extraRooms.filter(isIndoor),
    'Kitchen',
    ...extraRooms.filter((room) => !isIndoor(room)),
  ];
}

export function defineFloorPlans(
  apartmentComplex: ApartmentComplexKey,
  plans: readonly FloorPlanData[],
): FloorPlan[] {
  return plans.map(({ extraRooms = [], livingArea = false, ...plan }) => ({
    ...plan,
    commonRooms: commonRooms(plan.bedrooms, extraRooms, livingArea),
    apartmentComplex,
  }));
}

/** A language's words for the floor plans (floor-plans-es.ts): by plan id, features by text. */
export interface FloorPlanText {
  /** Only the plans whose name is made of words; the others keep their name. */
  readonly names: Readonly<Record<string, string>>;
  readonly descriptions: Readonly<Record<string, string>>;
  readonly features: Readonly<Record<string, string>>;
}

/**
 * A plan's name, description and features as the customer reads them: in the table's language,
 * or as written (English) without a table. The plan itself (id, English name) is unchanged.
 */
export function floorPlanText(
  plan: Pick<FloorPlan, 'id' | 'name' | 'description' | 'features'>,
  text?: FloorPlanText,
): { name: string; description: string; features: string[] } {
  return {
    name: text?.names[plan.id] ?? plan.name,
    description: text?.descriptions[plan.id] ?? plan.description,
    features: plan.features.map((feature) => text?.features[feature] ?? feature),
  };
}
