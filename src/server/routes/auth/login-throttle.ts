// Login throttling shared by every app server (decisions.md "Staff accounts", docs/decisions/009).
// Each attempt is a row in login_attempts, inserted BEFORE the password is checked, then counted
// in the window. Parallel guesses therefore count: whichever order they commit in, the k-th
// committed attempt sees at least k rows, so at most 5 of them ever reach the password check.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';

/** 429 after 5 failures in 15 minutes for one username from one address... */
export const MAX_FAILURES_PER_USERNAME = 5;
/** ...and after 30 from one address, whatever the usernames. */
export const MAX_FAILURES_PER_ADDRESS = 30;
export const FAILURE_WINDOW_MINUTES = 15;

const windowStart = sql`now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`;

export type Attempt = { id: number; username: string; ip: string };

/**
 * Records this attempt and tells whether it may go on to the password check. Every attempt that
 * does not end in a sign-in stays counted, including the refused ones, so the right password sent
 * during a burst of wrong ones is refused as well.
 */
export async function beginAttempt(
  db: Db,
  username: string,
  ip: string,
): Promise<{ attempt: Attempt; allowed: boolean }> {
  const name = username.trim().toLowerCase();
  const [row] = await db
    .insert(loginAttempts)
    .values({ username: name, ip })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error('The sign-in attempt could not be recorded');
  // A new statement, so it sees every attempt committed before ours, including ours.
  const [counts] = await db
    .select({
      forUsername: sql<number>`count(*) filter (where ${loginAttempts.username} = ${name})`.mapWith(
        Number,
      ),
      forAddress: sql<number>`count(*)`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.attemptedAt, windowStart)));
  const allowed =
    (counts?.forUsername ?? 0) <= MAX_FAILURES_PER_USERNAME &&
    (counts?.forAddress ?? 0) <= MAX_FAILURES_PER_ADDRESS;
  return { attempt: { id: row.id, username: name, ip }, allowed };
}

/**
 * The password was right: this attempt and this username's earlier failures from this address
 * stop counting (a few typos before a sign-in are forgiven; other addresses keep theirs).
 */
export async function forgetAttempts(db: Db, attempt: Attempt): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.ip, attempt.ip), eq(loginAttempts.username, attempt.username)));
}

const lastPruned = new WeakMap<Db, number>();

/**
 * Attempts older than the window no longer count; deleting them keeps the table small. At most
 * once a minute per server, so a flood of attempts does not scan the table on every request.
 */
export async function pruneAttempts(db: Db, now = Date.now()): Promise<void> {
  if (now - (lastPruned.get(db) ?? 0) < 60_000) return;
  lastPruned.set(db, now);
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, windowStart));
}
