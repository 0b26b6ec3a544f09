// POST /api/bookings: the booking draft (booking-flow.md section 3, decisions.md "Bookings") and
// the stored booking the server answers with. Money in integer cents. The server recomputes the
// price from `tvs`, `additionalServices` and `products`; `totalPrice` in a draft is ignored.
import { z } from 'zod';
import { ADDITIONAL_SERVICE_TYPES } from '../catalog/additional-services';
import { APARTMENT_COMPLEX_KEYS } from '../catalog/apartment-complexes/complexes';
import { MAX_TVS_PER_BOOKING } from '../catalog/installation-prices';
import { MOUNT_OPTIONS } from '../catalog/mount-types';
import { isValidDateString, SLOT_LABELS } from '../scheduling/business-time';
import { localeSchema } from './locale';
import { LOCALES } from '../site/locales';
import { roomPhotoIdSchema } from './booking-photos';
import {
  emailText,
  lineText,
  optionalLineText,
  optionalMultilineText,
  phoneText,
} from './primitives';
import { productSelectionSchema, quoteResponseSchema, serviceSelectionSchema } from './quote';
import { tvConfigSchema } from './tv-config';

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['card', 'afterpay', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** decisions.md "Property type and unit number"; a booking in a listed complex is "apartment". */
export const PROPERTY_TYPES = ['house', 'apartment', 'business'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Who made the booking: a customer, or a diagnostic page (decisions.md, turn-3 section). */
export const BOOKING_SOURCES = ['customer', 'diagnostic'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
export const MAX_NOTES_LENGTH = 1000;

export const MAX_ROOM_PHOTOS = 5;
export const MAX_ROOM_PHOTO_BYTES = 5 * 1024 * 1024;
/** A 5 MB photo as base64 plus its `data:image/...;base64,` prefix, with room to spare. */
const MAX_PHOTO_DATA_URL_LENGTH = Math.ceil((MAX_ROOM_PHOTO_BYTES * 4) / 3) + 200;

/** An unpaid card booking holds its slot this long (decisions.md "Payments"). */
export const CARD_HOLD_MINUTES = 15;

/** The 409 of decisions.md "Time slots", word for word. */
export const SLOT_TAKEN_MESSAGE = 'That time was just booked. Please pick another.';

const optionalText = optionalLineText;
const requiredText = (max: number, message: string) => lineText(max, { required: message });

export const appointmentDateSchema = z
  .string({ error: 'Choose a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date (YYYY-MM-DD)')
  .refine(isValidDateString, 'Not a real calendar date');

export const upsellChoiceSchema = z.object({
  id: lineText(100, { required: 'Name the upsell' }),
  priceCents: z.int().nonnegative().optional(),
});

export const bookingDraftSchema = z
  .object({
    // Customer. The builder's own 'name' (the service name) travels as `serviceName`.
    name: requiredText(200, 'Enter your full name'),
    email: emailText(),
    phone: phoneText(),
    smsOptIn: z.boolean().default(false),
    address: requiredText(300, 'Enter your address'),
    /** house, apartment or business; left out: apartment in a listed complex, else not stated. */
    propertyType: z
      .enum(PROPERTY_TYPES, { error: 'Choose house, apartment or condo, or business' })
      .nullish(),
    /** Required for apartments (checked by the server), optional otherwise. */
    unitNumber: optionalText(50),
    /** For the technician: gate or parking code, TV model, anything worth knowing. */
    notes: optionalMultilineText(
      MAX_NOTES_LENGTH,
      `Keep the note to ${MAX_NOTES_LENGTH.toLocaleString('en-US')} characters or fewer`,
    ),
    zipCode: optionalText(10),
    city: optionalText(100),
    state: optionalText(50),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),

    // When and how.
    appointmentDate: appointmentDateSchema,
    appointmentTime: z.enum(SLOT_LABELS, { error: `Choose one of: ${SLOT_LABELS.join(', ')}` }),
    // The spec's default payment method is card (booking-flow.md section 4).
    paymentMethod: z
      .enum(PAYMENT_METHODS, { error: 'Choose card, afterpay or cash' })
      .default('card'),

    // Flat display fields of the builder (comma-joined with several TVs). A draft with only these
    // (no `tvs`, no services) is priced as one TV with the builder's defaults.
    serviceName: optionalText(500),
    room: optionalText(80),
    tvSize: optionalText(200),
    wallType: optionalText(400),
    wireInWall: z.boolean().optional(),
    /** Flat-only drafts: read as wire cord hiders. */
    cableManagement: z.boolean().optional(),
    deviceSetup: z.boolean().optional(),
    sameDayService: z.boolean().optional(),
    mountOption: z.enum(MOUNT_OPTIONS).optional(),

    // Structured truth the price comes from.
    tvs: z.array(tvConfigSchema).max(MAX_TVS_PER_BOOKING).default([]),
    additionalServices: z.array(serviceSelectionSchema).max(50).default([]),
    products: z.array(productSelectionSchema).max(50).default([]),

    // Apartment bookings.
    apartmentComplex: z.enum(APARTMENT_COMPLEX_KEYS).nullish(),
    floorPlanId: optionalText(100),
    floorPlanName: optionalText(200),
    apartmentRooms: z
      .array(lineText(80, { required: 'Name the room' }))
      .max(20)
      .default([]),

    /** Data URLs (JPEG, PNG or WebP, checked by their bytes), at most 5 of at most 5 MB. */
    roomPhotos: z
      .array(z.string().max(MAX_PHOTO_DATA_URL_LENGTH, 'Each photo must be at most 5 MB'))
      .max(MAX_ROOM_PHOTOS, `At most ${MAX_ROOM_PHOTOS} photos`)
      .default([]),
    /** Photos uploaded before (POST /api/booking-photos), by id; with roomPhotos at most 5. */
    roomPhotoIds: z
      .array(roomPhotoIdSchema)
      .max(MAX_ROOM_PHOTOS, `At most ${MAX_ROOM_PHOTOS} photos`)
      .default([]),
    /** Recorded with the booking, never priced: a chosen upsell reaches the price as a service. */
    upsells: z.array(upsellChoiceSchema).max(20).default([]),
    /** The customer's language (en or es): its e-mails and invite are written in it. */
    locale: localeSchema,
    /** Ignored: the server's engine sets the price. */
    totalPrice: z.unknown().optional(),
  })
  .meta({
    // The OpenAPI description's example (docs/decisions/047): a cash booking of one TV.
    examples: [
      {
        name: 'Jamie Rivera',
        email: 'jamie@example.com',
        phone: '(704) 555-0199',
        address: '123 Main St, Charlotte, NC 28202',
        appointmentDate: '2026-12-01',
        appointmentTime: '10:00 AM',
        paymentMethod: 'cash',
        serviceName: 'Living Room - 44-55 TV',
        tvSize: '44-55',
        wallType: 'drywall_studs',
        tvs: [{ tvSize: '44-55', wallType: 'drywall_studs', room: 'Living Room' }],
        additionalServices: [],
      },
    ],
  });
export type BookingDraft = z.output<typeof bookingDraftSchema>;
export type BookingDraftInput = z.input<typeof bookingDraftSchema>;

export const storedServiceSchema = z.object({
  type: z.enum(ADDITIONAL_SERVICE_TYPES),
  option: z.string(),
  quantity: z.int(),
});
/** An additional service as the bookings table keeps it (its `additional_services` jsonb). */
export type StoredService = z.output<typeof storedServiceSchema>;
/** An upsell the customer chose, as the bookings table keeps it (its `upsells` jsonb). */
export type UpsellChoice = z.output<typeof upsellChoiceSchema>;

/** The stored booking, as POST /api/bookings answers it (201). Never the photo bytes. */
/** A stored booking's customer, address and first-TV columns, as both customers and staff see them. */
export const bookingCustomerFields = {
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  unitNumber: z.string().nullable(),
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  notes: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  serviceName: z.string(),
  tvSize: z.string(),
  wallType: z.string(),
};

export const bookingResponseSchema = z.object({
  /** Internal; staff screens and staff calls only. Customers see `reference`. */
  id: z.int(),
  /** The public reference, CTM- and 6 characters (decisions.md "Public references"). */
  reference: z.string(),
  /**
   * The secret that lets this customer pay for and manage the booking: given once, here, and
   * stored only as a hash. The payment calls need it (a wrong one is a 404).
   */
  manageToken: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Integer cents from the server's engine. */
  totalPrice: z.int(),
  appointmentDate: z.string(),
  appointmentTime: z.enum(SLOT_LABELS),
  locale: z.enum(LOCALES),
  /** The customer asked for texts (decisions.md "Text messages (SMS)"); `phone` is then E.164. */
  smsOptIn: z.boolean().default(false),
  /** Card bookings: the slot is held until then (ISO 8601); null once paid and for cash/afterpay. */
  holdExpiresAt: z.string().nullable(),
  ...bookingCustomerFields,
  mountOption: z.string(),
  wireInWall: z.boolean(),
  deviceSetup: z.boolean(),
  sameDayService: z.boolean(),
  /** As priced: defaults applied, wood studs in a high-rise stored as metal studs. */
  tvs: z.array(tvConfigSchema),
  additionalServices: z.array(storedServiceSchema),
  priceBreakdown: quoteResponseSchema,
  apartmentComplex: z.string().nullable(),
  floorPlanId: z.string().nullable(),
  floorPlanName: z.string().nullable(),
  apartmentRooms: z.array(z.string()),
  photoCount: z.int(),
  /** Afterpay bookings: the buy-now-pay-later page to open in a new tab; otherwise null. */
  afterpayUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type BookingResponse = z.output<typeof bookingResponseSchema>;

/**
 * With AFTERPAY_MERCHANT_ID unset, afterpay bookings point at this labelled sandbox page of ours:
 * `/afterpay-sandbox?reference=CTM-7K3Q9X&amount=128.99` (amount in dollars, two decimals).
 */
export const AFTERPAY_SANDBOX_PATH = '/afterpay-sandbox';
