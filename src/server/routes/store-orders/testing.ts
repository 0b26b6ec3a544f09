// Helpers for the store-order API tests.
import { eq } from 'drizzle-orm';
import type { StoreOrderRequestInput } from '../../../domain/schemas/store-orders';
import type { BuiltApp } from '../../app';
import { products } from '../../db/schema/index';

export function orderBody(overrides: Partial<StoreOrderRequestInput> = {}): StoreOrderRequestInput {
  return {
    items: [{ productId: 1, quantity: 1 }],
    name: 'Dana Buyer',
    email: 'dana@example.com',
    phone: '(704) 555-0190',
    fulfilment: 'pickup',
    ...overrides,
  };
}

export function postOrder(app: BuiltApp, body: unknown) {
  return app.inject({ method: 'POST', url: '/api/store-orders', payload: body as object });
}

/** Posts the default buyer's order for these lines. */
export function postItems(app: BuiltApp, ...items: StoreOrderRequestInput['items']) {
  return postOrder(app, orderBody({ items }));
}

export async function productBySlug(app: BuiltApp, slug: string) {
  const [row] = await app.ctx.db.select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row;
}

export async function setStock(app: BuiltApp, id: number, stock: number) {
  await app.ctx.db.update(products).set({ stock }).where(eq(products.id, id));
}

export async function stockOf(app: BuiltApp, id: number): Promise<number> {
  const [row] = await app.ctx.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row?.stock ?? -1;
}
