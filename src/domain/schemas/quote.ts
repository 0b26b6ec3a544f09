// POST /api/quote: request and response bodies (decisions.md "Quote call"). Money in integer cents.
import { z } from 'zod';
import { ADDITIONAL_SERVICE_TYPES } from '../catalog/additional-services';
import { MAX_TVS_PER_BOOKING, QUANTITY_MAX, QUANTITY_MIN } from '../catalog/installation-prices';
import { ONE_TIME_FEE_KEYS } from '../catalog/tv-add-ons';
import { TV_SIZES } from '../catalog/tv-sizes';
import { isValidDateString, SLOT_LABELS } from '../scheduling/business-time';
import { localeSchema } from './locale';
import { WALL_TYPES } from '../catalog/wall-types';
import { TV_PART_KEYS } from '../pricing/tv-parts';
import { dbId, lineText } from './primitives';
import { tvConfigSchema } from './tv-config';

/** Lines per list: far above any real booking, low enough to bound the work of one request. */
const MAX_LINES = 50;

const quantitySchema = z
  .int()
  .min(QUANTITY_MIN, `Quantity must be from ${QUANTITY_MIN} to ${QUANTITY_MAX}`)
  .max(QUANTITY_MAX, `Quantity must be from ${QUANTITY_MIN} to ${QUANTITY_MAX}`);

export const serviceSelectionSchema = z.object({
  type: z.enum(ADDITIONAL_SERVICE_TYPES),
  /** An option key of that service (checked against the catalogue by the price engine). */
  option: lineText(50, { required: 'Choose an option' }),
  quantity: quantitySchema,
});
export type ServiceSelection = z.output<typeof serviceSelectionSchema>;

export const productSelectionSchema = z.object({
  productId: dbId('Choose a product'),
  quantity: quantitySchema,
});
export type ProductSelection = z.output<typeof productSelectionSchema>;

export const quoteRequestSchema = z
  .object({
    tvs: z.array(tvConfigSchema).max(MAX_TVS_PER_BOOKING),
    additionalServices: z.array(serviceSelectionSchema).max(MAX_LINES).optional(),
    products: z.array(productSelectionSchema).max(MAX_LINES).optional(),
    /**
     * The window being booked (decisions.md "Same-day service"): with it, same-day is charged only
     * when the window starts within 24 hours; without it, same-day is priced as asked.
     */
    appointmentDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date (YYYY-MM-DD)')
      .refine(isValidDateString, 'Not a real calendar date')
      .optional(),
    appointmentTime: z
      .enum(SLOT_LABELS, { error: `Choose one of: ${SLOT_LABELS.join(', ')}` })
      .optional(),
    /** The language of the breakdown's labels (issue 28); the amounts are the same in both. */
    locale: localeSchema,
  })
  .refine(
    (body) =>
      body.tvs.length > 0 ||
      (body.additionalServices?.length ?? 0) > 0 ||
      (body.products?.length ?? 0) > 0,
    { message: 'Add at least one TV, service or product' },
  )
  .refine((body) => body.appointmentTime === undefined || body.appointmentDate !== undefined, {
    message: 'Send appointmentDate with appointmentTime',
    path: ['appointmentDate'],
  })
  .refine((body) => body.appointmentDate === undefined || body.appointmentTime !== undefined, {
    message: 'Send appointmentTime with appointmentDate',
    path: ['appointmentTime'],
  })
  // The OpenAPI description's example (docs/decisions/047): one 55" TV on drywall.
  .meta({
    examples: [
      {
        tvs: [{ tvSize: '44-55', wallType: 'drywall_studs', room: 'Living Room' }],
        additionalServices: [],
      },
    ],
  });
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

const centsSchema = z.int();

export const quotePartSchema = z.object({
  key: z.enum(TV_PART_KEYS),
  label: z.string(),
  cents: centsSchema,
});

export const quoteTvLineSchema = z.object({
  index: z.int().nonnegative(),
  room: z.string(),
  tvSize: z.enum(TV_SIZES),
  /** After normalisation: wood studs in a high-rise reads drywall_metal_studs. */
  wallType: z.enum(WALL_TYPES),
  parts: z.array(quotePartSchema),
  totalCents: centsSchema,
});

export const oneTimeFeeLineSchema = z.object({
  key: z.enum(ONE_TIME_FEE_KEYS),
  label: z.string(),
  cents: centsSchema,
});

export const serviceLineSchema = z.object({
  type: z.enum(ADDITIONAL_SERVICE_TYPES),
  option: z.string(),
  label: z.string(),
  unitCents: centsSchema,
  quantity: z.int(),
  totalCents: centsSchema,
});

export const productLineSchema = z.object({
  productId: z.int(),
  name: z.string(),
  unitCents: centsSchema,
  quantity: z.int(),
  totalCents: centsSchema,
});

export const quoteResponseSchema = z.object({
  tvs: z.array(quoteTvLineSchema),
  tvSubtotalCents: centsSchema,
  /** 10% of the TV subtotal, half up, with 2 or more TVs; else 0. */
  discountCents: centsSchema,
  discountedTvSubtotalCents: centsSchema,
  oneTimeFees: z.array(oneTimeFeeLineSchema),
  oneTimeFeesTotalCents: centsSchema,
  services: z.array(serviceLineSchema),
  servicesTotalCents: centsSchema,
  products: z.array(productLineSchema),
  productsTotalCents: centsSchema,
  totalCents: centsSchema,
});

export type Quote = z.output<typeof quoteResponseSchema>;
export type QuotePart = z.output<typeof quotePartSchema>;
export type QuoteTvLine = z.output<typeof quoteTvLineSchema>;
export type OneTimeFeeLine = z.output<typeof oneTimeFeeLineSchema>;
export type ServiceLine = z.output<typeof serviceLineSchema>;
export type ProductLine = z.output<typeof productLineSchema>;
