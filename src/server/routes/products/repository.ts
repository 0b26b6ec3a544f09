// The only code that reads the products table.
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ProductPrice } from '../../../domain/pricing/calculate-quote';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/index';
import type { Product, ProductsQuery } from './schemas';

const PUBLIC_COLUMNS = {
  id: products.id,
  name: products.name,
  description: products.description,
  category: products.category,
  price: products.price,
  imageUrl: products.imageUrl,
  inStock: products.inStock,
  features: products.features,
  tags: products.tags,
  rating: products.rating,
  reviews: products.reviews,
};

/** `%`, `_` and `\` typed by a customer are literal characters, not patterns. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listProducts(db: Executor, query: ProductsQuery = {}): Promise<Product[]> {
  const filters: SQL[] = [];
  if (query.category) filters.push(eq(products.category, query.category));
  // Every word must appear somewhere: "tilt mount" finds the tilting mount.
  for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = likePattern(word);
    const match = or(
      ilike(products.name, pattern),
      ilike(products.description, pattern),
      sql`exists (select 1 from unnest(${products.tags}) as tag where tag ilike ${pattern})`,
    );
    if (match) filters.push(match);
  }
  return db
    .select(PUBLIC_COLUMNS)
    .from(products)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(asc(products.id));
}

/** Name and price of each requested product that exists, in one query. */
export async function findProductPrices(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, ProductPrice>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, priceCents: products.price })
    .from(products)
    .where(inArray(products.id, unique));
  return new Map(rows.map((row) => [row.id, { name: row.name, priceCents: row.priceCents }]));
}
