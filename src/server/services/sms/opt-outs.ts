// The numbers that texted STOP (decisions.md "Text messages (SMS)"): opted out of every text,
// for every booking, until START. A STOP also withdraws the texts still waiting in the outbox.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxEmails, smsOptOuts } from '../../db/schema/index';

export const OPTED_OUT_ERROR = 'The number opted out (STOP)';

export async function optOut(executor: Executor, phone: string): Promise<void> {
  await executor.insert(smsOptOuts).values({ phone }).onConflictDoNothing();
  await executor
    .update(outboxEmails)
    .set({ status: 'failed', lastError: OPTED_OUT_ERROR })
    .where(
      and(
        eq(outboxEmails.channel, 'sms'),
        eq(outboxEmails.to, phone),
        eq(outboxEmails.status, 'pending'),
      ),
    );
}

export async function optIn(executor: Executor, phone: string): Promise<void> {
  await executor.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
}

export async function isOptedOut(executor: Executor, phone: string): Promise<boolean> {
  const [row] = await executor
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phone, phone));
  return row !== undefined;
}

/** Which of these numbers opted out. */
export async function optedOutAmong(executor: Executor, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await executor
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(inArray(smsOptOuts.phone, phones));
  return new Set(rows.map((row) => row.phone));
}
