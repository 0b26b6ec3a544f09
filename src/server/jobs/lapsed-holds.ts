// A card booking's unpaid hold that lapsed becomes cancelled "payment not completed"
// (decisions.md "Payments", docs/decisions/011-references-and-money.md) through the booking
// module's lapseHold, so webhooks, live streams and the technicians hear of it
// (docs/decisions/052-every-change-recorded.md); a payment that still arrives may take the place
// back (src/server/payments/lapsed-holds.ts). Run every minute by the background jobs
// (./index.ts): a hold is 15 minutes, so it is swept within 16.
import { sql } from 'drizzle-orm';
import { lapsedHoldAt, lapseHold } from '../bookings/lapse';
import type { AppContext } from '../context';
import { queryRows, type Executor } from '../db/client';
import { bookings } from '../db/schema/index';
import { manageLinks } from '../services/manage-links';

/** Rows a transaction locks at once: the embedded database is held briefly, never for all. */
const BATCH = 25;

/**
 * Cancels every unpaid card booking whose hold has lapsed, a batch per transaction, each with its
 * history event, webhook and messages in the same transaction. Rows another server's pass holds
 * are skipped (SKIP LOCKED), and a row paid meanwhile no longer matches: safe on several servers.
 * Without `now`, the database's clock decides, the same clock that set the hold. Returns the ids.
 */
export async function cancelLapsedCardBookings(
  ctx: Pick<AppContext, 'db' | 'config'>,
  now?: Date,
): Promise<number[]> {
  const links = await manageLinks(ctx);
  const cancelled: number[] = [];
  for (;;) {
    const batch = await ctx.db.transaction(async (trx) => {
      const at = now ?? (await databaseNow(trx));
      const rows = await trx
        .select()
        .from(bookings)
        .where(lapsedHoldAt(at))
        .orderBy(bookings.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const context = { actor: { kind: 'system' } as const, links, now: at };
      const done: number[] = [];
      for (const row of rows) {
        if (await lapseHold(trx, row, context)) done.push(row.id);
      }
      return { found: rows.length, done };
    });
    cancelled.push(...batch.done);
    if (batch.found < BATCH) return cancelled;
  }
}

/** The database's clock: the one that set every hold, shared by every app server. */
async function databaseNow(trx: Executor): Promise<Date> {
  const [row] = await queryRows<{ now: string | Date }>(trx, sql`select now() as now`);
  return new Date(row?.now ?? Date.now());
}
