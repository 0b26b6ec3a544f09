// The change feed (docs/decisions/039-live-updates.md): one read per announced booking for every
// stream of the server, one shared view per change, repeated announcements read once, and a
// resync for every stream when the listener comes back. The listener here is driven by hand; the
// real one is exercised by routes/events/*.test.ts on both databases.
import { describe, expect, it, vi } from 'vitest';
import type { ChannelHandlers } from '../../db/postgres-listener';
import { createTestApp } from '../../testing/test-app';
import { postBooking, validDraft } from '../../routes/bookings/testing';
import { openChangeFeed, type BookingChange } from './change-feed';
import { readBookingState } from './live-repository';

const app = await createTestApp();
const created = await postBooking(app, validDraft());
const bookingId = created.json<{ id: number }>().id;
const log = { warn: vi.fn(), info: vi.fn() };

async function feedByHand() {
  let handlers: ChannelHandlers | undefined;
  let reads = 0;
  const db = new Proxy(app.ctx.db, {
    get(target, property, receiver) {
      if (property === 'select') reads += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  // One read of a booking builds this many selects (the query and its subquery): the unit.
  await readBookingState(db, bookingId);
  const perRead = reads;
  reads = 0;
  const feed = await openChangeFeed(
    {
      ...app.ctx.database,
      db,
      listen: async (_channel, given) => {
        handlers = given;
        return { stop: async () => {} };
      },
    },
    log,
  );
  if (!handlers) throw new Error('the feed did not listen');
  return { feed, handlers, reads: () => reads / perRead };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the change feed', () => {
  it('reads an announced booking once for all streams, and shares one view among them', async () => {
    const { feed, handlers, reads } = await feedByHand();
    const heard: BookingChange[][] = [[], [], []];
    for (const list of heard) feed.subscribe({ change: (c) => list.push(c), resync: () => {} });
    handlers.onNotify(String(bookingId));
    await settle();
    expect(reads()).toBe(1);
    const [first] = heard[0] ?? [];
    expect(first?.booking.id).toBe(bookingId);
    expect(first?.eventId).toBeGreaterThan(0);
    expect(heard.every((list) => list.length === 1 && list[0] === first)).toBe(true);

    let made = 0;
    const make = async () => ({ made: ++made });
    const views = await Promise.all(heard.flat().map((change) => change.shared('view', make)));
    expect(made).toBe(1);
    expect(views.every((view) => view === views[0])).toBe(true);
    await feed.close();
  });

  it('reads a booking announced again before it was read once, and ignores other payloads', async () => {
    const { feed, handlers, reads } = await feedByHand();
    const heard: BookingChange[] = [];
    feed.subscribe({ change: (c) => heard.push(c), resync: () => {} });
    for (const payload of [String(bookingId), String(bookingId), 'x', '-1', '', '1.5']) {
      handlers.onNotify(payload);
    }
    await settle();
    expect(heard).toHaveLength(1);
    expect(reads()).toBe(1);
    await feed.close();
  });

  it('reads nothing while no stream is open', async () => {
    const { feed, handlers, reads } = await feedByHand();
    handlers.onNotify(String(bookingId));
    await settle();
    expect(reads()).toBe(0);
    await feed.close();
  });

  it('tells every stream to resync when the listener is back', async () => {
    const { feed, handlers } = await feedByHand();
    const resyncs = [vi.fn(), vi.fn()];
    const unsubscribe = resyncs.map((resync) => feed.subscribe({ change: () => {}, resync }));
    handlers.onResume();
    await settle();
    for (const resync of resyncs) expect(resync).toHaveBeenCalledTimes(1);
    unsubscribe[0]?.();
    handlers.onResume();
    await settle();
    expect(resyncs.map((resync) => resync.mock.calls.length)).toEqual([1, 2]);
    await feed.close();
  });
});
