// The webhook endpoints and their deliveries (db/schema/integrations.ts). Only this file and the
// outbox dispatcher touch the two tables.
import { and, arrayContains, desc, eq } from 'drizzle-orm';
import type { WebhookDelivery, WebhookEndpoint } from '../../../domain/schemas/webhooks';
import { isWebhookEvent } from '../../../domain/webhooks/events';
import type { Executor } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** What the API answers of an endpoint: never its secret. */
export function toWebhookEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter(isWebhookEvent),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWebhookDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    // A settled delivery is not tried again: no next attempt to show.
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

export async function listEndpoints(db: Executor): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.id));
}

export async function findEndpoint(db: Executor, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function insertEndpoint(
  db: Executor,
  values: { url: string; events: string[]; secret: string; createdBy: number },
): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('The endpoint was not stored');
  return row;
}

export async function updateEndpoint(
  db: Executor,
  id: number,
  values: { url?: string | undefined; events?: string[] | undefined; active?: boolean | undefined },
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(values.url !== undefined ? { url: values.url } : {}),
      ...(values.events !== undefined ? { events: values.events } : {}),
      ...(values.active !== undefined ? { active: values.active } : {}),
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The active endpoints that subscribed to this event. */
export async function subscribedEndpoints(db: Executor, eventType: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.active, true), arrayContains(webhookEndpoints.events, [eventType])),
    )
    .orderBy(webhookEndpoints.id);
}

export async function insertDeliveries(
  db: Executor,
  rows: { endpointId: number; messageId: string; eventType: string; body: string }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(webhookDeliveries).values(rows);
}

export async function recentDeliveries(
  db: Executor,
  endpointId: number,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

/**
 * A failed delivery is due again now: one more attempt with the same webhook-id and body (a
 * receiver that deduplicates by webhook-id sees the same message). Only failed ones: a pending one
 * is already being tried, a sent one would arrive twice.
 */
export async function resendDelivery(
  db: Executor,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDeliveryRow | 'not failed' | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: new Date() })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, 'failed'),
      ),
    )
    .returning();
  if (row) return row;
  const [existing] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  return existing ? 'not failed' : undefined;
}
