import { eq, sql } from 'drizzle-orm';
import { FALLBACK_PRODUCTS } from '../../domain/catalog/products';
import { PRODUCT_SPANISH } from '../../domain/catalog/products-es';
import type { AppConfig } from '../config';
import { hashPassword } from '../services/passwords';
import type { Db } from './client';
import { seedDemoReviews } from './seed-reviews';
import { products, staff } from './schema/index';

/** The demo accounts of decisions.md; their credentials are shown on the login screens. */
export const DEMO_STAFF = [
  { username: 'admin', password: 'admin123', name: 'Demo Admin', role: 'admin' },
  { username: 'mike', password: 'tech123', name: 'Mike Johnson', role: 'technician' },
  { username: 'sarah', password: 'tech123', name: 'Sarah Williams', role: 'technician' },
] as const;

const DEMO_CONTACT: Record<string, { email: string; phone: string; specialties: string[] }> = {
  admin: { email: 'admin@example.com', phone: '(704) 555-0100', specialties: [] },
  mike: {
    email: 'mike@example.com',
    phone: '(704) 555-0111',
    specialties: ['TV mounting', 'Wire in wall', 'Fireplace installs'],
  },
  sarah: {
    email: 'sarah@example.com',
    phone: '(704) 555-0122',
    specialties: ['TV mounting', 'Security cameras', 'LED lighting'],
  },
};

/** Units of each demo product the store starts with. */
export const DEMO_STOCK = 25;

/**
 * Demo mode: the store's products and the demo staff. Production: only the first admin, from
 * ADMIN_USERNAME / ADMIN_PASSWORD, and only while no admin exists. Running it twice adds nothing.
 */
export async function seed(db: Db, config: AppConfig): Promise<void> {
  if (config.demoMode) {
    await db
      .insert(products)
      .values(
        FALLBACK_PRODUCTS.map((p) => ({
          slug: p.slug,
          name: p.name,
          description: p.description,
          nameEs: PRODUCT_SPANISH[p.slug]?.name ?? null,
          descriptionEs: PRODUCT_SPANISH[p.slug]?.description ?? null,
          category: p.category,
          price: p.priceCents,
          imageUrl: p.images.join(','),
          // Demo stock: enough for trying the store; staff change it in the admin's Store tab.
          stock: p.inStock ? DEMO_STOCK : 0,
          features: [...p.features],
          tags: [...p.tags],
          rating: p.rating,
          reviews: p.reviews,
        })),
      )
      // A demo database seeded before the Spanish columns (issue 28) gets the Spanish words;
      // nothing else of an existing product changes.
      .onConflictDoUpdate({
        target: products.slug,
        set: {
          nameEs: sql`excluded.name_es`,
          descriptionEs: sql`excluded.description_es`,
        },
        setWhere: sql`${products.nameEs} is null and ${products.descriptionEs} is null`,
      });

    const existing = await db.select({ username: staff.username }).from(staff);
    const have = new Set(existing.map((s) => s.username));
    for (const account of DEMO_STAFF) {
      if (have.has(account.username)) continue;
      const contact = DEMO_CONTACT[account.username];
      await db
        .insert(staff)
        .values({
          username: account.username,
          name: account.name,
          role: account.role,
          passwordHash: await hashPassword(account.password),
          email: contact?.email ?? '',
          phone: contact?.phone ?? '',
          specialties: contact?.specialties ?? [],
        })
        .onConflictDoNothing({ target: staff.username });
    }
    if (config.DEMO_REVIEWS === 'on') await seedDemoReviews(db);
    return;
  }

  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    const [admins] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(staff)
      .where(eq(staff.role, 'admin'));
    if ((admins?.count ?? 0) === 0) {
      await db
        .insert(staff)
        .values({
          username: config.ADMIN_USERNAME,
          name: 'Administrator',
          role: 'admin',
          passwordHash: await hashPassword(config.ADMIN_PASSWORD),
        })
        .onConflictDoNothing({ target: staff.username });
    }
  }
}
