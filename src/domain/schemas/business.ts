// The business's own facts (issue 16; decisions.md "Staff operations calls": GET/PUT
// /api/business, "Partial updates"). One row in the database, read by the pages, the e-mails and
// the service-area check; the admin changes any subset of them.
import { z } from 'zod';
import { emailText, lineText, phoneText } from './primitives';

export const businessFactsSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  licenseNumber: z.string(),
  insurer: z.string(),
  /** Stars out of 5, or null when the business shows no rating. */
  rating: z.number().nullable(),
  reviewCount: z.int(),
  /** Where the rating comes from ("Google"). */
  ratingSource: z.string(),
  /** Five-digit ZIP codes the business serves (decisions.md "Service area"). */
  serviceAreaZips: z.array(z.string()),
  /** Rises on every change: caches and embedded copies compare it. */
  version: z.int(),
});
export type BusinessFacts = z.output<typeof businessFactsSchema>;

/** The browser's query key of GET /api/business; the server preloads it when it renders a page. */
export const BUSINESS_QUERY_KEY = ['business'] as const;

export const MAX_SERVICE_AREA_ZIPS = 500;
const ZIP_MESSAGE = 'Each ZIP code must be 5 digits';

const zipList = z
  .array(
    z
      .string({ error: ZIP_MESSAGE })
      .trim()
      .regex(/^\d{5}$/, ZIP_MESSAGE),
    {
      error: 'Send the ZIP codes as a list',
    },
  )
  .min(1, 'List at least one ZIP code')
  .max(MAX_SERVICE_AREA_ZIPS, `At most ${MAX_SERVICE_AREA_ZIPS} ZIP codes`)
  // Order kept as typed, repeats dropped: the list is read as a set.
  .transform((zips) => [...new Set(zips)]);

const businessFields = {
  name: lineText(120, { required: 'Enter the business name' }),
  phone: phoneText(),
  email: emailText(),
  address: lineText(300, { required: 'Enter the business address' }),
  licenseNumber: lineText(80),
  insurer: lineText(120),
  rating: z
    .number({ error: 'Enter a rating from 1 to 5, or leave it empty' })
    .min(1, 'The rating must be from 1 to 5')
    .max(5, 'The rating must be from 1 to 5')
    .nullable(),
  reviewCount: z
    .int({ error: 'Enter the review count as a whole number' })
    .min(0, 'The review count cannot be negative')
    .max(10_000_000, 'The review count must be at most 10,000,000'),
  ratingSource: lineText(80),
  serviceAreaZips: zipList,
};

/** Any subset of the fields; an unknown field is a 400 (decisions.md "Partial updates"). */
export const businessUpdateSchema = z
  .strictObject(businessFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type BusinessUpdate = z.output<typeof businessUpdateSchema>;

// In a module without zod: the landing page's first load uses it (docs/decisions/019).
export { telHref } from '../site/tel-href';
