// The one way an event becomes webhook deliveries (decisions.md "Integrations"): a row per active
// endpoint subscribed to the event, written in the caller's transaction, so a delivery exists
// exactly when the change commits. The outbox dispatcher sends them (services/outbox).
import { randomBytes } from 'node:crypto';
import type { WebhookEvent } from '../../../domain/webhooks/events';
import type { Executor } from '../../db/client';
import { insertDeliveries, subscribedEndpoints } from './repository';

/** A Standard Webhooks message id: every attempt of one delivery repeats it as `webhook-id`. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** The body every subscriber receives: `{ type, timestamp, data }`, stored as it is sent. */
export function webhookBody(type: WebhookEvent, data: unknown, now: Date): string {
  return JSON.stringify({ type, timestamp: now.toISOString(), data });
}

/**
 * Writes a delivery of this event for each active endpoint subscribed to it. `data` may be a
 * function: it is called (once) only when someone subscribed, so an event nobody listens to
 * costs one small query. Answers how many deliveries were written.
 */
export async function enqueueWebhooks(
  trx: Executor,
  type: WebhookEvent,
  data: unknown,
  now: Date = new Date(),
): Promise<number> {
  const endpoints = await subscribedEndpoints(trx, type);
  if (endpoints.length === 0) return 0;
  const payload: unknown = typeof data === 'function' ? await (data as () => unknown)() : data;
  if (payload === undefined) return 0;
  const body = webhookBody(type, payload, now);
  await insertDeliveries(
    trx,
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      messageId: newMessageId(),
      eventType: type,
      body,
    })),
  );
  return endpoints.length;
}
