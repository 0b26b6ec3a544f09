// Product bodies: GET /api/products (store-staff-assistant.md sections 3 and 7) and the admin's
// POST /api/products and PUT /api/products/{id} (decisions.md "Staff operations calls",
// "Partial updates"). Prices are integer cents.
import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../catalog/products';
import { idParam, lineText, multilineText } from './primitives';

export const productsQuerySchema = z.object({
  /** Omitted for every category. */
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  /** Words matched (case-insensitively) against the name, description and tags. */
  search: lineText(100, { tooLong: 'Search must be at most 100 characters' }).optional(),
});
export type ProductsQuery = z.output<typeof productsQuerySchema>;

export const productSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  /** The Spanish name and description (issue 28); null when staff gave none (show the English). */
  nameEs: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  category: z.string(),
  /** Integer cents. */
  price: z.int(),
  /** One path or a comma-separated list, the main image first. */
  imageUrl: z.string(),
  inStock: z.boolean(),
  features: z.array(z.string()),
  tags: z.array(z.string()),
  rating: z.number(),
  reviews: z.int(),
});
export type Product = z.output<typeof productSchema>;
export const productListSchema = z.array(productSchema);

/** What staff see: the public fields plus the stock count and whether it is on sale. */
export const staffProductSchema = productSchema.extend({
  slug: z.string(),
  stock: z.int(),
  isActive: z.boolean(),
});
export type StaffProduct = z.output<typeof staffProductSchema>;

/**
 * An image is a site path (/assets/...) or a file name in /assets/products/ (the spec's "one path
 * or a comma-separated list"). Never another site's address: nothing is hot-linked, and the CSP
 * would block it anyway. No quotes, spaces or commas (the list is comma-joined), so nothing can
 * break out of an attribute; no "//" or "..", so a path stays on this site.
 */
const IMAGE_PATTERN = /^(?!.*\.\.)(?!\/\/)(\/[\w\-./]+|[\w\-.]+)$/;
export const MAX_PRODUCT_IMAGES = 8;

const wordList = (maxItems: number, maxLength: number) =>
  z
    .array(lineText(maxLength, { required: 'Must not be empty' }))
    .max(maxItems, `At most ${maxItems} entries`);

const imageSchema = z
  .string()
  .trim()
  .max(500)
  .regex(IMAGE_PATTERN, 'Use a site path (/assets/...) or a file name in /assets/products/');
const imagesSchema = z
  .array(imageSchema)
  .max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`);

/** An optional Spanish text: empty or null clears it (the store shows the English then). */
const spanishText = <T extends z.ZodString>(schema: T) =>
  schema.nullable().transform((value) => value || null);

const productFields = {
  name: lineText(120, { required: 'Enter the product name' }),
  description: multilineText(1000, { required: 'Enter a description' }),
  nameEs: spanishText(lineText(120)),
  descriptionEs: spanishText(multilineText(1000)),
  category: z.enum(PRODUCT_CATEGORIES, {
    error: `Choose one of: ${PRODUCT_CATEGORIES.join(', ')}`,
  }),
  /** Integer cents, at least 1 cent and at most $100,000. */
  price: z
    .int({ error: 'Enter the price in whole cents' })
    .min(1, 'The price must be at least 1 cent')
    .max(10_000_000, 'The price must be at most $100,000'),
  stock: z
    .int({ error: 'Enter the stock as a whole number' })
    .min(0, 'Stock cannot be negative')
    .max(100_000, 'Stock must be at most 100,000'),
  images: imagesSchema,
  /** The stored form, a comma-separated list; `images` is the same as a list. */
  imageUrl: z
    .string()
    .max(4000)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(imagesSchema),
  features: wordList(20, 200),
  tags: wordList(20, 50),
  isActive: z.boolean({ error: 'Send true or false' }),
};

export const productCreateSchema = z.strictObject({
  ...productFields,
  nameEs: productFields.nameEs.optional(),
  descriptionEs: productFields.descriptionEs.optional(),
  imageUrl: productFields.imageUrl.optional(),
  stock: productFields.stock.default(0),
  images: productFields.images.default([]),
  features: productFields.features.default([]),
  tags: productFields.tags.default([]),
  isActive: productFields.isActive.default(true),
});
export type ProductCreate = z.output<typeof productCreateSchema>;

/** Any subset of the fields; an unknown field is a 400 (decisions.md "Partial updates"). */
export const productUpdateSchema = z
  .strictObject(productFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type ProductUpdate = z.output<typeof productUpdateSchema>;

export const productIdParamsSchema = z.object({
  id: idParam('Not a product id'),
});
