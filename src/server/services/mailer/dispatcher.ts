import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { deliverPending, type MailTransport } from './outbox';

/**
 * Delivers the outbox every few seconds while the app runs. Without SMTP_URL nothing is
 * started and mails stay in the outbox table, where staff and tests can read them.
 */
export function startOutboxDispatcher(options: {
  db: Executor;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverPending(options.db, options.transport, options.from)
      .catch((error: unknown) => options.log.error({ err: error }, 'outbox delivery failed'))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 5000);
  timer.unref();
  return () => clearInterval(timer);
}
