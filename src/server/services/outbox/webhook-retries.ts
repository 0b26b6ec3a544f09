// How long a webhook delivery keeps trying (decisions.md "Integrations"; 048): growing waits, the
// first within a minute, for 24 hours after the event; then it is marked failed (Re-send in the
// admin gives it one more attempt).

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The waits after the 1st, 2nd, ... failure; past the list, its last wait again. */
export const WEBHOOK_RETRY_DELAYS_MS = [
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
] as const;

export const WEBHOOK_RETRY_WINDOW_MS = 24 * HOUR;

export function webhookRetryDelayMs(failures: number): number {
  const index = Math.min(Math.max(failures, 1), WEBHOOK_RETRY_DELAYS_MS.length) - 1;
  return WEBHOOK_RETRY_DELAYS_MS[index] ?? 8 * HOUR;
}

/**
 * After a failed attempt: when to try again, or null when the next try would fall past the
 * 24 hours after the event was written (the delivery is then failed).
 */
export function nextWebhookAttempt(createdAt: Date, failures: number, now: Date): Date | null {
  const next = new Date(now.getTime() + webhookRetryDelayMs(failures));
  return next.getTime() - createdAt.getTime() > WEBHOOK_RETRY_WINDOW_MS ? null : next;
}
