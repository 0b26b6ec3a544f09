import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FALLBACK_PRODUCTS } from '../../domain/catalog/products';
import { PRODUCT_SPANISH } from '../../domain/catalog/products-es';
import { verifyPassword } from '../services/passwords';
import { createTestApp, testConfig } from '../testing/test-app';
import { queryRows } from './client';
import { products, staff } from './schema/index';
import { seed } from './seed';

const app = await createTestApp();
const { db } = app.ctx;

async function counts() {
  const [row] = await queryRows<{ products: number; staff: number }>(
    db,
    sql`select (select count(*)::int from products) as products, (select count(*)::int from staff) as staff`,
  );
  return row;
}

describe('demo seed', () => {
  it('creates every table of the schema through the migrations', async () => {
    const rows = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(rows.map((r) => r.table_name)).toEqual([
      'app_settings',
      'blocked_slots',
      'booking_events',
      'booking_photos',
      'booking_reminders',
      'bookings',
      'business_settings',
      'calendar_feeds',
      'idempotency_keys',
      'job_completions',
      'job_photos',
      'login_attempts',
      'outbox_emails',
      'payments',
      'products',
      'reviews',
      'sms_inbound_messages',
      'sms_opt_outs',
      'sms_replies',
      'staff',
      'stock_holds',
      'store_orders',
      'webhook_deliveries',
      'webhook_endpoints',
      'webhook_events',
    ]);
  });

  it('seeds the 12 products and the three demo staff, with prices in cents', async () => {
    expect(await counts()).toEqual({ products: 12, staff: 3 });
    const rows = await db.select().from(products);
    const bySlug = new Map(rows.map((p) => [p.slug, p]));
    for (const p of FALLBACK_PRODUCTS) expect(bySlug.get(p.slug)?.price).toBe(p.priceCents);
    expect(bySlug.get('full-motion-mount')?.price).toBe(7499);
  });

  it('hashes the demo passwords with argon2id', async () => {
    const rows = await db.select().from(staff);
    const admin = rows.find((s) => s.username === 'admin');
    expect(admin?.role).toBe('admin');
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'admin123')).toBe(true);
    expect(
      rows
        .filter((s) => s.role === 'technician')
        .map((s) => s.username)
        .sort(),
    ).toEqual(['mike', 'sarah']);
  });

  it('adds nothing when run twice', async () => {
    await seed(db, app.ctx.config);
    expect(await counts()).toEqual({ products: 12, staff: 3 });
  });

  it('gives a demo database seeded before issue 28 its Spanish words, and keeps staff edits', async () => {
    await db.update(products).set({ nameEs: null, descriptionEs: null });
    await db
      .update(products)
      .set({ nameEs: 'Cable HDMI rápido', price: 1999 })
      .where(eq(products.slug, 'hdmi-cable'));
    await seed(db, app.ctx.config);
    const bySlug = new Map((await db.select().from(products)).map((p) => [p.slug, p]));
    expect(bySlug.get('tilting-mount')).toMatchObject({
      nameEs: PRODUCT_SPANISH['tilting-mount']?.name,
      descriptionEs: PRODUCT_SPANISH['tilting-mount']?.description,
    });
    expect(bySlug.get('hdmi-cable')).toMatchObject({
      nameEs: 'Cable HDMI rápido',
      descriptionEs: null,
      price: 1999,
    });
    expect(await counts()).toEqual({ products: 12, staff: 3 });
  });

  it('seeds nothing but the configured first admin in production mode', async () => {
    await db.delete(staff);
    await db.delete(products);
    const prod = testConfig({
      NODE_ENV: 'production',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'a-long-secret-password',
    });
    await seed(db, prod);
    await seed(db, prod);
    expect(await counts()).toEqual({ products: 0, staff: 1 });
    const [owner] = await db.select().from(staff);
    expect(owner?.username).toBe('owner');
    expect(owner?.role).toBe('admin');
  });
});
