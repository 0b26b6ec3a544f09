// Issue 44's attack on the event streams (decisions.md "Holding up under abuse (the third
// attack)", docs/decisions/053): one address opened 4,300 idle streams on a cash booking's manage
// link and nobody else got in. Here at a scale that runs quickly: 200 streams from one address,
// of which 10 open, while health, a quote and a booking from other addresses keep answering.
// The server believes X-Forwarded-For from loopback only (TRUST_PROXY), so each request can
// say which address it comes from; the total is made small to be reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { BuiltApp } from '../../app';
import { openEventStream, type OpenedStream } from '../../testing/event-stream-reader';
import { createTestApp } from '../../testing/test-app';
import { postBooking, slotSequence, validDraft } from '../bookings/testing';
import { bearer, login } from '../staff-bookings/staff-fixtures';

const TOTAL = 30;
const app: BuiltApp = await createTestApp(
  { TRUST_PROXY: '127.0.0.1' },
  { liveHeartbeatMs: 60_000, liveStreamsTotal: TOTAL },
);
const held: OpenedStream[] = [];
let base = '';

beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of held) stream.close();
  await app.close();
});

const admin = await login(app, 'admin', 'admin123');
const nextSlot = slotSequence(2);
const from = (address: string) => ({ 'x-forwarded-for': address });

async function cashBooking(): Promise<BookingResponse> {
  const response = await postBooking(app, validDraft({ ...nextSlot() }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingResponse>();
}

/** Opens a stream; kept open (closed after the file) when it is one. */
async function stream(path: string, headers: Record<string, string>) {
  const opened = await openEventStream(`${base}${path}`, headers);
  if (opened.status === 200) held.push(opened);
  return opened;
}

/** The refusal's body, read whole (an open stream is never read this way). */
async function refusal(opened: OpenedStream) {
  await opened.ended;
  return opened;
}

/** A request that must answer `status` within 2 s, however many streams are open. */
async function answersQuickly(url: string, init: RequestInit, status: number) {
  const started = Date.now();
  const response = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(5_000) });
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(Date.now() - started).toBeLessThan(2_000);
}

const eventually = async (check: () => Promise<boolean>, what: string) => {
  const until = Date.now() + 5_000;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${what} did not happen within 5 s`);
};

describe('event streams per address and in all', () => {
  it('200 idle streams from one address: 10 open, 190 are 429 naming the limit, others keep answering', async () => {
    const booking = await cashBooking();
    const attempts = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const response = await fetch(`${base}/api/manage/${booking.manageToken}/events`, {
          headers: from('203.0.113.7'),
        });
        if (response.status === 200) {
          held.push({ close: () => void response.body?.cancel() } as OpenedStream);
          return { status: 200, body: null };
        }
        return { status: response.status, body: (await response.json()) as { message: string } };
      }),
    );
    expect(attempts.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = attempts.filter((a) => a.status === 429);
    expect(refused).toHaveLength(190);
    expect(refused[0]?.body).toMatchObject({
      message: expect.stringMatching(/At most 10 live update streams/),
      code: 'rate_limited',
    });

    // The attacker's share is also spent for the staff stream; other addresses are untouched.
    const staff = await stream('/api/events', { ...bearer(admin), ...from('203.0.113.7') });
    expect(staff.status).toBe(429);
    const elsewhere = from('198.51.100.20');
    await answersQuickly('/api/health', { headers: elsewhere }, 200);
    await answersQuickly(
      '/api/quote',
      {
        method: 'POST',
        headers: { ...elsewhere, 'content-type': 'application/json' },
        body: JSON.stringify({
          tvs: [{ tvSize: '44-55', wallType: 'drywall_studs', room: 'Living Room' }],
        }),
      },
      200,
    );
    await answersQuickly(
      '/api/bookings',
      {
        method: 'POST',
        headers: { ...elsewhere, 'content-type': 'application/json' },
        body: JSON.stringify(validDraft({ ...nextSlot() })),
      },
      201,
    );
    const customer = await stream(`/api/manage/${booking.manageToken}/events`, elsewhere);
    expect(customer.status).toBe(200);
  });

  it('counts an IPv6 address by its /64, and gives a closed stream its place back', async () => {
    const booking = await cashBooking();
    const path = `/api/manage/${booking.manageToken}/events`;
    const mine: OpenedStream[] = [];
    for (let n = 1; n <= 10; n += 1) {
      const opened = await stream(path, from(`2001:db8:1:2::${n.toString(16)}`));
      expect(opened.status).toBe(200);
      mine.push(opened);
    }
    const sameLine = await refusal(await stream(path, from('2001:db8:1:2:ffff::1')));
    expect(sameLine.status).toBe(429);
    const nextLine = await stream(path, from('2001:db8:1:3::1'));
    expect(nextLine.status).toBe(200);

    mine[0]?.close();
    await eventually(async () => {
      const again = await stream(path, from('2001:db8:1:2::77'));
      return again.status === 200;
    }, 'a place given back');
  });

  it(`never holds more than ${TOTAL} streams in all: the next is a 503`, async () => {
    const booking = await cashBooking();
    const path = `/api/manage/${booking.manageToken}/events`;
    let n = 0;
    for (;;) {
      n += 1;
      const opened = await stream(path, from(`192.0.2.${n}`));
      if (opened.status !== 200) {
        expect(opened.status).toBe(503);
        break;
      }
      expect(n).toBeLessThanOrEqual(TOTAL);
    }
    expect(app.ctx.live.count()).toBe(TOTAL);
    // The health check and the rest are not streams: they still answer.
    await answersQuickly('/api/health', { headers: from('192.0.2.200') }, 200);
    for (const opened of held.splice(0)) opened.close();
    await eventually(async () => app.ctx.live.count() === 0, 'every stream closed');
  });

  it("ends a booking's stream with the change that finishes it, and refuses a finished one", async () => {
    const booking = await cashBooking();
    const path = `/api/manage/${booking.manageToken}/events`;
    const open = await stream(path, from('198.51.100.30'));
    expect(open.status).toBe(200);
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: bearer(admin),
      payload: { status: 'cancelled', reason: 'The customer moved away' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await open.next((event) => event.event === 'booking');
    await expect(
      Promise.race([
        open.ended.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 2_000)),
      ]),
    ).resolves.toBe('ended');

    const response = await fetch(`${base}${path}`, { headers: from('198.51.100.30') });
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({
      message: expect.stringMatching(/finished/),
      code: 'booking_closed',
    });
  });
});
