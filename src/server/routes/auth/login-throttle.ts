// Login throttling shared by every app server (docs/decisions/004-staff-auth.md): the recent
// failure times of a username and of an address are kept in app_settings, one row per key,
// updated under a row lock, so two servers behind one database count the same failures.
import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/index';

/** decisions.md "Staff accounts": 429 after 5 failures in 15 minutes per username or address. */
export const MAX_LOGIN_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const PREFIX = 'login-failures:';

export function throttleKeys(username: string, ip: string): string[] {
  return [`${PREFIX}user:${username.trim().toLowerCase()}`, `${PREFIX}ip:${ip}`];
}

function recentFailures(value: string | undefined, now: number): number[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (t): t is number => typeof t === 'number' && t > now - FAILURE_WINDOW_MS && t <= now,
    );
  } catch {
    return [];
  }
}

/** True when any key already has its 5 failures inside the last 15 minutes. */
export async function isThrottled(db: Db, keys: string[], now = Date.now()): Promise<boolean> {
  for (const key of keys) {
    const [row] = await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, key));
    if (recentFailures(row?.value, now).length >= MAX_LOGIN_FAILURES) return true;
  }
  return false;
}

/** Adds one failure to each key (a sliding window: only the newest 5 inside the window are kept). */
export async function recordFailure(db: Db, keys: string[], now = Date.now()): Promise<void> {
  for (const key of keys) {
    await db.transaction(async (trx) => {
      await trx
        .insert(appSettings)
        .values({ key, value: '[]' })
        .onConflictDoNothing({ target: appSettings.key });
      const [row] = await trx
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, key))
        .for('update');
      const failures = [...recentFailures(row?.value, now), now].slice(-MAX_LOGIN_FAILURES);
      await trx
        .update(appSettings)
        .set({ value: JSON.stringify(failures) })
        .where(eq(appSettings.key, key));
    });
  }
  // Forget keys whose newest failure left the window, so the table stays small.
  await db
    .delete(appSettings)
    .where(
      and(
        like(appSettings.key, `${PREFIX}%`),
        lt(sql`(${appSettings.value}::jsonb ->> -1)::bigint`, now - FAILURE_WINDOW_MS),
      ),
    );
}

/** A successful sign-in clears the username's failures (the address keeps its count). */
export async function clearFailures(db: Db, usernameKey: string): Promise<void> {
  await db.delete(appSettings).where(eq(appSettings.key, usernameKey));
}
