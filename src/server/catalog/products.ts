// The only code that reads the products table.
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { productMountType, productName } from '../../domain/catalog/products';
import type { ProductPrice } from '../../domain/pricing/calculate-quote';
import type { Locale } from '../../domain/site/locales';
import type { Executor } from '../db/client';
import { products } from '../db/schema/index';
import type {
  Product,
  ProductCreate,
  ProductsQuery,
  StaffProduct,
} from '../../domain/schemas/products';

const PUBLIC_COLUMNS = {
  id: products.id,
  name: products.name,
  description: products.description,
  nameEs: products.nameEs,
  descriptionEs: products.descriptionEs,
  category: products.category,
  price: products.price,
  imageUrl: products.imageUrl,
  // decisions.md "Store (Mount Depot)": inStock is stock > 0.
  inStock: sql<boolean>`(${products.stock} > 0)`,
  features: products.features,
  tags: products.tags,
  rating: products.rating,
  reviews: products.reviews,
};

/** `%`, `_` and `\` typed by a customer are literal characters, not patterns. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The store's list: active products only (a deactivated one has left the store). */
export async function listProducts(db: Executor, query: ProductsQuery = {}): Promise<Product[]> {
  const filters: SQL[] = [eq(products.isActive, true)];
  if (query.category) filters.push(eq(products.category, query.category));
  // Every word must appear somewhere: "tilt mount" finds the tilting mount, "soporte
  // inclinable" too.
  for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = likePattern(word);
    const match = or(
      ilike(products.name, pattern),
      ilike(products.description, pattern),
      // The Spanish store (/es/mount-depot) searches the Spanish words too (issue 28).
      ilike(products.nameEs, pattern),
      ilike(products.descriptionEs, pattern),
      sql`exists (select 1 from unnest(${products.tags}) as tag where tag ilike ${pattern})`,
    );
    if (match) filters.push(match);
  }
  return db
    .select(PUBLIC_COLUMNS)
    .from(products)
    .where(and(...filters))
    .orderBy(asc(products.id));
}

/** Name and price of each requested product that is on sale, in one query. */
export async function findProductPrices(
  db: Executor,
  ids: readonly number[],
  locale: Locale = 'en',
): Promise<Map<number, ProductPrice>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      nameEs: products.nameEs,
      priceCents: products.price,
      category: products.category,
      tags: products.tags,
    })
    .from(products)
    .where(and(inArray(products.id, unique), eq(products.isActive, true)));
  // A TV mount among them replaces a TV's purchased mount in the engine (pricing/cart-mounts.ts).
  // A Spanish quote names a product by its Spanish name where it has one (issue 28).
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: productName(row, locale),
        priceCents: row.priceCents,
        mountType: productMountType(row),
      },
    ]),
  );
}

/** The requested products that are on sale, by id (a store order's lines). */
export async function findActiveProducts(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, { id: number; name: string; nameEs: string | null; price: number }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      nameEs: products.nameEs,
      price: products.price,
    })
    .from(products)
    .where(and(inArray(products.id, unique), eq(products.isActive, true)));
  return new Map(rows.map((row) => [row.id, row]));
}

const STAFF_COLUMNS = {
  ...PUBLIC_COLUMNS,
  slug: products.slug,
  stock: products.stock,
  isActive: products.isActive,
};

/** Every product, on sale or not, with its stock (the admin's Store tab). */
export async function listStaffProducts(db: Executor): Promise<StaffProduct[]> {
  return db.select(STAFF_COLUMNS).from(products).orderBy(asc(products.id));
}

export async function findStaffProduct(
  db: Executor,
  id: number,
): Promise<StaffProduct | undefined> {
  const [row] = await db.select(STAFF_COLUMNS).from(products).where(eq(products.id, id));
  return row;
}

/** A slug from the name; a number is added when another product has it. */
async function freeSlug(db: Executor, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'product';
  const taken = new Set(
    (
      await db
        .select({ slug: products.slug })
        .from(products)
        .where(ilike(products.slug, `${base}%`))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

type ProductChanges = Partial<Omit<ProductCreate, 'images' | 'imageUrl'>> & { images?: string[] };

function columnsOf(changes: ProductChanges) {
  const { images, ...rest } = changes;
  return { ...rest, ...(images ? { imageUrl: images.join(',') } : {}) };
}

export async function insertProduct(db: Executor, product: ProductChanges & { name: string }) {
  const slug = await freeSlug(db, product.name);
  const [row] = await db
    .insert(products)
    .values({
      description: '',
      category: 'mounts',
      price: 0,
      ...columnsOf(product),
      name: product.name,
      slug,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('insert into products returned no row');
  return row.id;
}

export async function updateProduct(db: Executor, id: number, changes: ProductChanges) {
  const rows = await db
    .update(products)
    .set({ ...columnsOf(changes), updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}
