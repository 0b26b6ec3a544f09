// The outbox's third kind (decisions.md "Integrations"; docs/decisions/048-webhooks.md): webhook
// deliveries are claimed like e-mails and texts (SKIP LOCKED plus a lease that moves
// nextAttemptAt), sent outside the claim's transaction, and retried by webhook-retries.ts. Each
// endpoint is a lane of its own (lanes.ts): a receiver that never answers holds only its own.
import { and, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { type Clock, claimDue } from './claim';
import type { WebhookSender } from '../webhooks/send';
import { nextWebhookAttempt } from './webhook-retries';

/** The endpoints with a delivery due now (through webhook_deliveries_due_idx). */
export async function endpointsWithDueDeliveries(db: Executor, clock: Clock): Promise<number[]> {
  const rows = await db
    .select({ endpointId: webhookDeliveries.endpointId })
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, clock())),
    )
    .groupBy(webhookDeliveries.endpointId)
    .limit(1000);
  return rows.map((row) => row.endpointId);
}

/**
 * Sends one endpoint's due webhook deliveries, oldest first, at most `batchSize`. A 2xx marks one sent; any
 * other outcome records the status and error and sets the next attempt, or fails it once the
 * 24 hours are over. A delivery whose endpoint was switched off fails without a request.
 */
export async function deliverWebhooks(
  db: Executor,
  sender: WebhookSender,
  options: {
    endpointId: number;
    clock: Clock;
    now: () => Date;
    leaseMs: number;
    batchSize: number;
    abandon: AbortSignal;
  },
): Promise<number> {
  let sent = 0;
  const tried: number[] = [];
  for (let i = 0; i < options.batchSize && !options.abandon.aborted; i++) {
    const delivery = await claimDue(db, webhookDeliveries, {
      clock: options.clock,
      leaseMs: options.leaseMs,
      skip: tried,
      where: eq(webhookDeliveries.endpointId, options.endpointId),
    });
    if (!delivery) break;
    tried.push(delivery.id);
    const [endpoint] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, delivery.endpointId));
    if (!endpoint?.active) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', lastError: 'The endpoint is switched off' })
        .where(eq(webhookDeliveries.id, delivery.id));
      continue;
    }
    const at = options.now();
    const attempt = await sender(
      {
        messageId: delivery.messageId,
        body: delivery.body,
        url: endpoint.url,
        secret: endpoint.secret,
      },
      at,
      options.abandon,
    );
    if (options.abandon.aborted) {
      // Shutdown cut the attempt: due again at once, for the next start or another server.
      await db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: options.clock() })
        .where(eq(webhookDeliveries.id, delivery.id));
      break;
    }
    const attempts = delivery.attempts + 1;
    if (attempt.ok) {
      await db
        .update(webhookDeliveries)
        .set({
          status: 'sent',
          attempts,
          sentAt: at,
          responseStatus: attempt.responseStatus,
          lastError: null,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
      sent += 1;
      continue;
    }
    const next = nextWebhookAttempt(delivery.createdAt, attempts, at);
    await db
      .update(webhookDeliveries)
      .set({
        attempts,
        responseStatus: attempt.responseStatus,
        lastError: attempt.error,
        ...(next ? { nextAttemptAt: next } : { status: 'failed' as const }),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
  }
  return sent;
}
