// The webhook retry schedule (decisions.md "Integrations"): the first retry within a minute,
// growing waits, and no attempt past 24 hours after the event.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextWebhookAttempt,
  webhookRetryDelayMs,
  WEBHOOK_RETRY_WINDOW_MS,
} from './webhook-retries';

const created = new Date('2030-01-15T15:00:00Z');
const MIN = 60_000;

describe('webhook retries', () => {
  it.each([
    [1, 0.5 * MIN],
    [2, 2 * MIN],
    [3, 10 * MIN],
    [4, 60 * MIN],
    [7, 480 * MIN],
    [20, 480 * MIN],
  ])('after %i failures the wait is %i ms', (failures, wait) => {
    expect(webhookRetryDelayMs(failures)).toBe(wait);
  });

  it('waits grow and the first is within a minute', () => {
    expect(webhookRetryDelayMs(1)).toBeLessThanOrEqual(MIN);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (n) => {
        expect(webhookRetryDelayMs(n + 1)).toBeGreaterThanOrEqual(webhookRetryDelayMs(n));
      }),
    );
  });

  it('following the schedule, it keeps trying for about a day, then gives up', () => {
    let now = created;
    let failures = 0;
    for (;;) {
      failures += 1;
      const next = nextWebhookAttempt(created, failures, now);
      if (!next) break;
      expect(next.getTime() - created.getTime()).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);
      now = next;
    }
    expect(now.getTime() - created.getTime()).toBeGreaterThan(20 * 60 * MIN);
    expect(failures).toBe(9);
  });
});
