// The whole booking in one reducer (booking-flow.md sections 3 and 4): screens, apartment choice,
// TVs, additional services, store products and photos. The flow keeps it in component state, so
// leaving for home (which unmounts the flow) clears the cart and every builder choice at once.
import type { AdditionalServiceType } from '@/domain/catalog/additional-services';
import type { ApartmentComplexKey } from '@/domain/catalog/apartment-complexes/complexes';
import type { TvConfig } from '@/domain/schemas/tv-config';
import type { BuilderEntry } from '@/client/lib/site-mode';

export type Screen = 'type' | 'apartment' | 'room-photos' | 'builder' | 'services' | 'scheduling';

export interface ApartmentSelection {
  readonly complex: ApartmentComplexKey;
  readonly floorPlanId: string;
  readonly floorPlanName: string;
  readonly rooms: readonly string[];
}

/** A TV in the cart: the engine's TvConfig plus the id the list uses for edit and remove. */
export type CartTv = TvConfig & { readonly id: string };

export interface SelectedService {
  readonly id: string;
  readonly type: AdditionalServiceType;
  readonly option: string;
  readonly quantity: number;
}

/** A store product put in the same order (the store issue adds them; no UI here yet). */
export interface CartProduct {
  readonly productId: number;
  readonly name: string;
  readonly priceCents: number;
  readonly quantity: number;
  readonly image?: string;
}

export interface BookingState {
  /** Screens visited, current last: 'Back' pops one. */
  readonly history: readonly Screen[];
  readonly highlightedService: AdditionalServiceType | null;
  readonly apartment: ApartmentSelection | null;
  readonly tvs: readonly CartTv[];
  readonly services: readonly SelectedService[];
  readonly products: readonly CartProduct[];
  readonly photos: readonly string[];
}

export const QUANTITY_LIMITS = { min: 1, max: 20 } as const;
export const MAX_PHOTOS = 5;

export type BookingAction =
  | { type: 'go'; screen: Screen }
  | { type: 'back' }
  | { type: 'choose-apartment'; apartment: ApartmentSelection }
  | { type: 'clear-apartment' }
  | { type: 'save-tv'; tv: CartTv }
  | { type: 'remove-tv'; id: string }
  | { type: 'add-service'; serviceType: AdditionalServiceType; option: string }
  | { type: 'set-service-quantity'; id: string; quantity: number }
  | { type: 'remove-service'; id: string }
  | { type: 'set-photos'; photos: readonly string[] };

export function initialBookingState(entry: BuilderEntry): BookingState {
  return {
    history: [entry === 'builder' ? 'type' : 'services'],
    highlightedService: entry === 'security-cameras' ? 'securityCameras' : null,
    apartment: null,
    tvs: [],
    services: [],
    products: [],
    photos: [],
  };
}

export function currentScreen(state: BookingState): Screen {
  return state.history[state.history.length - 1] ?? 'type';
}

const clampQuantity = (quantity: number) =>
  Math.min(QUANTITY_LIMITS.max, Math.max(QUANTITY_LIMITS.min, Math.round(quantity)));

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'go':
      if (currentScreen(state) === action.screen) return state;
      return { ...state, history: [...state.history, action.screen] };
    case 'back':
      return state.history.length > 1 ? { ...state, history: state.history.slice(0, -1) } : state;
    case 'choose-apartment':
      // A new complex re-prices every TV already in the list, so carry it into each of them.
      return {
        ...state,
        apartment: action.apartment,
        tvs: state.tvs.map((tv) => ({ ...tv, apartmentComplex: action.apartment.complex })),
      };
    case 'clear-apartment':
      return { ...state, apartment: null };
    case 'save-tv': {
      const exists = state.tvs.some((tv) => tv.id === action.tv.id);
      return {
        ...state,
        tvs: exists
          ? state.tvs.map((tv) => (tv.id === action.tv.id ? action.tv : tv))
          : [...state.tvs, action.tv],
      };
    }
    case 'remove-tv':
      return { ...state, tvs: state.tvs.filter((tv) => tv.id !== action.id) };
    case 'add-service': {
      const already = state.services.some(
        (line) => line.type === action.serviceType && line.option === action.option,
      );
      if (already) return state;
      const line: SelectedService = {
        id: `${action.serviceType}:${action.option}`,
        type: action.serviceType,
        option: action.option,
        quantity: 1,
      };
      return { ...state, services: [...state.services, line] };
    }
    case 'set-service-quantity':
      return {
        ...state,
        services: state.services.map((line) =>
          line.id === action.id ? { ...line, quantity: clampQuantity(action.quantity) } : line,
        ),
      };
    case 'remove-service':
      return { ...state, services: state.services.filter((line) => line.id !== action.id) };
    case 'set-photos':
      return { ...state, photos: action.photos.slice(0, MAX_PHOTOS) };
  }
}
