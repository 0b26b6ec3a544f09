// The one dispatcher of the outbox (decisions.md "Text messages (SMS)", "Integrations"; docs/
// decisions/056): e-mails and texts (channel.ts) and webhook deliveries (webhooks.ts), each
// channel and each webhook endpoint a lane of its own (lanes.ts), so a silent receiver or a slow
// provider holds up only its own messages.
import type { Executor } from '../../db/client';
import type { OutboxTransports } from './channel';
import { deliveryLanes } from './lanes';

export {
  CLAIM_LEASE_MS,
  MAX_ATTEMPTS,
  retryDelayMs,
  type OutboxTransports,
  type TextTransport,
} from './channel';

/**
 * One pass of every lane, waited for: the due messages of every channel with a transport and the
 * due webhook deliveries of every endpoint, the lanes side by side. A failed message is tried
 * again after an exponential back-off (retryDelayMs); after MAX_ATTEMPTS it is marked 'failed'
 * (webhooks have their own 24-hour schedule, webhook-retries.ts). Returns how many went out. The
 * server's job does not wait like this: it starts lanes and lets each run (lanes.ts).
 */
export async function deliverPending(
  db: Executor,
  transports: OutboxTransports,
  options: { batchSize?: number; now?: () => Date } = {},
): Promise<number> {
  const lanes = deliveryLanes(db, transports, options);
  await lanes.tick();
  return lanes.idle();
}
