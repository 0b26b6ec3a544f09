// GET /api/products bodies (store-staff-assistant.md sections 3 and 7). These belong in
// src/domain/schemas (the store's client will share them); they sit here until that folder's
// owner moves them.
import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../../../domain/catalog/products';

export const productsQuerySchema = z.object({
  /** Omitted for every category. */
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  /** Words matched (case-insensitively) against the name, description and tags. */
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});
export type ProductsQuery = z.output<typeof productsQuerySchema>;

export const productSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
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
