import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { deliverPending, type MailTransport } from './outbox';

/**
 * Delivers the outbox every few seconds while the app runs. Without SMTP_URL nothing is
 * started and mails stay in the outbox table, where staff and tests can read them. Several app
 * servers may each run one: the outbox's claim (SKIP LOCKED plus a lease) keeps them apart.
 * The returned stop function waits for a pass in flight, so the database is not closed under it.
 */
export function startOutboxDispatcher(options: {
  db: Executor;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = deliverPending(options.db, options.transport, options.from)
      .then((sent) => {
        if (sent > 0) options.log.info({ sent }, 'outbox mails delivered');
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'outbox delivery failed'))
      .finally(() => {
        inFlight = null;
      });
  }, options.intervalMs ?? 5000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
}
