// Stock reservations (docs/decisions/014-store-orders-and-stock.md). Taking units is one
// conditional UPDATE per product (`stock >= wanted`), so racing buyers on any number of app
// servers can never take more than is left: the row lock makes the second UPDATE see the first's
// result. Giving units back is idempotent by its WHERE (`released_at is null`).
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { notEnoughStockMessage } from '../../domain/schemas/store-orders';
import type { Executor } from '../db/client';
import { products, stockHolds } from '../db/schema/index';
import { HttpError } from '../plugins/errors';

export type StockLine = { productId: number; quantity: number };
export type HoldOwner = { storeOrderId: number } | { bookingId: number };

/** The same product on two lines counts once, with both quantities. Sorted by id. */
export function mergeLines(lines: readonly StockLine[]): StockLine[] {
  const byId = new Map<number, number>();
  for (const line of lines)
    byId.set(line.productId, (byId.get(line.productId) ?? 0) + line.quantity);
  return [...byId.entries()]
    .sort(([a], [b]) => a - b)
    .map(([productId, quantity]) => ({ productId, quantity }));
}

export class NotEnoughStockError extends HttpError {
  constructor(
    readonly productId: number,
    readonly productName: string,
    readonly left: number,
  ) {
    super(409, notEnoughStockMessage(productName, left));
  }
}

/**
 * Takes the units off each product's stock and records a hold for the owner, inside the caller's
 * transaction. Products are taken in id order, so two orders never wait on each other in a
 * circle. Throws a 409 naming the product and how many are left; the transaction then rolls
 * back every unit already taken.
 */
export async function reserveStock(
  trx: Executor,
  lines: readonly StockLine[],
  owner: HoldOwner,
): Promise<void> {
  const merged = mergeLines(lines);
  for (const line of merged) {
    const taken = await trx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(products.id, line.productId),
          eq(products.isActive, true),
          gte(products.stock, line.quantity),
        ),
      )
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [product] = await trx
        .select({ name: products.name, stock: products.stock, isActive: products.isActive })
        .from(products)
        .where(eq(products.id, line.productId));
      if (!product || !product.isActive) {
        throw new HttpError(400, `Product ${line.productId} is not sold any more.`);
      }
      throw new NotEnoughStockError(line.productId, product.name, product.stock);
    }
  }
  if (merged.length > 0) {
    await trx.insert(stockHolds).values(merged.map((line) => ({ ...line, ...owner })));
  }
}

/**
 * Gives back every unit an owner still holds. Only holds not yet released count, so a second
 * call (another server's sweep, a cancel after a lapse) gives nothing back twice.
 */
export async function releaseStock(trx: Executor, owner: HoldOwner, now: Date): Promise<number> {
  const ownerMatch =
    'storeOrderId' in owner
      ? eq(stockHolds.storeOrderId, owner.storeOrderId)
      : eq(stockHolds.bookingId, owner.bookingId);
  return releaseWhere(trx, and(ownerMatch, isNull(stockHolds.releasedAt)), now);
}

/** Releases the still-held units of many owners at once (the sweep). */
export async function releaseStockOfOrders(
  trx: Executor,
  storeOrderIds: readonly number[],
  now: Date,
): Promise<number> {
  if (storeOrderIds.length === 0) return 0;
  return releaseWhere(
    trx,
    and(inArray(stockHolds.storeOrderId, [...storeOrderIds]), isNull(stockHolds.releasedAt)),
    now,
  );
}

async function releaseWhere(
  trx: Executor,
  where: ReturnType<typeof and>,
  now: Date,
): Promise<number> {
  const released = await trx
    .update(stockHolds)
    .set({ releasedAt: now })
    .where(where)
    .returning({ productId: stockHolds.productId, quantity: stockHolds.quantity });
  const back = mergeLines(released);
  for (const line of back) {
    await trx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: now })
      .where(eq(products.id, line.productId));
  }
  return back.reduce((units, line) => units + line.quantity, 0);
}

/** Units of each product an owner holds (staff screens, the customer's order). */
export async function heldLines(trx: Executor, owner: HoldOwner) {
  const ownerMatch =
    'storeOrderId' in owner
      ? eq(stockHolds.storeOrderId, owner.storeOrderId)
      : eq(stockHolds.bookingId, owner.bookingId);
  return trx
    .select({
      productId: stockHolds.productId,
      quantity: stockHolds.quantity,
      releasedAt: stockHolds.releasedAt,
    })
    .from(stockHolds)
    .where(ownerMatch)
    .orderBy(asc(stockHolds.productId));
}

export type BookedProduct = { productId: number; name: string; quantity: number };

/** The store products each booking took with it (released ones included: staff see the order). */
export async function productsOfBookings(
  db: Executor,
  bookingIds: readonly number[],
): Promise<Map<number, BookedProduct[]>> {
  const byBooking = new Map<number, BookedProduct[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({
      bookingId: stockHolds.bookingId,
      productId: stockHolds.productId,
      name: products.name,
      quantity: stockHolds.quantity,
    })
    .from(stockHolds)
    .innerJoin(products, eq(products.id, stockHolds.productId))
    .where(inArray(stockHolds.bookingId, [...bookingIds]))
    .orderBy(asc(stockHolds.id));
  for (const { bookingId, ...line } of rows) {
    if (bookingId === null) continue;
    byBooking.set(bookingId, [...(byBooking.get(bookingId) ?? []), line]);
  }
  return byBooking;
}
