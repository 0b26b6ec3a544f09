// The whole booking in one reducer (booking-flow.md sections 3 and 4): apartment choice, TVs and
// the TV being built, additional services, store products, photos, the chosen window, contact
// details and payment. The screen is the URL's (booking-steps.ts); this state is saved as the
// draft (draft-storage.ts) so that a refresh or a closed tab keeps everything entered.
import type { AdditionalServiceType } from '@/domain/catalog/additional-services';
import type { ApartmentComplexKey } from '@/domain/catalog/apartment-complexes/complexes';
import type { MountType } from '@/domain/catalog/mount-types';
import type { SlotLabel } from '@/domain/scheduling/business-time';
import type { BookingResponse, PaymentMethod, PropertyType } from '@/domain/schemas/booking';
import type { TvConfig } from '@/domain/schemas/tv-config';
import type { TvDraft } from '../components/builder/tv-draft';

export interface ApartmentSelection {
  readonly complex: ApartmentComplexKey;
  readonly floorPlanId: string;
  readonly floorPlanName: string;
  readonly rooms: readonly string[];
}

/** The apartment screen half filled in (complex, plan and rooms before 'Continue'). */
export interface ApartmentPick {
  readonly complex: ApartmentComplexKey | null;
  readonly floorPlanId: string;
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

/** A store product from the shared cart, booked with the installation (issue 26). */
export interface CartProduct {
  readonly productId: number;
  readonly name: string;
  /** The store's current price once read (api/get-products.ts), else the one the cart kept. */
  readonly priceCents: number;
  readonly quantity: number;
  readonly image?: string | undefined;
  /** A TV mount replaces a TV's purchased mount in the quote (domain/pricing/cart-mounts.ts). */
  readonly mountType?: MountType | null | undefined;
  /** False when the store has none left (or no longer sells it): shown before the contact step. */
  readonly inStock?: boolean | undefined;
}

/**
 * A room photo of the draft: its downscaled bytes are in IndexedDB under `key`
 * (lib/booking-draft-photos.ts); `uploadId` once sent to POST /api/booking-photos.
 */
export interface DraftPhoto {
  readonly key: string;
  readonly name: string;
  readonly uploadId: string | null;
}

/** The TV form half filled in: kept with the draft so a refresh does not lose it. */
export interface TvFormState {
  readonly draft: TvDraft;
  readonly step: 1 | 2 | 3 | 4;
}

/** Where a chosen address is: what the address search fills in beside the address line. */
export interface PlaceDetails {
  readonly zipCode?: string | undefined;
  readonly city?: string | undefined;
  readonly state?: string | undefined;
  readonly latitude?: number | undefined;
  readonly longitude?: number | undefined;
}

export interface ContactDetails extends PlaceDetails {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  /** "Text me updates about this booking" (decisions.md "Text messages (SMS)"), unticked first. */
  readonly smsOptIn: boolean;
  /** decisions.md "Property type and unit number"; null until the customer chooses. */
  readonly propertyType: PropertyType | null;
  readonly address: string;
  readonly unitNumber: string;
  readonly notes: string;
}

export const EMPTY_CONTACT: ContactDetails = {
  name: '',
  email: '',
  phone: '',
  smsOptIn: false,
  propertyType: null,
  address: '',
  unitNumber: '',
  notes: '',
};

/** One submission attempt: the same draft retried reuses its Idempotency-Key. */
export interface SubmissionAttempt {
  readonly fingerprint: string;
  readonly key: string;
}

/** An unpaid card booking made at the payment step, holding its slot while the card is paid. */
export interface CardBooking extends SubmissionAttempt {
  readonly booking: BookingResponse;
}

/** Where the customer came in: the TV builder, or straight to Additional Services. */
export type BookingStart = 'builder' | 'services';

export interface BookingState {
  readonly startedAt: BookingStart;
  readonly highlightedService: AdditionalServiceType | null;
  readonly apartment: ApartmentSelection | null;
  readonly apartmentPick: ApartmentPick | null;
  readonly tvs: readonly CartTv[];
  readonly tvForm: TvFormState | null;
  readonly services: readonly SelectedService[];
  readonly products: readonly CartProduct[];
  readonly photos: readonly DraftPhoto[];
  /** The chosen day (YYYY-MM-DD, New York) and arrival window; null until chosen. */
  readonly date: string | null;
  readonly time: SlotLabel | null;
  readonly contact: ContactDetails;
  readonly paymentMethod: PaymentMethod;
  readonly attempt: SubmissionAttempt | null;
  readonly cardBooking: CardBooking | null;
}

export const QUANTITY_LIMITS = { min: 1, max: 20 } as const;
export const MAX_PHOTOS = 5;

export type BookingAction =
  | { type: 'start'; entry: BookingStart; highlight: AdditionalServiceType | null }
  | { type: 'reset' }
  | { type: 'choose-apartment'; apartment: ApartmentSelection }
  | { type: 'clear-apartment' }
  | { type: 'set-apartment-pick'; pick: ApartmentPick }
  | { type: 'save-tv'; tv: CartTv }
  | { type: 'remove-tv'; id: string }
  /** Undo of a removal: the TV back at its place in the list. */
  | { type: 'restore-tv'; tv: CartTv; index: number }
  | { type: 'set-tv-form'; form: TvFormState | null }
  | { type: 'add-service'; serviceType: AdditionalServiceType; option: string }
  | { type: 'set-service-quantity'; id: string; quantity: number }
  | { type: 'remove-service'; id: string }
  | { type: 'set-photos'; photos: readonly DraftPhoto[] }
  | { type: 'set-photo-uploads'; uploads: Readonly<Record<string, string | null>> }
  | { type: 'set-date'; date: string }
  | { type: 'set-time'; time: SlotLabel | null }
  | { type: 'set-contact'; change: Partial<ContactDetails> }
  | { type: 'set-payment-method'; method: PaymentMethod }
  | { type: 'set-attempt'; attempt: SubmissionAttempt }
  | { type: 'set-card-booking'; cardBooking: CardBooking | null };

export function emptyBookingState(entry: BookingStart = 'builder'): BookingState {
  return {
    startedAt: entry,
    highlightedService: null,
    apartment: null,
    apartmentPick: null,
    tvs: [],
    tvForm: null,
    services: [],
    products: [],
    photos: [],
    date: null,
    time: null,
    contact: EMPTY_CONTACT,
    // The spec's default payment method is card (booking-flow.md section 4).
    paymentMethod: 'card',
    attempt: null,
    cardBooking: null,
  };
}

const clampQuantity = (quantity: number) =>
  Math.min(QUANTITY_LIMITS.max, Math.max(QUANTITY_LIMITS.min, Math.round(quantity)));

const isEmpty = (state: BookingState) =>
  state.tvs.length + state.services.length + state.products.length === 0 && !state.apartment;

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'start':
      // A new entry (hero, services cards) keeps a draft in progress; it only says where an
      // empty one begins and which service to point at.
      return {
        ...state,
        startedAt: isEmpty(state) ? action.entry : state.startedAt,
        highlightedService: action.highlight,
      };
    case 'reset':
      return emptyBookingState();
    case 'choose-apartment':
      // A new complex re-prices every TV already in the list, so carry it into each of them.
      return {
        ...state,
        apartment: action.apartment,
        tvs: state.tvs.map((tv) => ({ ...tv, apartmentComplex: action.apartment.complex })),
        contact: { ...state.contact, propertyType: 'apartment' },
      };
    case 'clear-apartment':
      return {
        ...state,
        apartment: null,
        tvs: state.tvs.map((tv) => ({ ...tv, apartmentComplex: null })),
        tvForm: null,
      };
    case 'set-apartment-pick':
      return { ...state, apartmentPick: action.pick };
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
    case 'restore-tv': {
      if (state.tvs.some((tv) => tv.id === action.tv.id)) return state;
      const tvs = [...state.tvs];
      tvs.splice(Math.min(Math.max(action.index, 0), tvs.length), 0, action.tv);
      return { ...state, tvs };
    }
    case 'set-tv-form':
      return { ...state, tvForm: action.form };
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
    case 'set-photo-uploads':
      return {
        ...state,
        photos: state.photos.map((photo) =>
          photo.key in action.uploads
            ? { ...photo, uploadId: action.uploads[photo.key] ?? null }
            : photo,
        ),
      };
    case 'set-date':
      return action.date === state.date ? state : { ...state, date: action.date, time: null };
    case 'set-time':
      return { ...state, time: action.time };
    case 'set-contact':
      return { ...state, contact: { ...state.contact, ...action.change } };
    case 'set-payment-method':
      return { ...state, paymentMethod: action.method };
    case 'set-attempt':
      return { ...state, attempt: action.attempt };
    case 'set-card-booking':
      return { ...state, cardBooking: action.cardBooking };
  }
}
