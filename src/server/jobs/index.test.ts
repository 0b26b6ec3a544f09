import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { backgroundJobs } from './index';

describe('the registered background jobs', () => {
  it('are the sweeps, reminders, owed refunds and the outbox delivery, which webhooks need whatever SMTP_URL or TWILIO_* say (048)', async () => {
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
      ['outbox-delivery', 5_000, false, 0],
    ];
    expect(named(undefined)).toEqual(always);
    expect(named('smtp://127.0.0.1:2525')).toEqual(always);
    const twilio = {
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+17045550100',
    };
    expect(named(undefined, twilio)).toEqual(always);
  });
});
