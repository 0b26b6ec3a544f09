// The only code that reads and writes the store_orders table.
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { StoreOrderStatus } from '../../domain/schemas/store-orders';
import type { Executor } from '../db/client';
import { storeOrders } from '../db/schema/index';

export type StoreOrderRow = typeof storeOrders.$inferSelect;
export type NewStoreOrder = typeof storeOrders.$inferInsert;

export async function insertStoreOrder(
  trx: Executor,
  order: NewStoreOrder,
): Promise<StoreOrderRow> {
  const [row] = await trx.insert(storeOrders).values(order).returning();
  if (!row) throw new Error('The store order was not stored');
  return row;
}

export async function findStoreOrder(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<StoreOrderRow | undefined> {
  const query = db.select().from(storeOrders).where(eq(storeOrders.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The customer's own order: the reference and the hash of the token both have to match. */
export async function findStoreOrderByToken(
  db: Executor,
  reference: string,
  tokenHash: string,
): Promise<StoreOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.reference, reference), eq(storeOrders.manageTokenHash, tokenHash)));
  return row;
}

export async function listStoreOrders(
  db: Executor,
  query: { status?: StoreOrderStatus | undefined; limit: number; offset: number },
): Promise<StoreOrderRow[]> {
  return db
    .select()
    .from(storeOrders)
    .where(query.status ? eq(storeOrders.status, query.status) : undefined)
    .orderBy(desc(storeOrders.createdAt), desc(storeOrders.id))
    .limit(query.limit)
    .offset(query.offset);
}

/** How many orders a selection holds (the list's X-Total-Count, docs/decisions/054). */
export async function countStoreOrders(
  db: Executor,
  query: { status?: StoreOrderStatus | undefined },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(storeOrders)
    .where(query.status ? eq(storeOrders.status, query.status) : undefined);
  return row?.total ?? 0;
}

export async function updateStoreOrder(
  trx: Executor,
  id: number,
  changes: Partial<NewStoreOrder>,
): Promise<StoreOrderRow> {
  const [row] = await trx
    .update(storeOrders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(storeOrders.id, id))
    .returning();
  if (!row) throw new Error(`Store order ${id} vanished`);
  return row;
}

/**
 * Cancels every unpaid order whose hold ran out and returns their ids. Idempotent by its WHERE:
 * two servers sweeping at once each cancel a row at most once (the second waits on the row lock,
 * then no longer matches `status = 'pending'`).
 */
export async function cancelLapsedOrders(trx: Executor, now: Date): Promise<number[]> {
  const rows = await trx
    .update(storeOrders)
    .set({
      status: 'cancelled',
      cancelReason: 'payment not completed',
      cancelledAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(storeOrders.status, 'pending'),
        sql`${storeOrders.paymentStatus} <> 'paid'`,
        lte(storeOrders.holdExpiresAt, now),
      ),
    )
    .returning({ id: storeOrders.id });
  return rows.map((row) => row.id);
}
