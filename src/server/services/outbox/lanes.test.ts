// Deliveries that never wait for each other (decisions.md "Holding up under abuse"; docs/
// decisions/056). Issue 44: a webhook receiver that never answered held customers' confirmation
// texts for 45-71 s (one pass for every channel), and one answering 1.5 GB took the server to
// 1,382 MB. Here a receiver that never answers holds only its own lane: the next booking's text
// and another endpoint's delivery go at once while it hangs, and shutdown abandons it for a
// retry; a receiver that streams forever is read for 64 KB and dropped.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { CreatedWebhookEndpoint } from '../../../domain/schemas/webhooks';
import { webhookDeliveries } from '../../db/schema/index';
import { dayAhead, postBooking, validDraft } from '../../routes/bookings/testing';
import { bearer, login } from '../../routes/staff-bookings/staff-fixtures';
import { createTestApp } from '../../testing/test-app';
import { httpWebhookSender, MAX_ANSWER_BYTES, type WebhookSender } from '../webhooks/send';
import type { TextTransport } from './channel';
import { deliveryLanes } from './lanes';

const app = await createTestApp();
const admin = await login(app, 'admin', 'admin123');
// Past every quiet hour, lease and back-off the app's own outbox job may have set meanwhile.
const later = () => new Date(Date.now() + 2 * 24 * 3600_000);

async function endpoint(url: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/webhook-endpoints',
    headers: bearer(admin),
    payload: { url, events: ['booking.created'] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedWebhookEndpoint>().id;
}

let n = 0;
async function optedInBooking(): Promise<BookingResponse> {
  n += 1;
  const res = await postBooking(
    app,
    validDraft({
      appointmentDate: dayAhead(2 + n),
      email: `lanes${n}@example.com`,
      phone: `(704) 555-03${String(n).padStart(2, '0')}`,
      smsOptIn: true,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BookingResponse>();
}

describe('the outbox lanes', () => {
  it('a receiver that never answers delays only its own deliveries, and shutdown abandons it', async () => {
    const silentId = await endpoint('http://silent.invalid/hook');
    const fastId = await endpoint('http://fast.invalid/hook');
    const texts: string[] = [];
    const sms: TextTransport = {
      send: async ({ body }) => {
        texts.push(body);
        return { providerId: `SM${texts.length}`, status: 'queued' };
      },
    };
    let silentCalls = 0;
    const fastBodies: string[] = [];
    // The silent receiver: no answer ever, until the sender is told to give up.
    const webhooks: WebhookSender = (message, _at, abandon) => {
      if (message.url.includes('silent')) {
        silentCalls += 1;
        return new Promise((resolve) =>
          abandon?.addEventListener('abort', () =>
            resolve({ ok: false, responseStatus: null, error: 'abandoned' }),
          ),
        );
      }
      fastBodies.push(message.body);
      return Promise.resolve({ ok: true, responseStatus: 204, error: null });
    };
    const lanes = deliveryLanes(app.ctx.db, { sms, webhooks }, { now: later });

    const first = await optedInBooking();
    await lanes.tick();
    await vi.waitFor(() => {
      expect(silentCalls).toBe(1);
      expect(texts.some((t) => t.includes(first.reference))).toBe(true);
    });
    expect(lanes.running()).toContain(`webhook:${silentId}`);

    // While the silent receiver holds its lane, the next booking's text and the other
    // endpoint's delivery go on the next pass.
    const second = await optedInBooking();
    await lanes.tick();
    await vi.waitFor(
      () => {
        expect(texts.some((t) => t.includes(second.reference))).toBe(true);
        expect(fastBodies.filter((b) => b.includes(second.reference))).toHaveLength(1);
      },
      { timeout: 5_000 },
    );
    expect(silentCalls).toBe(1);
    expect(lanes.running()).toEqual([`webhook:${silentId}`]);

    // Shutdown: the send in flight is abandoned, not counted, and due again for a retry.
    await lanes.stop();
    expect(lanes.running()).toEqual([]);
    const silent = await app.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.endpointId, silentId), eq(webhookDeliveries.status, 'pending')),
      );
    expect(silent.length).toBeGreaterThanOrEqual(1);
    const abandoned = silent.find((d) => d.body.includes(first.reference));
    expect(abandoned?.attempts).toBe(0);
    expect(abandoned!.nextAttemptAt.getTime()).toBeLessThanOrEqual(later().getTime());
    const fast = await app.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, fastId));
    expect(fast.every((d) => d.status === 'sent')).toBe(true);
  });
});

describe('a receiver that answers forever', () => {
  const responses: ServerResponse[] = [];
  let written = 0;
  let closed = false;
  const server = createServer((req, res) => {
    req.resume();
    responses.push(res);
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const pump = () => {
      while (!closed && res.write(chunk)) written += chunk.length;
      if (!closed) res.once('drain', pump);
    };
    res.on('close', () => {
      closed = true;
    });
    pump();
  });
  afterAll(() => {
    for (const res of responses) res.destroy();
    server.close();
  });

  it('is read for 64 KB, then its connection is dropped', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // A long limit: only the 64 KB cap can end this attempt within the test's time.
    const send = httpWebhookSender({ production: false, timeoutMs: 120_000 });
    const attempt = await send(
      {
        messageId: 'msg_1',
        body: '{}',
        url: `http://127.0.0.1:${port}/hook`,
        secret: 'whsec_' + Buffer.from('k'.repeat(32)).toString('base64'),
      },
      new Date(),
    );
    expect(attempt).toEqual({ ok: true, responseStatus: 200, error: null });
    await vi.waitFor(() => expect(closed).toBe(true));
    // What the receiver managed to push: our 64 KB plus the sockets' buffers, never the stream.
    expect(MAX_ANSWER_BYTES).toBe(64 * 1024);
    expect(written).toBeLessThan(32 * 1024 * 1024);
  });
});
