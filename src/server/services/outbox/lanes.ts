// The outbox's lanes (decisions.md "Holding up under abuse": e-mail, texts and webhooks never
// wait for each other; a slow or silent webhook receiver delays only its own deliveries;
// docs/decisions/056). One pass for everything let a receiver that never answers hold every
// customer's confirmation text for 45-71 s. Now e-mail is a lane, texts are a lane, and each
// webhook endpoint is a lane; tick() starts every lane that has work and is not already running,
// and returns without waiting for them. A lane sends one message at a time, each within 10 s.
// stop() abandons the sends in flight (their messages are due again at once) and waits for the
// lanes to record that.
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import {
  CLAIM_LEASE_MS,
  databaseClock,
  deliverChannel,
  fixedClock,
  type OutboxTransports,
} from './channel';
import { deliverWebhooks, endpointsWithDueDeliveries } from './webhooks';

export type DeliveryLanes = {
  /** Starts the lanes with due work that are not running; resolves once they are started. */
  tick: () => Promise<void>;
  /** Waits for the running lanes; answers how many messages they sent. */
  idle: () => Promise<number>;
  /** Abandons the sends in flight and waits for every lane to end. */
  stop: () => Promise<void>;
  /** The lanes running now, by name (email, sms, webhook:<endpoint id>). */
  running: () => string[];
};

export function deliveryLanes(
  db: Executor,
  transports: OutboxTransports,
  options: {
    batchSize?: number;
    now?: (() => Date) | undefined;
    log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  } = {},
): DeliveryLanes {
  const clock = options.now ? fixedClock(options.now) : databaseClock;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 20;
  const stopping = new AbortController();
  const lanes = new Map<string, Promise<number>>();

  const start = (name: string, run: () => Promise<number>) => {
    if (lanes.has(name) || stopping.signal.aborted) return;
    const lane = run()
      .then((sent) => {
        if (sent > 0) options.log?.info({ sent, lane: name }, 'outbox messages delivered');
        return sent;
      })
      .catch((err: unknown) => {
        options.log?.warn({ err, lane: name }, `outbox lane ${name} failed`);
        return 0;
      })
      .finally(() => lanes.delete(name));
    lanes.set(name, lane);
  };

  return {
    async tick() {
      const abandon = stopping.signal;
      for (const channel of ['email', 'sms'] as const) {
        if (transports[channel]) {
          start(channel, () =>
            deliverChannel(db, channel, transports, { clock, batchSize, abandon }),
          );
        }
      }
      const sender = transports.webhooks;
      if (!sender || abandon.aborted) return;
      for (const endpointId of await endpointsWithDueDeliveries(db, clock)) {
        start(`webhook:${endpointId}`, () =>
          deliverWebhooks(db, sender, {
            endpointId,
            clock,
            now,
            leaseMs: CLAIM_LEASE_MS,
            batchSize,
            abandon,
          }),
        );
      }
    },
    async idle() {
      const sent = await Promise.all(lanes.values());
      return sent.reduce((sum, n) => sum + n, 0);
    },
    async stop() {
      stopping.abort();
      await Promise.all(lanes.values());
    },
    running: () => [...lanes.keys()],
  };
}
