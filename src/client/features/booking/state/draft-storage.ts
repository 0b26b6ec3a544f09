// The saved booking draft (issue 12, docs/decisions/015): versioned, and checked on load with the
// shared zod schemas of src/domain, so a draft that is corrupted, hand-edited or from an older
// build starts over cleanly instead of breaking a screen. Parts that can age on their own (a card
// hold that lapsed, a date now in the past) are dropped without losing the rest.
import { z } from 'zod';
import { ADDITIONAL_SERVICE_TYPES } from '@/domain/catalog/additional-services';
import { APARTMENT_COMPLEX_KEYS } from '@/domain/catalog/apartment-complexes/complexes';
import { isBookableDate, SLOT_LABELS } from '@/domain/scheduling/business-time';
import {
  appointmentDateSchema,
  bookingResponseSchema,
  MAX_NOTES_LENGTH,
  PAYMENT_METHODS,
  PROPERTY_TYPES,
} from '@/domain/schemas/booking';
import { tvConfigSchema } from '@/domain/schemas/tv-config';
import {
  clearBookingDraft,
  readBookingDraftText,
  writeBookingDraftText,
} from '@/client/lib/booking-draft-storage';
import { MAX_PHOTOS, QUANTITY_LIMITS, type BookingState, type TvFormState } from './booking-state';

export const DRAFT_VERSION = 1;

const text = (max: number) => z.string().max(max);

const tvFormSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  draft: z.object({
    id: text(100).nullable(),
    roomChoice: text(100),
    otherRoom: text(100),
    tvSize: tvConfigSchema.shape.tvSize.nullable(),
    wallType: tvConfigSchema.shape.wallType.nullable(),
    mountOption: tvConfigSchema.shape.mountOption.unwrap(),
    mountType: tvConfigSchema.shape.mountType.unwrap(),
    wireInWall: z.boolean(),
    deviceSetup: z.boolean(),
    sameDayService: z.boolean(),
    wireCordHiders: z.boolean(),
    fireplaceOutlet: z.boolean(),
    homeTheaterSetup: z.boolean(),
    floatingShelf: z.boolean(),
    largeTvAssistance: tvConfigSchema.shape.largeTvAssistance.unwrap(),
    frameMediaBoxType: tvConfigSchema.shape.frameMediaBoxType.unwrap(),
    apartmentComplex: z.enum(APARTMENT_COMPLEX_KEYS).nullable(),
  }),
});

const contactSchema = z.object({
  name: text(200),
  email: text(254),
  phone: text(40),
  // A draft saved before the texts box existed has none: unticked.
  smsOptIn: z.boolean().catch(false),
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  address: text(300),
  unitNumber: text(50),
  notes: text(MAX_NOTES_LENGTH),
  zipCode: text(10).optional(),
  city: text(100).optional(),
  state: text(50).optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});

const attemptSchema = z.object({ fingerprint: z.string(), key: z.string().min(1).max(200) });

const stateSchema = z.object({
  startedAt: z.enum(['builder', 'services']),
  highlightedService: z.enum(ADDITIONAL_SERVICE_TYPES).nullable(),
  apartment: z
    .object({
      complex: z.enum(APARTMENT_COMPLEX_KEYS),
      floorPlanId: text(100),
      floorPlanName: text(200),
      rooms: z.array(text(80)).max(20),
    })
    .nullable(),
  apartmentPick: z
    .object({
      complex: z.enum(APARTMENT_COMPLEX_KEYS).nullable(),
      floorPlanId: text(100),
      rooms: z.array(text(80)).max(20),
    })
    .nullable()
    .catch(null),
  tvs: z.array(tvConfigSchema.extend({ id: z.string().min(1).max(100) })).max(20),
  // The parts below may change shape between builds; a part that no longer fits is dropped alone.
  tvForm: tvFormSchema.nullable().catch(null),
  services: z
    .array(
      z.object({
        id: text(100),
        type: z.enum(ADDITIONAL_SERVICE_TYPES),
        option: text(50),
        quantity: z.int().min(QUANTITY_LIMITS.min).max(QUANTITY_LIMITS.max),
      }),
    )
    .max(50),
  products: z
    .array(
      z.object({
        productId: z.int().positive(),
        name: text(200),
        priceCents: z.int().nonnegative(),
        quantity: z.int().min(QUANTITY_LIMITS.min).max(QUANTITY_LIMITS.max),
        image: z.string().optional(),
      }),
    )
    .max(50),
  photos: z
    .array(
      z.object({
        key: text(100).min(1),
        name: text(300),
        uploadId: text(100).nullable(),
      }),
    )
    .max(MAX_PHOTOS)
    .catch([]),
  date: appointmentDateSchema.nullable(),
  time: z.enum(SLOT_LABELS).nullable(),
  contact: contactSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  attempt: attemptSchema.nullable().catch(null),
  cardBooking: attemptSchema
    .extend({ booking: bookingResponseSchema.loose() })
    .nullable()
    .catch(null),
});

const savedDraftSchema = z.object({ version: z.literal(DRAFT_VERSION), state: stateSchema });

/** Drops what has aged: a day no longer bookable, a card hold that has lapsed. */
function freshen(state: BookingState, now: Date): BookingState {
  const dateGone = state.date !== null && !isBookableDate(state.date, now);
  const hold = state.cardBooking?.booking.holdExpiresAt;
  const holdGone = hold !== undefined && hold !== null && Date.parse(hold) <= now.getTime();
  return {
    ...state,
    date: dateGone ? null : state.date,
    time: dateGone ? null : state.time,
    cardBooking: holdGone ? null : state.cardBooking,
  };
}

/** The saved draft, or null (none, or one that fails the check: it is removed). */
export function loadDraft(now: Date = new Date()): BookingState | null {
  const saved = readBookingDraftText();
  if (saved === null) return null;
  try {
    const parsed = savedDraftSchema.safeParse(JSON.parse(saved));
    if (parsed.success) {
      const state = parsed.data.state as BookingState & { tvForm: TvFormState | null };
      return freshen(state, now);
    }
  } catch {
    // Not JSON at all: the same clean start as a draft that fails the schema.
  }
  clearBookingDraft();
  return null;
}

/** Saves the draft (its photos are only keys: their bytes are in IndexedDB). */
export function saveDraft(state: BookingState): void {
  writeBookingDraftText(JSON.stringify({ version: DRAFT_VERSION, state }));
}

export { clearBookingDraft };
