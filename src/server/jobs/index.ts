// Every background job of the server, registered here and nowhere else
// (docs/decisions/023-background-jobs.md). Each app server runs all of them: every pass is safe
// on several servers at once (an UPDATE or DELETE whose WHERE stops matching once done, SKIP
// LOCKED, or a unique row), so nothing needs one leader.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { deleteExpiredUploads } from '../services/photos/repository';
import { deleteExpiredDiagnosticBookings } from '../bookings/diagnostic-expiry';
import { sweepLapsedOrders } from '../store-orders/sweep';
import { retryOwedRefunds } from '../payments/refunds';
import { deliveryLanes } from '../services/outbox/lanes';
import { httpWebhookSender } from '../services/webhooks/send';
import { createSmtpTransport } from '../services/mailer/smtp-transport';
import { manageLinks } from '../services/manage-links';
import { createTwilioTransport, twilioSettings } from '../services/sms/twilio-transport';
import { sendDueReminders } from '../services/reminders';
import { cancelLapsedCardBookings } from './lapsed-holds';
import { startJobs, type Job } from './runner';
import { nightlyBackupJob } from './nightly-backup';

const MINUTE_MS = 60_000;

/** The jobs this configuration runs, in the order they start. */
export function backgroundJobs(ctx: AppContext, log: FastifyBaseLogger): Job[] {
  const jobs: Job[] = [
    {
      // Uploads no booking named within UPLOAD_LIFETIME_HOURS go, with their files (012).
      name: 'photo-upload-expiry',
      intervalMs: 15 * MINUTE_MS,
      runAtStart: true,
      run: async () => {
        const count = await deleteExpiredUploads(ctx.db, ctx.photoFiles);
        if (count > 0) log.info({ count }, 'expired room photo uploads deleted');
      },
    },
    {
      // Diagnostic bookings go 24 hours after they were made (021).
      name: 'diagnostic-booking-expiry',
      intervalMs: 15 * MINUTE_MS,
      runAtStart: true,
      run: async () => {
        const ids = await deleteExpiredDiagnosticBookings(ctx.db, ctx.photoFiles);
        if (ids.length > 0) log.info({ bookings: ids }, 'expired diagnostic bookings deleted');
      },
    },
    {
      // A second after start, so a server that was down catches up at once (issue 15).
      name: 'booking-reminders',
      intervalMs: MINUTE_MS,
      runAtStart: true,
      startDelayMs: 1_000,
      run: async () => {
        const sent = await sendDueReminders(ctx.db, await manageLinks(ctx), new Date());
        if (sent > 0) log.info({ sent }, 'booking reminders written to the outbox');
      },
    },
    {
      // Unpaid card bookings whose 15-minute hold lapsed become cancelled (011).
      name: 'lapsed-card-holds',
      intervalMs: MINUTE_MS,
      run: async () => {
        const ids = await cancelLapsedCardBookings(ctx);
        if (ids.length > 0) log.info({ bookings: ids }, 'lapsed card holds cancelled');
      },
    },
    {
      // Lapsed store orders and ended bookings give their stock back (014).
      name: 'stock-sweep',
      intervalMs: MINUTE_MS,
      run: async () => {
        await sweepLapsedOrders(ctx.db);
      },
    },
    {
      // Refunds a cancel recorded but the provider has not taken yet are asked again (027).
      name: 'owed-refunds',
      intervalMs: MINUTE_MS,
      run: async () => {
        const { sent, owed } = await retryOwedRefunds(ctx);
        if (sent > 0) log.info({ sent }, 'owed refunds sent');
        if (owed > 0) log.warn({ owed }, 'refunds still owed: the provider did not take them');
      },
    },
  ];
  // 3 AM in New York, on the embedded database only (docs/decisions/046).
  const backup = nightlyBackupJob(ctx, log);
  if (backup) jobs.push(backup);
  const { SMTP_URL, MAIL_FROM } = ctx.config;
  const twilio = twilioSettings(ctx.config);
  // One dispatcher for e-mails, texts and webhooks (docs/decisions/038-text-messages.md,
  // 048-webhooks.md). A channel with no transport (no SMTP_URL, no TWILIO_*) keeps its messages
  // in the outbox table, where staff and tests read them; webhooks need no settings, so the
  // dispatcher always runs. The outbox's claim (SKIP LOCKED plus a lease) keeps servers apart.
  const transports = {
    email: SMTP_URL ? { transport: createSmtpTransport(SMTP_URL), from: MAIL_FROM } : undefined,
    sms: twilio ? createTwilioTransport(twilio, ctx.config) : undefined,
    webhooks: httpWebhookSender({ production: ctx.config.isProduction }),
  };
  // Each channel and each webhook endpoint is a lane of its own that a pass starts and does not
  // wait for (056): a silent receiver holds only its own deliveries. Shutdown abandons the sends
  // in flight; their messages are due again at once.
  const lanes = deliveryLanes(ctx.db, transports, { log });
  jobs.push({
    name: 'outbox-delivery',
    intervalMs: 5_000,
    run: () => lanes.tick(),
    stop: () => lanes.stop(),
  });
  return jobs;
}

/**
 * Starts the jobs with the app and stops them when it closes: in preClose, which runs before
 * every onClose hook, so the database closes only after the passes in flight have finished.
 */
export function registerBackgroundJobs(app: FastifyInstance, ctx: AppContext): void {
  const running = startJobs(backgroundJobs(ctx, app.log), app.log);
  app.addHook('preClose', () => running.stop());
}
