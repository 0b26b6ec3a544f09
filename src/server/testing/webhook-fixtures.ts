// Webhook deliveries as an integrator receives them, for the tests of the changes the system
// makes (docs/decisions/052-every-change-recorded.md): an endpoint registered through the API on
// a local receiver, one dispatcher pass as the job runner makes it, and each delivery verified
// with the `standardwebhooks` library, as routes/webhook-endpoints/webhook-endpoints.test.ts does.
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { expect, vi } from 'vitest';
import type { BuiltApp } from '../app';
import type { StaffBooking } from '../../domain/schemas/staff';
import type { CreatedWebhookEndpoint } from '../../domain/schemas/webhooks';
import type { WebhookEvent } from '../../domain/webhooks/events';
import { webhookDeliveries } from '../db/schema/index';
import { startReceiver } from '../routes/webhook-endpoints/receiver';
import { bearer } from '../routes/staff-bookings/staff-fixtures';
import { deliverPending } from '../services/outbox/dispatcher';
import { httpWebhookSender } from '../services/webhooks/send';

export type VerifiedDelivery = { type: string; timestamp: string; data: StaffBooking };

export async function webhookSpy(app: BuiltApp, adminToken: string) {
  const receiver = await startReceiver();
  const sender = httpWebhookSender({ production: false });
  let paths = 0;
  return {
    /**
     * Dispatcher passes until nothing is left to send (each a minute after the last, so a
     * delivery that failed is retried when due), then waits until every delivery is sent and
     * recorded by the receiver.
     */
    async deliver() {
      const start = Date.now();
      for (let pass = 0; pass < 5; pass++) {
        const now = new Date(start + pass * 61_000);
        await deliverPending(app.ctx.db, { webhooks: sender }, { now: () => now });
        const [pending] = await app.ctx.db
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.status, 'pending'))
          .limit(1);
        if (!pending) break;
      }
      // The app's own outbox job may hold a delivery (its lease) while it sends it: wait until
      // nothing is pending and the receiver has recorded everything marked sent.
      await vi.waitFor(
        async () => {
          const rows = await app.ctx.db
            .select({ status: webhookDeliveries.status })
            .from(webhookDeliveries);
          expect(rows.filter((row) => row.status === 'pending')).toEqual([]);
          const sent = rows.filter((row) => row.status === 'sent').length;
          expect(receiver.received.length).toBeGreaterThanOrEqual(sent);
        },
        { timeout: 10_000, interval: 100 },
      );
    },
    /** A new endpoint for `events`; `verified()` answers what reached it, each one verified. */
    async register(events: WebhookEvent[]) {
      paths += 1;
      const path = `/spy/${paths}`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/webhook-endpoints',
        headers: bearer(adminToken),
        payload: { url: receiver.url(path), events },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { secret } = response.json<CreatedWebhookEndpoint>();
      const webhook = new Webhook(secret);
      return {
        verified: (): VerifiedDelivery[] =>
          receiver.received
            .filter((r) => r.path === path)
            .map(
              (r) =>
                webhook.verify(r.body, {
                  'webhook-id': String(r.headers['webhook-id']),
                  'webhook-timestamp': String(r.headers['webhook-timestamp']),
                  'webhook-signature': String(r.headers['webhook-signature']),
                }) as VerifiedDelivery,
            ),
      };
    },
  };
}
