import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { backgroundJobs } from './index';

describe('the registered background jobs', () => {
  it('are the sweeps, reminders and owed refunds, with outbox delivery only when SMTP_URL or TWILIO_* is set', async () => {
    const app = await createTestApp();
    const named = (smtpUrl: string | undefined, twilio: Record<string, string> = {}) =>
      backgroundJobs(
        { ...app.ctx, config: { ...app.ctx.config, SMTP_URL: smtpUrl, ...twilio } },
        app.log,
      ).map((job) => [job.name, job.intervalMs, job.runAtStart ?? false, job.startDelayMs ?? 0]);
    const always = [
      ['photo-upload-expiry', 15 * 60_000, true, 0],
      ['diagnostic-booking-expiry', 15 * 60_000, true, 0],
      ['booking-reminders', 60_000, true, 1_000],
      ['lapsed-card-holds', 60_000, false, 0],
      ['stock-sweep', 60_000, false, 0],
      ['owed-refunds', 60_000, false, 0],
    ];
    expect(named(undefined)).toEqual(always);
    expect(named('smtp://127.0.0.1:2525')).toEqual([
      ...always,
      ['outbox-delivery', 5_000, false, 0],
    ]);
    const twilio = {
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+17045550100',
    };
    // One dispatcher for both channels: texts alone start it too; a half-set Twilio does not.
    expect(named(undefined, twilio)).toEqual([...always, ['outbox-delivery', 5_000, false, 0]]);
    expect(named(undefined, { ...twilio, TWILIO_FROM: '' })).toEqual(always);
  });
});
