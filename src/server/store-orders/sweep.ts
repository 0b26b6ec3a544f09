// Giving stock back (decisions.md "Store (Mount Depot)"): an unpaid order's hold lapses after 15
// minutes, and a booking that ended (cancelled, refunded, or an unpaid card hold that lapsed)
// no longer needs its products. Run every minute by the background jobs (src/server/jobs), so
// stock is back within 16 minutes. Safe on several servers at once: every step is an UPDATE whose
// WHERE stops matching once done, so nothing is released twice.
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { queryRows } from '../db/client';
import { products } from '../db/schema/index';
import { cancelLapsedOrders } from './repository';
import { mergeLines, releaseStockOfOrders } from '../services/stock';

export type SweepResult = { cancelledOrders: number; unitsReleased: number };

export async function sweepLapsedOrders(db: Db, now: Date = new Date()): Promise<SweepResult> {
  return db.transaction(async (trx) => {
    const ids = await cancelLapsedOrders(trx, now);
    const fromOrders = await releaseStockOfOrders(trx, ids, now);
    const fromBookings = await releaseStockOfEndedBookings(trx, now);
    return { cancelledOrders: ids.length, unitsReleased: fromOrders + fromBookings };
  });
}

async function releaseStockOfEndedBookings(trx: Executor, now: Date): Promise<number> {
  const released = await queryRows<{ product_id: number; quantity: number }>(
    trx,
    sql`update stock_holds h set released_at = ${now}
        from bookings b
        where h.booking_id = b.id and h.released_at is null
          and (b.status = 'cancelled' or b.payment_status = 'refunded'
               or (b.payment_method = 'card' and b.payment_status <> 'paid'
                   and b.hold_expires_at is not null and b.hold_expires_at <= ${now}))
        returning h.product_id, h.quantity`,
  );
  const back = mergeLines(
    released.map((row) => ({ productId: row.product_id, quantity: Number(row.quantity) })),
  );
  for (const line of back) {
    await trx.execute(
      sql`update ${products} set stock = stock + ${line.quantity}, updated_at = ${now}
          where id = ${line.productId}`,
    );
  }
  return back.reduce((units, line) => units + line.quantity, 0);
}
