// How the outbox's rows are claimed, e-mails and texts (outbox_emails) and webhook deliveries
// alike: FOR UPDATE SKIP LOCKED lets several app servers claim at once without picking the same
// row; moving nextAttemptAt past the lease keeps it claimed after this short transaction ends, so
// no lock is held while SMTP, Twilio or a webhook receiver talks.
import { and, asc, eq, lte, notInArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { outboxEmails, webhookDeliveries } from '../../db/schema/index';

/**
 * "now + offset" for the outbox's times. By default the database's clock: every app server then
 * compares against one clock, and a message enqueued a microsecond ago (its nextAttemptAt is the
 * database's now()) is due at once. Tests pass their own clock.
 */
export type Clock = (offsetMs?: number) => Date | SQL;

type Leased = typeof outboxEmails | typeof webhookDeliveries;

/** The oldest due pending row of `table` (and `where`) not in `skip`, leased for `leaseMs`. */
export async function claimDue<T extends Leased>(
  db: Executor,
  table: T,
  options: { clock: Clock; leaseMs: number; skip: readonly number[]; where?: SQL | undefined },
): Promise<T['$inferSelect'] | null> {
  const { clock, leaseMs, skip, where } = options;
  const leased = table as Leased;
  return db.transaction(async (trx) => {
    const [row] = await trx
      .select()
      .from(leased)
      .where(
        and(
          eq(leased.status, 'pending'),
          lte(leased.nextAttemptAt, clock()),
          skip.length ? notInArray(leased.id, [...skip]) : undefined,
          where,
        ),
      )
      .orderBy(asc(leased.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    await trx
      .update(leased)
      .set({ nextAttemptAt: clock(leaseMs) })
      .where(eq(leased.id, row.id));
    return row as T['$inferSelect'];
  });
}
